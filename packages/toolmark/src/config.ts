// The script tag's configuration (spec §18.3): read once, from the `data-` attributes of the
// <script> element that loaded the bundle. Parsing is pure so it can be tested without booting.
import { isValidToolName } from '@toolmark/core/internal';
import { switchValue } from './switches.js';

/** What the script tag asks for (spec §18.3). */
export interface ScriptConfig {
  /** The scope the page's forms and wizards are registered in; `undefined` registers them at the root. */
  readonly scope: string | undefined;
  /** Makes every form a tool, not only forms with tool attributes (`scanForms`'s `all`). */
  readonly allForms: boolean;
  /** Installs confirmation cards (the flavour with the UI only). */
  readonly confirm: boolean;
  /** Logs the registry's events (redacted) to the console. */
  readonly debug: boolean;
  /** Mounts one `<tm-spotlight>` for the page's registry (the flavour with the UI only). */
  readonly spotlight: boolean;
  /** Defines `<tm-tool-list>` and `<tm-activity>` for the page's registry (the flavour with the UI only). */
  readonly widgets: boolean;
}

/** A configuration and the attribute values it could not use. */
export interface ReadConfig {
  readonly config: ScriptConfig;
  /** One message per refused value, for development warning TM702; empty in production builds. */
  readonly problems: readonly string[];
}

/** The on/off attributes (spec §18.3) and their defaults; the attribute is `data-` and the key in kebab case. */
const SWITCHES = { allForms: false, confirm: true, debug: false, spotlight: false, widgets: false };

/**
 * Reads the script tag's configuration from its `data-` attributes (spec §18.3). Values it cannot
 * use fall back to the default and are reported (in development builds), never thrown: a typo in an
 * attribute must not take the page's tools down.
 *
 * - A switch is on with `''`, `true`, `on`, `yes`, `1`, off with `false`, `off`, `no`, `0` (any case).
 * - `data-scope`: absent or empty is no scope; a name that breaks spec §1.1 is no scope.
 *
 * The bridge and the polyfill are not configured here: they are add-ons with tags of their own
 * (spec §18.10).
 *
 * @param element The script element that loaded the bundle; `null` (a module script, say) gives the defaults.
 * @returns The frozen configuration and the problems found (always none in production builds).
 */
export function readScriptConfig(element: Element | null): ReadConfig {
  const problems: string[] = [];
  const read = (name: string) => element?.getAttribute(`data-${name}`)?.trim();
  const scope = read('scope');
  if (import.meta.env.DEV && scope && !isValidToolName(scope)) {
    problems.push(`data-scope="${scope}" is not a valid scope name (A–Z a–z 0–9 _ - and dots between parts); tools are registered without a scope`);
  }
  const config: Record<string, unknown> = { scope: isValidToolName(scope) ? scope : undefined };
  for (const [key, fallback] of Object.entries(SWITCHES)) {
    const name = key.replace(/[A-Z]/g, '-$&').toLowerCase();
    const value = read(name);
    const on = switchValue(value);
    if (import.meta.env.DEV && value !== undefined && on === undefined) problems.push(`data-${name}="${value}" is not on or off; using ${fallback ? 'on' : 'off'}`);
    // Absent or unreadable: the default.
    config[key] = on ?? fallback;
  }
  return { config: Object.freeze(config) as unknown as ScriptConfig, problems };
}

/** Reads the configuration of a script tag without any `data-` attribute. */
/* @__NO_SIDE_EFFECTS__ */
const readDefaults = (): ScriptConfig => readScriptConfig(null).config;

/** What a script tag without any `data-` attribute means. */
export const DEFAULT_CONFIG: ScriptConfig = readDefaults();
