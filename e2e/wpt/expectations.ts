// What the runner expects beyond "the polyfill passes every subtest native Chromium passes here"
// (wpt.spec.ts), each with its reason. A list entry that stops being true fails the run, so the lists
// stay honest: they are also the table in docs/spec/webmcp.md §16.3.

/** A subtest, by its page (from `webmcp/`) and its name; a page alone means every subtest of it. */
export interface SubtestRef {
  readonly file: string;
  readonly subtest?: string;
}

/** Subtests the polyfill passes though native Chromium does not (here, always or at times), with the spec's words. */
export const SPEC_OVER_NATIVE: readonly (SubtestRef & { readonly spec: string })[] = [
  {
    file: 'imperative/model_context.https.html',
    // Chromium 156 crashes the page's renderer on this file in most runs (a passing run gives 3 of 4).
    spec: '`[SecureContext, SameObject] readonly attribute ModelContext modelContext`; "Upon creation of the Document object, its associated ModelContext must be set to a new ModelContext object"; "If tool owner is not fully active, then return a promise rejected with an "InvalidStateError" DOMException"',
  },
];

/**
 * Subtests native Chromium passes that the polyfill does not pass yet (none now; an entry needs an open issue):
 * exempt from the parity check, printed by every run, and each one must still be passed by native
 * Chromium, so the list cannot hide a subtest nobody can pass. `flavour` limits an entry to one.
 */
export const KNOWN_GAPS: readonly (SubtestRef & { readonly reason: string; readonly flavour?: string })[] = [];

/** Subtests that cannot run on this machine, or not as written, with why. */
export const NOT_RUNNABLE: readonly (SubtestRef & { readonly reason: string })[] = [
  { file: 'imperative/exposedTo-cross-origin-child.https.html', reason: 'not in the suite here: it needs a child frame on an https origin of another site' },
  { file: 'imperative/executeTool-signal-cross-origin.https.html', reason: 'not in the suite here: it needs a child frame on an https origin of another site' },
  { file: 'imperative/executeTool-caller-navigate-abort.https.html', reason: 'not in the suite here: it needs resources/iframe-caller.html, which is not in the index, and an https origin' },
  { file: 'imperative/permissions-policy.https.html', reason: 'not in the suite here: it needs Permissions-Policy headers on https origins of other sites' },
  { file: 'idlharness.https.window.js', reason: 'not in the suite here: WPT\'s idlharness and the IDL files are not in the index' },
  {
    file: 'imperative/unregister-during-executeTool.https.html',
    reason: "its first subtest loads a frame from an https origin (none here) and times out; testharness.js then runs none of the file's other three",
  },
  { file: 'imperative/getTools-filtering.https.html', reason: 'both subtests use navigator.modelContext (gone since Chrome 152) and frames on https origins of other sites' },
];

/**
 * Tells whether a reference names a subtest.
 *
 * @param ref The reference.
 * @param file The subtest's page, from the suite's folder (`webmcp/…`).
 * @param subtest The subtest's name.
 * @returns Whether it does.
 */
export function names(ref: SubtestRef, file: string, subtest: string): boolean {
  return `webmcp/${ref.file}` === file && (ref.subtest === undefined || ref.subtest === subtest);
}
