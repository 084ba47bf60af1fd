/** Options that decide which origins the bridge answers (spec §16.7, D44, D45). */
export interface OriginOptions {
  /** Origins allowed to call; default the page's own origin only. `'*'` needs `allowAnyOrigin`. */
  readonly allowedOrigins?: readonly string[];
  /** Lets `'*'` in `allowedOrigins` mean any origin; warns in development. */
  readonly allowAnyOrigin?: boolean;
}

/** The origins a bridge answers: a set of exact origins, or `ANY_ORIGIN`. */
export type AllowedOrigins = Pick<ReadonlySet<string>, 'has'>;

/**
 * Every origin but opaque ones (`'null'`: sandboxed frames, `file:`), which never may call: a reply
 * could only be posted to `'*'`. A set of allowed origins never holds one either.
 */
export const ANY_ORIGIN: AllowedOrigins = { has: (origin) => !!origin && origin !== 'null' };

/**
 * Reads the origin of a URL or origin text.
 *
 * @param text Such as `https://shop.example` or `https://shop.example/cart`.
 * @returns Its scheme, host and port; `'null'` for an opaque origin or text that is not a URL.
 */
export function originOf(text: string): string {
  try {
    return new URL(text).origin;
  } catch {
    return 'null';
  }
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
  const listed = options.allowedOrigins ?? (ownOrigin && ownOrigin !== 'null' ? [ownOrigin] : []);
  if (listed.includes('*')) {
    if (options.allowAnyOrigin !== true) throw new TypeError("allowedOrigins: '*' needs allowAnyOrigin: true");
    if (import.meta.env.DEV) console.warn("[toolmark TM303] createBridge: allowedOrigins '*' answers every origin; list the origins you trust instead.");
    return ANY_ORIGIN;
  }
  return new Set(
    listed.map((text) => {
      const origin = originOf(text);
      if (origin === 'null') throw new TypeError(`allowedOrigins: '${text}' is not an origin`);
      return origin;
    }),
  );
}
