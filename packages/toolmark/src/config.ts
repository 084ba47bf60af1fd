// The script tag's configuration (spec §18.3): read once, from the `data-` attributes of the
// <script> element that loaded the bundle. Parsing is pure so it can be tested without booting.
import { isValidToolName } from '@toolmark/core';

/** What the script tag asks for (spec §18.3). */
export interface ScriptConfig {
  /** The scope the page's forms and wizards are registered in; `undefined` registers them at the root. */
  readonly scope: string | undefined;
  /** Makes every form a tool, not only forms with tool attributes (`scanForms`'s `all`). */
  readonly allForms: boolean;
  /** Installs confirmation cards (the flavour with the UI only). */
  readonly confirm: boolean;
  /** The origins the postMessage bridge answers; `undefined` when there is no bridge. */
  readonly bridgeOrigins: readonly string[] | undefined;
  /** Installs the WebMCP polyfill when the browser has no model context. */
  readonly polyfill: boolean;
  /** Logs the registry's events (redacted) to the console. */
  readonly debug: boolean;
}

/** A configuration and the attribute values it could not use. */
export interface ReadConfig {
  readonly config: ScriptConfig;
  /** One message per refused value, for development warning TM702; empty in production builds. */
  readonly problems: readonly string[];
}

/** The on/off attributes (spec §18.3): the configuration's key, the attribute, the default. */
const SWITCHES = [
  ['allForms', 'data-all-forms', false],
  ['confirm', 'data-confirm', true],
  ['polyfill', 'data-polyfill', false],
  ['debug', 'data-debug', false],
] as const;

/** What a script tag without any `data-` attribute means. */
export const DEFAULT_CONFIG: ScriptConfig = Object.freeze({
  scope: undefined,
  bridgeOrigins: undefined,
  ...(Object.fromEntries(SWITCHES.map(([key, , fallback]) => [key, fallback])) as Pick<ScriptConfig, (typeof SWITCHES)[number][0]>),
});

/**
 * Reads an on/off attribute: absent is `fallback`; `''`, `true`, `on`, `yes`, `1` are on;
 * `false`, `off`, `no`, `0` are off; anything else is a problem and `fallback`.
 *
 * @param element The script element.
 * @param name The attribute's name.
 * @param fallback The value when the attribute is absent or unreadable.
 * @param problems Where a refused value is reported (development builds).
 * @returns Whether the switch is on.
 */
function readSwitch(element: Element, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = element.getAttribute(name);
  const value = raw?.trim().toLowerCase();
  if (value === undefined) return fallback;
  if (/^(|true|on|yes|1)$/.test(value)) return true;
  if (/^(false|off|no|0)$/.test(value)) return false;
  if (import.meta.env.DEV) problems.push(`${name}="${raw}" is not on or off; using ${fallback ? 'on' : 'off'}`);
  return fallback;
}

/**
 * Reads one origin of `data-bridge-origins`: `self` is the page's own origin; anything else must be
 * a serialized tuple origin (`https://a.example`, a trailing slash tolerated). `*` is refused: a
 * script tag cannot open the bridge to every origin (spec D74).
 *
 * @param token One space-separated token.
 * @param self The page's origin.
 * @returns The origin, or `undefined` when it is not one.
 */
function readOrigin(token: string, self: string | undefined): string | undefined {
  let origin = self;
  if (token !== 'self') {
    try {
      origin = new URL(token).origin;
    } catch {
      return undefined;
    }
    if (token !== origin && token !== `${origin}/`) return undefined;
  }
  // An opaque page (sandboxed frame, file:) or URL (data:) has no origin to allow.
  return origin === 'null' ? undefined : origin;
}

/**
 * Reads `data-bridge-origins`: absent means no bridge; empty means the page's own origin; otherwise
 * the space-separated origins that parse. When none does, there is no bridge (fail closed).
 *
 * @param element The script element.
 * @param self The page's origin.
 * @param problems Where refused origins are reported (development builds).
 * @returns The allowed origins, or `undefined` for no bridge.
 */
function readBridgeOrigins(element: Element, self: string | undefined, problems: string[]): readonly string[] | undefined {
  const tokens = element.getAttribute('data-bridge-origins')?.split(/\s+/).filter(Boolean);
  if (!tokens) return undefined;
  const origins = new Set<string>();
  for (const token of tokens.length ? tokens : ['self']) {
    const origin = readOrigin(token, self);
    if (origin) origins.add(origin);
    else if (import.meta.env.DEV) problems.push(`data-bridge-origins: '${token}' is not an origin (write https://host[:port] or self; '*' is refused)`);
  }
  if (origins.size) return Object.freeze([...origins]);
  if (import.meta.env.DEV) problems.push('data-bridge-origins names no usable origin: the bridge is off');
  return undefined;
}

/**
 * Reads `data-scope`: absent or empty is no scope; a name that breaks spec §1.1 is a problem and no scope.
 *
 * @param element The script element.
 * @param problems Where a refused name is reported (development builds).
 * @returns The scope path, or `undefined`.
 */
function readScope(element: Element, problems: string[]): string | undefined {
  const scope = element.getAttribute('data-scope')?.trim();
  if (!scope || isValidToolName(scope)) return scope || undefined;
  if (import.meta.env.DEV) problems.push(`data-scope="${scope}" is not a valid scope name (A–Z a–z 0–9 _ - and dots between parts); tools are registered without a scope`);
  return undefined;
}

/**
 * Reads the script tag's configuration from its `data-` attributes (spec §18.3). Values it cannot
 * use fall back to the default and are reported (in development builds), never thrown: a typo in an
 * attribute must not take the page's tools down.
 *
 * @param element The script element that loaded the bundle; `null` (a module script, say) gives the defaults.
 * @param self The page's origin, for `self` in `data-bridge-origins`; default `location.origin`.
 * @returns The frozen configuration and the problems found (always none in production builds).
 */
export function readScriptConfig(element: Element | null, self: string | undefined = globalThis.location?.origin): ReadConfig {
  const problems: string[] = [];
  if (!element) return { config: DEFAULT_CONFIG, problems };
  const config: Record<string, unknown> = { scope: readScope(element, problems), bridgeOrigins: readBridgeOrigins(element, self, problems) };
  for (const [key, name, fallback] of SWITCHES) config[key] = readSwitch(element, name, fallback, problems);
  return { config: Object.freeze(config) as unknown as ScriptConfig, problems };
}
