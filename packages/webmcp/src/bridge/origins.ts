import { warn } from '@toolmark/core/internal';

/** Options that decide which origins the bridge answers (spec §16.7). */
export interface OriginOptions {
  /** Origins allowed to call; default the page's own origin only. `'*'` needs `allowAnyOrigin`. */
  readonly allowedOrigins?: readonly string[];
  /** Lets `'*'` in `allowedOrigins` mean any origin; warns in development. */
  readonly allowAnyOrigin?: boolean;
}

/** The origins a bridge answers: exact origins, or `'*'` for any origin (but opaque ones). */
export type AllowedOrigins = readonly string[] | '*';

/**
 * Checks whether a bridge answers an origin. Opaque origins (`'null'`: sandboxed frames, `file:`)
 * never may call, a reply could only be posted to `'*'`: `'*'` leaves them out, and a list of
 * allowed origins never holds one.
 *
 * @param allowed The bridge's allowed origins.
 * @param origin A message's origin.
 * @returns Whether the bridge reads the message.
 */
export function isAllowedOrigin(allowed: AllowedOrigins, origin: string): boolean {
  return allowed === '*' ? !!origin && origin !== 'null' : allowed.includes(origin);
}

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
 * @returns The allowed origins, frozen.
 */
export function resolveAllowedOrigins({ allowedOrigins, allowAnyOrigin }: OriginOptions, ownOrigin: string | undefined): AllowedOrigins {
  if (allowAnyOrigin === true && allowedOrigins?.includes('*')) {
    if (import.meta.env.DEV) warn('TM303', "createBridge: allowedOrigins '*' answers every origin; list the origins you trust instead");
    return '*';
  }
  // Frozen: the bridge hands this list out (`bridge.allowedOrigins`), and its origin check reads it.
  return Object.freeze(
    allowedOrigins?.map((text) => {
      const origin = originOf(text);
      // `'*'` (without `allowAnyOrigin`) is no origin either.
      if (origin === 'null') {
        throw new TypeError(`allowedOrigins: '${text}' is not an origin${import.meta.env.DEV && text === '*' ? '; any origin needs allowAnyOrigin: true as well' : ''}`);
      }
      return origin;
    }) ?? (ownOrigin && ownOrigin !== 'null' ? [ownOrigin] : [])
  );
}
