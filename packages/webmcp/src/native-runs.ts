// Runs of declarative forms that the browser serves itself (spec §16.1 Native runs): Toolmark does not
// run them, so they would not reach the registry's events. The model context says when such a run
// starts (`toolactivated`) and when it is cancelled (`toolcancel`); the form's submit ends it.
import { ok, type Caller, type Toolmark, type ToolResult } from '@toolmark/core';
import type { ModelContextLike, ToolActivatedEvent } from './model-context.js';

/** Set on a form while the registry runs it for a form server (`@toolmark/forms`' `REGISTRY_RUN`). */
const REGISTRY_RUN = Symbol.for('toolmark.registryRun');

/**
 * Records in the registry (`tm.recordRun`) every run the browser makes of a declarative form that the
 * registry knows as a `'native-form'` tool, from its `toolactivated` to the submit of one of the
 * tool's anchors (the form: `{ submitted: true }`; an agent's submit just before the activation, in
 * the same task, counts), a `toolcancel` of that name (`aborted`), or
 * `dispose()` (`aborted`). The page's own answer to the submit goes from the browser to the agent: it
 * is not Toolmark's to read. Runs of other tools are left alone (those Toolmark publishes are calls
 * already).
 *
 * @param tm The registry.
 * @param context The model context whose events say when runs start and end.
 * @param caller Who the recorded runs are attributed to.
 * @returns The function that stops observing and ends the runs still open.
 */
export function observeNativeRuns(tm: Toolmark, context: ModelContextLike, caller: Caller): () => void {
  const observing = new AbortController();
  // Chromium fills and submits an autosubmit form before it fires `toolactivated`, in the same task
  // (measured in 156): an agent's submit is remembered until the next task, for the activation after it.
  const agentSubmits = new Set<EventTarget | null>();
  globalThis.document?.addEventListener(
    'submit',
    ({ target, agentInvoked }: Event & { agentInvoked?: boolean }) => {
      if (agentInvoked !== true) return;
      agentSubmits.add(target);
      setTimeout(() => agentSubmits.delete(target));
    },
    { capture: true, signal: observing.signal },
  );
  context.addEventListener(
    'toolactivated',
    (event) => {
      const { toolName } = event as ToolActivatedEvent;
      const name = tm.manifest().find(({ name }) => {
        const info = tm.info(name)!;
        return info.origin === 'native-form' && info.nativeName === toolName;
      })?.name;
      // A run a form server hands to the registry (a served form that asks for a card, spec §14.11) is
      // a call of the registry already: recording it too would count it twice.
      if (!name || tm.anchor(name).some((element) => REGISTRY_RUN in element)) return;
      // Each run's listeners take its controller as their options: ending the run removes them all.
      const run = new AbortController();
      const end = () => run.abort();
      observing.signal.addEventListener('abort', end, run);
      context.addEventListener('toolcancel', (cancel) => (cancel as ToolActivatedEvent).toolName === toolName && end(), run);
      const submitted = new Promise<ToolResult<{ submitted: boolean }>>((resolve) => {
        const done = () => resolve(ok({ submitted: true }));
        for (const element of tm.anchor(name)) {
          if (agentSubmits.delete(element)) done();
          element.addEventListener('submit', done, run);
        }
      });
      void tm.recordRun<{ submitted: boolean }>(name, submitted, { caller, signal: run.signal }).then(end);
    },
    observing,
  );
  return () => observing.abort();
}
