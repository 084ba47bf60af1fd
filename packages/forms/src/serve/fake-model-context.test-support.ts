// A model context for the unit tests of serve/: what `serveDeclarativeForms` needs of Toolmark's
// polyfill (spec §16.3), and no more: `registerTool` with a signal (a taken name rejects), one
// `toolchange` per change, the polyfill's brand, and a run that hands `execute` a JSON copy.
import type { DeclarativeFormTool } from './declarative-tool.js';

/** The fake, with what it holds. */
export interface FakeModelContext extends EventTarget {
  readonly tools: Map<string, DeclarativeFormTool>;
  /** Every registration, as `+name` (registered), `!name` (refused) and `-name` (unregistered). */
  readonly log: string[];
  registerTool(tool: DeclarativeFormTool, options: { readonly signal: AbortSignal }): Promise<undefined>;
  /** Runs a tool as the polyfill does: `execute` with a JSON copy of the input and a signal. */
  run(name: string, input?: object, signal?: AbortSignal): Promise<unknown>;
}

/**
 * Creates the fake.
 *
 * @returns It.
 */
export function fakeModelContext(): FakeModelContext {
  const tools = new Map<string, DeclarativeFormTool>();
  const log: string[] = [];
  const context = new EventTarget() as FakeModelContext;
  const changed = () => context.dispatchEvent(new Event('toolchange'));
  return Object.assign(context, {
    tools,
    log,
    [Symbol.for('toolmark.modelContextPolyfill')]: true,
    registerTool(tool: DeclarativeFormTool, { signal }: { readonly signal: AbortSignal }) {
      if (tools.has(tool.name)) {
        log.push(`!${tool.name}`);
        return Promise.reject(new DOMException('Duplicate tool name', 'InvalidStateError'));
      }
      tools.set(tool.name, tool);
      log.push(`+${tool.name}`);
      signal.addEventListener('abort', () => {
        if (tools.get(tool.name) !== tool) return;
        tools.delete(tool.name);
        log.push(`-${tool.name}`);
        changed();
      });
      changed();
      return Promise.resolve(undefined);
    },
    run(name: string, input: object = {}, signal = new AbortController().signal) {
      return tools.get(name)!.execute(JSON.parse(JSON.stringify(input)) as object, { signal });
    },
  });
}

/**
 * Waits for the microtasks and a task: MutationObserver callbacks, settled registrations.
 *
 * @returns A promise.
 */
export function settled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
