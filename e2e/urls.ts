/**
 * Where the e2e tests find their pages (all on 127.0.0.1, a secure context for native WebMCP).
 * `TOOLMARK_E2E_PORT` moves all three ports, so two test runs on one machine do not collide.
 */
const base = Number(process.env['TOOLMARK_E2E_PORT'] ?? 4173);

/** The playground's production build, served by `vite preview`. */
export const PLAYGROUND = `http://127.0.0.1:${base}`;
/** The fixture pages of `e2e/fixtures`, built from the packages' sources. */
export const FIXTURES = `http://127.0.0.1:${base + 1}`;
/** The same fixture pages on another origin, for cross-origin tests (iframes, the bridge). */
export const OTHER_ORIGIN = `http://127.0.0.1:${base + 2}`;
/** The three ports, in that order. */
export const PORTS = [base, base + 1, base + 2] as const;
