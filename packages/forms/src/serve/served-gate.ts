// The gate of a run of a form the polyfill serves (spec §14.11 Confirmation; docs/security.md T5,
// T11). Natively the browser asks its own questions; a form served by Toolmark is Toolmark submitting,
// so a form whose hints ask for a person (`data-toolmark-confirm`, `data-toolmark-destructive`, or the
// page's code through `scanForms`) is run by the registry's one pipeline, `tm.call`: validation,
// permission, the card, then the form tool's run. Nothing here decides anew: the hints are the
// registry's (else the markup's, read by the one reader) and the rule is core's `needsConfirmation`.
import type { Toolmark, ToolHints, ToolResult } from '@toolmark/core';
import { needsConfirmation } from '@toolmark/core/internal';
import { markupHints } from '../scan/markup-hints.js';

/** Finds the page's registry when a run starts (the script tag's `Toolmark.tm`), or none. */
export type FindRegistry = () => Toolmark | undefined;

/**
 * Set on a form (a count) while the registry runs it for the service: the run is a call of the
 * registry already, so `publish` does not record it again as a native run (spec §16.1). A symbol of
 * the global registry: the publisher reads it without importing this package.
 */
export const REGISTRY_RUN = Symbol.for('toolmark.registryRun');

/** Who the registry sees calling: an agent, through the model context. */
const SERVED_CALLER = { kind: 'webmcp' } as const;

type MarkedForm = HTMLFormElement & { [REGISTRY_RUN]?: number };

/**
 * Finds the registry's tool of a form: the `'native-form'` tool `scanForms` defined for it, whose
 * `nativeName` is the form's `toolname` and whose anchor is this form.
 *
 * @param tm The registry.
 * @param form The form.
 * @returns The tool's full name, or `undefined`.
 */
function toolOf(tm: Toolmark, form: HTMLFormElement): string | undefined {
  const toolname = form.getAttribute('toolname');
  return tm.manifest().find(({ name }) => {
    const info = tm.info(name);
    return info?.origin === 'native-form' && info.nativeName === toolname && tm.anchor(name).includes(form);
  })?.name;
}

/**
 * Turns a refused call into the rejection a served run gives (Chromium's kind: an `UnknownError`),
 * with the registry's words, so the agent reads why (`The person declined …`).
 *
 * @param result The failed result.
 * @returns The error.
 */
function refusal(result: ToolResult): DOMException {
  return new DOMException(result.content.map((block) => (block.type === 'text' ? block.text : '')).join(' '), 'UnknownError');
}

/**
 * Runs a served form's call through the gate:
 *
 * | the form's hints (the registry's tool, else its markup) | the run |
 * | --- | --- |
 * | ask no one | `run()`: the browser's run, as natively |
 * | ask a person, and the registry has the form's tool | `tm.call` of that tool (caller `{ kind: 'webmcp' }`): the card, then the form tool's run; resolves to its result, a failure (`declined` …) rejects `UnknownError` with its text |
 * | ask a person, and no registry has the form | rejects `UnknownError` `'x' needs a person's confirmation, and this page has no way to ask for it` (fail closed: nothing filled) |
 *
 * @param form The form.
 * @param input The agent's input.
 * @param signal The run's signal.
 * @param findRegistry Finds the page's registry.
 * @param run The browser's run of the form.
 * @returns What the run resolves to.
 */
export function gateServedRun(form: HTMLFormElement, input: object, signal: AbortSignal | undefined, findRegistry: FindRegistry | undefined, run: () => Promise<unknown>): Promise<unknown> {
  const tm = findRegistry?.();
  const name = tm && toolOf(tm, form);
  const hints: ToolHints | undefined = name ? tm.info(name)?.hints : markupHints(form);
  // Not awaited: the browser's run fills (and submits) before this returns, as natively.
  if (!needsConfirmation(hints, false)) return run();
  if (!name) return Promise.reject(new DOMException(`'${form.getAttribute('toolname')}' needs a person's confirmation, and this page has no way to ask for it`, 'UnknownError'));
  return callRegistry(tm, name, form, input, signal);
}

/**
 * Runs a served form as a call of the registry's tool, marked meanwhile (`REGISTRY_RUN`).
 *
 * @param tm The registry.
 * @param name The form's tool.
 * @param form The form.
 * @param input The agent's input.
 * @param signal The run's signal.
 * @returns The call's result; a failure rejects `UnknownError` with its text.
 */
async function callRegistry(tm: Toolmark, name: string, form: HTMLFormElement, input: object, signal: AbortSignal | undefined): Promise<ToolResult> {
  const marked = form as MarkedForm;
  marked[REGISTRY_RUN] = (marked[REGISTRY_RUN] ?? 0) + 1;
  let result: ToolResult;
  try {
    result = await tm.call(name, input, { ...(signal && { signal }), caller: SERVED_CALLER });
  } finally {
    if (!--marked[REGISTRY_RUN]!) delete marked[REGISTRY_RUN];
  }
  if (result.isError) throw refusal(result);
  return result;
}
