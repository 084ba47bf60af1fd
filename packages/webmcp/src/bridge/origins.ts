/** Options that decide which origins the bridge answers (spec §16.7, D46). */
export interface OriginOptions {
  /** Origins allowed to call; default the page's own origin only. `'*'` needs `allowAnyOrigin`. */
  readonly allowedOrigins?: readonly string[];
  /** Lets `'*'` in `allowedOrigins` mean any origin; warns in development. */
  readonly allowAnyOrigin?: boolean;
}

/** The origins a bridge answers: a set of exact origins, or every origin but opaque ones. */
export type AllowedOrigins = ReadonlySet<string> | '*';

function normalize(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new TypeError(`allowedOrigins: '${origin}' is not an origin such as https://shop.example`);
  }
  if (url.origin === 'null') throw new TypeError(`allowedOrigins: '${origin}' has an opaque origin, which cannot be answered safely`);
  return url.origin;
}

/**
 * Reads the allowed origins. Throws for a configuration that would open the bridge by mistake: `'*'`
 * without `allowAnyOrigin`, an opaque origin (`'null'`), or text that is not an origin.
 *
 * @param options The bridge's options.
 * @param ownOrigin The page's origin, the default.
 * @returns The allowed origins.
 */
export function resolveAllowedOrigins(options: OriginOptions, ownOrigin: string | undefined): AllowedOrigins {
  const listed = options.allowedOrigins ?? (ownOrigin !== undefined && ownOrigin !== 'null' ? [ownOrigin] : []);
  if (listed.includes('*')) {
    if (options.allowAnyOrigin !== true) {
      throw new TypeError("allowedOrigins: '*' lets any site call your tools; pass allowAnyOrigin: true if that is what you want");
    }
    if (import.meta.env.DEV) console.warn("[toolmark TM303] createBridge: allowedOrigins '*' answers every origin; list the origins you trust instead.");
    return '*';
  }
  return new Set(listed.map(normalize));
}

/**
 * Checks whether a message's origin may call. Opaque origins (`'null'`: sandboxed frames, `file:`)
 * never may: a reply could only be posted to `'*'`.
 *
 * @param allowed The allowed origins.
 * @param origin The message event's `origin`.
 * @returns Whether it is allowed.
 */
export function isOriginAllowed(allowed: AllowedOrigins, origin: string): boolean {
  if (origin === 'null' || origin === '') return false;
  return allowed === '*' || allowed.has(origin);
}
