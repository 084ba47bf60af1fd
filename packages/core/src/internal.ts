// `@toolmark/core/internal`: what the other Toolmark packages share with core and pages never use.
// Not part of the public API (spec §11): it may change in any release, so nothing outside
// @toolmark/* should import it.

/**
 * Development warnings (spec §10): `warn(code, message)` prints `[toolmark CODE] message. See …` once,
 * in development builds only. Call it as `if (import.meta.env.DEV) warn(…)`, so production builds drop
 * the message with the call; `DEV` is the build core was built as, for runtime defaults only.
 */
export { DEV, warn } from './dev.js';

/** The shared checks, so no package writes its own: an object that is not an array, a copy without `undefined` fields, an own property that never sets a prototype (spec §11). */
export { isRecord } from './is-record.js';
export { compact, type Compact } from './compact.js';
export { setOwn } from './set-own.js';
/** Tool names (spec §1.1) and results (spec §4), as the registry reads them. */
export { isValidToolName } from './names.js';
export { isToolResult } from './result.js';
/** Redaction of what a run's own code hands back (spec §6): the secrets of an input, scrubbed from any value. */
export { collectSecrets, scrubSecrets } from './redact.js';
/** A path as issues and messages write it (`items[0].sku`, spec §3.2). */
export { formatPath } from './paths.js';
