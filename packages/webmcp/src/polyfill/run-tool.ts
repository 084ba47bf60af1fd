// One run of a polyfilled tool, in the document that hosts it, as WebMCP's `executeTool` steps and
// Chromium 156 order them (the web-platform-tests check each point):
// 1. `execute` is called in a task of its own (the spec queues it on the tool's window), with a copy of
//    the input and a signal of the run's own;
// 2. `toolactivated` fires at the model context once `execute` has started. (The spec fires it just
//    before; Chromium, and the suite that tests it, just after. Not at the window: the suite's newer
//    revision dropped that, and Chromium never did.);
// 3. the caller's abort rejects the call at once with the caller's reason; a task later the tool's
//    signal aborts (an `AbortError`) and `toolcancel` fires;
// 4. the host document going away (its frame removed) fails the call;
// 5. otherwise the call resolves to the text of what `execute` returned (`null` for a declarative
//    form whose submit navigated), or fails with `UnknownError`.
// Unregistering the tool meanwhile changes nothing: a run that has begun ends as it would have.
import type { ModelContextTool, RegisteredTool } from '../model-context.js';
import { domException } from './checks.js';
import { toResultText } from './tool-input.js';
import { fireToolEvent, ToolActivatedEvent, ToolCancelEvent } from './tool-events.js';

/** A registered tool: its `execute`, the record `getTools()` reports, and whether a form serves it. */
export interface ToolEntry {
  readonly execute: ModelContextTool['execute'];
  /** The record, without `window` (added as it is listed). */
  readonly record: Omit<RegisteredTool, 'window'>;
  /** A declarative form's tool: its errors say which value did not fit, and reach the caller as they are. */
  readonly declarative: boolean;
}

// The same text in every build: it is what an agent is told.
const FAILED = "The tool's execute threw or rejected";

/**
 * Runs a tool for a caller.
 *
 * @param context The model context of the tool's document, where the run's events fire.
 * @param doc That document.
 * @param entry The tool.
 * @param args The input, copied already.
 * @param callerSignal The caller's `signal`, if any.
 * @returns The call's promise.
 */
export function runTool(context: EventTarget, doc: Document, entry: ToolEntry, args: object, callerSignal: AbortSignal | undefined): Promise<string | null> {
  const { name } = entry.record;
  const view = doc.defaultView;
  const run = new AbortController();
  return new Promise<string | null>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      callerSignal?.removeEventListener('abort', cancel);
      view?.removeEventListener('pagehide', detach);
      finish();
    };
    const cancel = () =>
      settle(() => {
        reject(callerSignal!.reason);
        // A task later, as the browser's "in parallel": the caller sees its rejection first.
        setTimeout(() => {
          run.abort(domException(doc, 'The caller cancelled the run', 'AbortError'));
          fireToolEvent(ToolCancelEvent, 'toolcancel', name, context);
        });
      });
    const detach = () => settle(() => reject(domException(doc, "The tool's document went away during the run", 'UnknownError')));
    const fail = (error: unknown) => settle(() => reject(entry.declarative && error instanceof DOMException ? error : domException(doc, FAILED, 'UnknownError')));
    callerSignal?.addEventListener('abort', cancel);
    view?.addEventListener('pagehide', detach);
    // A caller that cancels meanwhile has been answered already; the tool still runs, and its signal
    // aborts a task later, as in Chromium (tasks run in the order they are queued).
    setTimeout(() => {
      let returned: unknown;
      try {
        returned = entry.execute.call(undefined, args, { signal: run.signal });
      } catch (error) {
        return fail(error);
      }
      fireToolEvent(ToolActivatedEvent, 'toolactivated', name, context);
      // A declarative form's run that navigated has no result: `null`, as Chromium's (the spec's
      // "or null if the execution navigated the document").
      Promise.resolve(returned).then((value) => settle(() => resolve(entry.declarative && value === undefined ? null : toResultText(value))), fail);
    });
  });
}
