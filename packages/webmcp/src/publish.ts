import { CALL_STATUS, type Caller, type JsonSchema, type ManifestEntry, type ToolInfo, type Toolmark } from '@toolmark/core';
import { warn } from '@toolmark/core/internal';
import { toWebMcpTool } from '@toolmark/core/providers';
import { readToolInput, toCallToolResult } from './call-result.js';
import { holdCallStatus } from './call-status.js';
import { deadlineOf, type CallDeadline } from './deadline.js';
import { findModelContext, type ModelContextLike } from './model-context.js';
import { observeNativeRuns } from './native-runs.js';
import { registerTool, type Registration } from './register-tool.js';
import { awaitToolChanges } from './await-tool-changes.js';
import { watchTools } from './watch-tools.js';

/** Options of `publish` (spec §16.1). */
export interface PublishOptions {
  /**
   * Where to publish; default `document.modelContext`. Where the browser has none, pass
   * `installModelContextPolyfill()` (spec §16.3): imported only by the pages that want it.
   */
  readonly modelContext?: ModelContextLike | undefined;
  /**
   * Publishes only the tools it accepts; tools with origin `'native-form'` are skipped regardless, and
   * `toolmark.call_status` is published regardless (pending answers point to it).
   */
  readonly filter?: (entry: ManifestEntry, info: ToolInfo) => boolean;
  /** Who native calls are attributed to (`tm.start`); default `{ kind: 'webmcp' }`. */
  readonly caller?: Caller;
  /** Aborting it stops publishing, like `dispose()`. */
  readonly signal?: AbortSignal;
  /** Told when the browser refuses a tool, such as a name a tool outside Toolmark already holds. */
  readonly onError?: (error: unknown, name: string) => void;
  /**
   * Rewrites each tool's input schema before it is registered; default: the full schema. Pass
   * `toWebMcpSafeSchema` from `@toolmark/core/providers` for the subset WebMCP's proposed input
   * validation accepts (spec §12.5): calls are still validated against the full schema by
   * `tm.call`. A function rather than a name, so a page that keeps the full schema does not carry
   * the fold. Called once per registration; one that throws makes the sync throw
   * (`toWebMcpSafeSchema` does not).
   */
  readonly inputSchema?: (schema: JsonSchema) => JsonSchema;
  /**
   * How long the browser's agent waits for a call (spec §16.1 Deadlines): a call still under way
   * then (waiting for the person, or a long `run`) answers with a `pending` result that says how to
   * get its outcome (`toolmark.call_status`), and goes on. A number, or a function of the tool's full
   * name (`undefined`: the default); `Infinity` waits for the result. Default `DEFAULT_DEADLINE_MS`
   * (25 s: Playwright MCP gives up on a page tool after 30 s).
   */
  readonly deadlineMs?: CallDeadline;
}

/** A running publication: the registry mirrored into a model context until `dispose()`. */
export interface Publication {
  /** The model context published to; `undefined` when there is none (nothing is published). */
  readonly modelContext: ModelContextLike | undefined;
  /** The full names published now, sorted. */
  names(): string[];
  /** Resolves once every registration started so far has settled. */
  settled(): Promise<void>;
  /** Unregisters every published tool and stops following the registry; idempotent. */
  dispose(): void;
}

// Shared by every publisher on one model context, across module instances (hot reload): a publisher
// that registers a name another Toolmark publisher holds takes it over instead of failing. It keeps
// the last Toolmark registration of each name, live or released: a build may still count a tool a
// task after its registration was aborted, so a refusal of a name found here may pass.
const REGISTRATIONS = Symbol.for('toolmark.webmcp.registrations');

/**
 * Creates a publication that mirrors the registry into native WebMCP (spec §16.1): every tool is
 * registered with its own AbortController and kept in sync on every registry change; native calls
 * go through `tm.start`, so they are validated, permitted, confirmed and redacted like any other,
 * with a deadline: a call still under way then answers `pending` before the agent gives up, and
 * `toolmark.call_status`, published alongside, hands over its outcome.
 *
 * @param tm The registry.
 * @param options Where to publish, a filter, the caller and the deadline.
 * @returns The publication; `dispose()` unregisters everything.
 *
 * @example
 * ```ts
 * import { createToolmark, ok } from '@toolmark/core';
 * import { findModelContext, installModelContextPolyfill, publish } from '@toolmark/webmcp';
 *
 * const tm = createToolmark();
 * tm.register({ name: 'clock.now', description: 'Tells the time', hints: { readOnly: true }, run: () => ok({ now: '12:00' }) });
 * // The browser's WebMCP where it has one; Toolmark's stand-in where it has none yet.
 * const publication = publish(tm, { modelContext: installModelContextPolyfill() });
 * await publication.settled();
 * const tools = await findModelContext()!.getTools!();
 * // `toolmark.call_status` is published alongside: how an agent collects a call that answered `pending`.
 * console.log(tools.map((tool) => tool.name)); // ['clock.now']
 * publication.dispose();
 * ```
 */
export function publish(tm: Toolmark, options: PublishOptions = {}): Publication {
  const { filter, caller = { kind: 'webmcp' }, signal, onError, inputSchema, deadlineMs } = options;
  const context = options.modelContext ?? findModelContext();
  const published = new Map<string, Registration>();
  // Every registration started so far, settled together.
  let registering: Promise<unknown> = Promise.resolve();
  // Without a model context nothing is registered (`dispose()` runs at once): any table will do.
  const shared: Map<string, AbortController> = ((context ?? {}) as { [REGISTRATIONS]?: Map<string, AbortController> })[REGISTRATIONS] ??= new Map();

  // Unregisters a tool. Its entry stays in the shared table until the name is registered again.
  const release = (registration: AbortController, name: string) => {
    registration.abort();
    published.delete(name);
  };

  // Told once per refused registration; in a microtask of its own, so an `onError` that throws
  // surfaces as an uncaught error, not in `settled()`.
  const refused = (name: string) => (error: unknown, permanent: boolean) => {
    if (onError) queueMicrotask(() => onError(error, name));
    else if (import.meta.env.DEV && permanent) {
      // A document that may not use tools refuses every tool: one warning, the same for all, says so.
      const page = (error as Error | null)?.name === 'NotAllowedError';
      warn('TM304', page ? `publish: this document may not register tools (${String(error)}): nothing is published` : `publish: the browser refused '${name}' for good (${String(error)}): it is tried again only when its definition changes`);
    } else if (import.meta.env.DEV) warn('TM302', `publish: the browser refused '${name}': ${String(error)}`);
  };

  const register = (entry: ManifestEntry) => {
    const { name } = entry;
    const execute = async (input: unknown, executeOptions?: unknown) => {
      // The agent's signal (Chromium aborts it when the agent cancels `executeTool`, and fires
      // `toolcancel` after): the call ends, a card still open for it closes, and the tool never runs.
      const browserSignal = (executeOptions as { signal?: unknown } | undefined)?.signal;
      const callOptions = { caller, deadlineMs: deadlineOf(deadlineMs, name), ...(browserSignal instanceof AbortSignal && { signal: browserSignal }) };
      const handle = tm.start(name, readToolInput(input), callOptions);
      // An agent that leaves the page fails its own `executeTool` and aborts no signal; the page may
      // live on in the back/forward cache with the card open. Leaving is giving up: the call ends.
      const left = () => handle.abort(new DOMException('The agent left the page', 'AbortError'));
      const { addEventListener: listen, removeEventListener: unlisten } = globalThis;
      if (handle.phase !== 'settled') listen?.('pagehide', left);
      // Answered by the deadline: the result, or `pending` (not an error) while the call goes on.
      const result = await handle.reply;
      void handle.result.finally(() => unlisten?.('pagehide', left));
      if (result.code === 'pending' && !releaseCallStatus && !stopped) {
        releaseCallStatus = holdCallStatus(tm);
        await publication.settled();
      }
      // A call that changes the page's tools is answered once the browser's list is the one it left.
      if (result.tools) {
        await awaitToolChanges(tm, result.tools);
        await publication.settled();
      }
      return toCallToolResult(result);
    };
    // Made first: an `inputSchema` option that throws leaves nothing half registered.
    const tool = { ...toWebMcpTool(entry), ...(inputSchema && { inputSchema: inputSchema(entry.inputSchema) }), execute };
    // Another publisher's registration of the name: unregistered, and replaced in the table below.
    const held = shared.get(name);
    held?.abort();
    const registration: Registration = Object.assign(new AbortController(), { entry });
    shared.set(name, registration);
    published.set(name, registration);
    registering = Promise.allSettled([registering, registerTool(context!, tool, registration, !!held, refused(name))]);
  };

  const sync = () => {
    const wanted = tm.manifest().filter((entry) => {
      const info = tm.info(entry.name)!;
      return info.origin !== 'native-form' && (entry.name === CALL_STATUS || (filter?.(entry, info) ?? true));
    });
    // Entries are rebuilt on update, so identity tells a changed tool from one whose state changed.
    for (const [name, registration] of published) if (!wanted.includes(registration.entry)) release(registration, name);
    for (const entry of wanted) if (!published.has(entry.name)) register(entry);
  };

  // `toolmark.call_status` is registered the first time a call answers `pending`, and published before
  // that answer is given; let go on dispose. A page whose calls all answer in time publishes nothing
  // more than its own tools.
  let releaseCallStatus: (() => void) | undefined;
  let stopped = false;
  const watch = watchTools(tm, sync);
  // Runs of the declarative forms the browser serves itself reach the registry's events.
  const unobserve = context && observeNativeRuns(tm, context, caller);

  // Idempotent, so an abort after `dispose()` changes nothing. It lets go of a long-lived signal, which
  // would otherwise keep the disposed publication reachable.
  const dispose = () => {
    stopped = true;
    watch.dispose();
    unobserve?.();
    releaseCallStatus?.();
    signal?.removeEventListener('abort', dispose);
    published.forEach(release);
  };

  if (import.meta.env.DEV && !context) {
    warn('TM301', 'publish: this browser has no document.modelContext; pass { modelContext: installModelContextPolyfill() } to publish to the polyfill');
  }
  signal?.addEventListener('abort', dispose);
  if (!context || signal?.aborted) dispose();
  else sync();

  const publication: Publication = {
    modelContext: context,
    names: () => [...published.keys()].filter((name) => !published.get(name)!.refused).sort(),
    async settled() {
      // Each round yields at least a microtask, after a sync already scheduled (microtasks run in
      // order): a round that started no registration is the last.
      for (let seen; seen !== registering; ) await (seen = registering);
    },
    dispose,
  };
  return publication;
}
