/** Where the e2e tests find their pages (all on 127.0.0.1, a secure context for native WebMCP). */
export const PLAYGROUND = 'http://127.0.0.1:4173';
/** The fixture pages of `e2e/fixtures`, built from the packages' sources. */
export const FIXTURES = 'http://127.0.0.1:4174';
/** The same fixture pages on another origin, for cross-origin tests (iframes, the bridge). */
export const OTHER_ORIGIN = 'http://127.0.0.1:4175';
