// The origins the bridge add-on answers (spec §18.10), from its `data-origins` attribute. Parsing
// is pure so it can be tested without a page.

/** Origins read from an attribute and the tokens that could not be used. */
export interface ReadOrigins {
  /** The allowed origins, deduplicated; empty when none could be used (then there is no bridge). */
  readonly origins: readonly string[];
  /** One message per refused token, for development warning TM702; empty in production builds. */
  readonly problems: readonly string[];
}

/**
 * Reads a space-separated list of origins (spec §18.10). Empty text means `self`, the page's own
 * origin. A token is kept when it is a serialized tuple origin (`https://a.example`, one trailing
 * slash tolerated); `*` is refused, and so are paths, `null`, text that is not a URL,
 * and `self` on an opaque page (sandboxed frame, `file:`): none of them is such an origin.
 *
 * @param text The attribute's value.
 * @param self The page's origin, for `self`; default `location.origin`.
 * @returns The frozen origins and the problems found (always none in production builds).
 */
export function readOrigins(text: string, self: string | undefined = globalThis.location?.origin): ReadOrigins {
  const origins = new Set<string>();
  const problems: string[] = [];
  for (const token of text.trim().split(/\s+/)) {
    const wanted = token && token != 'self' ? token : (self ?? '');
    let origin: string | undefined;
    try {
      origin = new URL(wanted).origin;
    } catch {
      // Not a URL: not an origin either.
    }
    if (origin == wanted.replace(/\/$/, '')) origins.add(origin!);
    else if (import.meta.env.DEV) problems.push(`data-origins: '${token || 'self'}' is not an origin (write https://host[:port] or self; '*' is refused)`);
  }
  if (import.meta.env.DEV && !origins.size) problems.push('data-origins names no usable origin: the bridge is off');
  return { origins: Object.freeze([...origins]), problems };
}
