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
  /** One message per refused value, for development warning TM702. */
  readonly problems: readonly string[];
}

/** What a script tag without any `data-` attribute means. */
export const DEFAULT_CONFIG: ScriptConfig = Object.freeze({
  scope: undefined,
  allForms: false,
  confirm: true,
  bridgeOrigins: undefined,
  polyfill: false,
  debug: false,
});

const OFF = new Set(['false', 'off', 'no', '0']);
const ON = new Set(['', 'true', 'on', 'yes', '1']);

/**
 * Reads an on/off attribute: absent is `fallback`; `''`, `true`, `on`, `yes`, `1` are on;
 * `false`, `off`, `no`, `0` are off; anything else is a problem and `fallback`.
 *
 * @param element The script element.
 * @param name The attribute's name.
 * @param fallback The value when the attribute is absent or unreadable.
 * @param problems Where a refused value is reported.
 * @returns Whether the switch is on.
 */
function readSwitch(element: Element, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = element.getAttribute(name);
  if (raw === null) return fallback;
  const value = raw.trim().toLowerCase();
  if (ON.has(value)) return true;
  if (OFF.has(value)) return false;
  problems.push(`${name}="${raw}" is not on or off; using ${fallback ? 'on' : 'off'}`);
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
  // An opaque page (sandboxed frame, file:) has no origin to allow.
  if (token === 'self') return self === 'null' ? undefined : self;
  let origin: string;
  try {
    origin = new URL(token).origin;
  } catch {
    return undefined;
  }
  return origin !== 'null' && (token === origin || token === `${origin}/`) ? origin : undefined;
}

/**
 * Reads `data-bridge-origins`: absent means no bridge; empty means the page's own origin; otherwise
 * the space-separated origins that parse. When none does, there is no bridge (fail closed).
 *
 * @param element The script element.
 * @param self The page's origin.
 * @param problems Where refused origins are reported.
 * @returns The allowed origins, or `undefined` for no bridge.
 */
function readBridgeOrigins(element: Element, self: string | undefined, problems: string[]): readonly string[] | undefined {
  const raw = element.getAttribute('data-bridge-origins');
  if (raw === null) return undefined;
  const tokens = raw.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) tokens.push('self');
  const origins: string[] = [];
  for (const token of tokens) {
    const origin = readOrigin(token, self);
    if (origin === undefined) problems.push(`data-bridge-origins: '${token}' is not an origin (write https://host[:port] or self; '*' is refused)`);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  if (origins.length === 0) {
    problems.push('data-bridge-origins names no usable origin: the bridge is off');
    return undefined;
  }
  return Object.freeze(origins);
}

/**
 * Reads `data-scope`: absent or empty is no scope; a name that breaks spec §1.1 is a problem and no scope.
 *
 * @param element The script element.
 * @param problems Where a refused name is reported.
 * @returns The scope path, or `undefined`.
 */
function readScope(element: Element, problems: string[]): string | undefined {
  const scope = element.getAttribute('data-scope')?.trim();
  if (!scope) return undefined;
  if (isValidToolName(scope)) return scope;
  problems.push(`data-scope="${scope}" is not a valid scope name (A–Z a–z 0–9 _ - and dots between parts); tools are registered without a scope`);
  return undefined;
}

/**
 * Reads the script tag's configuration from its `data-` attributes (spec §18.3). Values it cannot
 * use fall back to the default and are reported, never thrown: a typo in an attribute must not take
 * the page's tools down.
 *
 * @param element The script element that loaded the bundle; `null` (a module script, say) gives the defaults.
 * @param self The page's origin, for `self` in `data-bridge-origins`; default `location.origin`.
 * @returns The frozen configuration and the problems found.
 */
export function readScriptConfig(element: Element | null, self: string | undefined = globalThis.location?.origin): ReadConfig {
  if (!element) return { config: DEFAULT_CONFIG, problems: [] };
  const problems: string[] = [];
  const config: ScriptConfig = Object.freeze({
    scope: readScope(element, problems),
    allForms: readSwitch(element, 'data-all-forms', false, problems),
    confirm: readSwitch(element, 'data-confirm', true, problems),
    bridgeOrigins: readBridgeOrigins(element, self, problems),
    polyfill: readSwitch(element, 'data-polyfill', false, problems),
    debug: readSwitch(element, 'data-debug', false, problems),
  });
  return { config, problems };
}
