// The on/off attributes of the script tag (spec §18.3), read the one way: by the configuration
// (config.ts) and by the check that runs before any of core is loaded (registry-needed.ts).

/**
 * Reads a switch's value: on with `''`, `true`, `on`, `yes`, `1`, off with `false`, `off`, `no`, `0`
 * (any case, trimmed).
 *
 * @param value The attribute's value; `null` or `undefined` when absent.
 * @returns `true` on, `false` off, `undefined` when absent or neither (the default applies).
 */
export function switchValue(value: string | null | undefined): boolean | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  return /^(|true|on|yes|1)$/i.test(text) ? true : /^(false|off|no|0)$/i.test(text) ? false : undefined;
}
