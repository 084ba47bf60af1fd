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
/** Whether a tool's hints ask a person (spec §3.4): the one rule, for runs the registry gates from outside its pipeline (the forms the polyfill serves). */
export { needsConfirmation } from './pipeline/hints-policy.js';
/**
 * The one egress (spec §6): `egress` makes any value fit to leave (plain JSON data, redacted by path,
 * every form of every secret scrubbed); `collectSecrets` gathers an input's secrets in every form;
 * `secretForms` and `SECRET_ENCODINGS` are the one list of forms, which the test kit's leak finder
 * searches for; `toPlainData` is the conversion alone.
 */
export { egress, NO_SECRETS } from './egress/egress.js';
export { collectSecrets } from './egress/collect-secrets.js';
export { MIN_FORM_LENGTH, SECRET_ENCODINGS, secretForms, type SecretEncoding } from './egress/secret-encodings.js';
export { CYCLE, toPlainData } from './egress/to-plain-data.js';
/** One store per registry, and what its value listens to, for the framework bindings. */
export { perRegistry } from './per-registry.js';
export { eventsWhere, type RegistryWatch } from './registry-watch.js';
/** The calls under way as the framework bindings show them, read from `tm.calls()`. */
export { callsInFlight, movesCallsInFlight, readCallsInFlight, watchCallsInFlight, type CallInFlight } from './calls-in-flight.js';
/** The `pending` result of a call still under way at its caller's deadline (spec §3.11), and who may read its outcome. */
export { pendingResult, sameCaller } from './pipeline/pending-reply.js';
/** What the framework bindings' `useTool` registers: the latest definition's functions, updated when its fingerprint changes. */
export { fingerprint, liveDefinition } from './live-definition.js';
/** A path as issues and messages write it (`items[0].sku`, spec §3.2). */
export { formatPath } from './paths.js';
/** Text a person or a page gives, made one short line (a deny's reason, an agent's name). */
export { oneLine } from './one-line.js';
/** The most of a person's reason for a deny that reaches the caller (spec §3.4), in code points. */
export { REASON_LIMIT } from './pipeline/decision.js';
