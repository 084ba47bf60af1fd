import type { Caller, ManifestEntry, ToolInfo, Toolmark } from '@toolmark/core';
import { toWebMcpTool } from '@toolmark/core/providers';
import { readToolInput, toCallToolResult } from './call-result';
import { findModelContext, type ModelContextLike, type ModelContextTool } from './model-context';
import { installModelContextPolyfill } from './polyfill';
import { watchTools } from './watch-tools';

/** Options of `publish` (spec §16.1). */
export interface PublishOptions {
  /** Where to publish; default `document.modelContext`, else `navigator.modelContext`. */
  readonly modelContext?: ModelContextLike;
  /** Installs the polyfill (spec §16.3) when the browser has no model context; default `false`. */
  readonly polyfill?: boolean;
  /** Publishes only the tools it accepts; tools with origin `'native-form'` are skipped regardless. */
  readonly filter?: (entry: ManifestEntry, info: ToolInfo) => boolean;
  /** Who native calls are attributed to in `tm.call`; default `{ kind: 'webmcp' }`. */
  readonly caller?: Caller;
  /** Aborting it stops publishing, like `stop()`. */
  readonly signal?: AbortSignal;
  /** Told when the browser refuses a tool, such as a name a tool outside Toolmark already holds. */
  readonly onError?: (error: unknown, name: string) => void;
}

/** A running publication: the registry mirrored into a model context until `stop()`. */
export interface Publication {
  /** The model context published to; `undefined` when there is none (nothing is published). */
  readonly modelContext: ModelContextLike | undefined;
  /** The full names published now, sorted. */
  names(): string[];
  /** Resolves once every registration started so far has settled. */
  settled(): Promise<void>;
  /** Unregisters every published tool and stops following the registry; idempotent. */
  stop(): void;
}

/** One `registerTool` of one tool: aborting it unregisters the tool. */
interface Registration {
  readonly controller: AbortController;
  unregister?: () => void;
}

// Shared by every publisher on one model context, across module instances (hot reload): a publisher
// that registers a name another Toolmark publisher holds takes it over instead of failing.
const REGISTRATIONS = Symbol.for('toolmark.webmcp.registrations');

function registrationsOf(context: ModelContextLike): Map<string, Registration> {
  const holder = context as unknown as { [REGISTRATIONS]?: Map<string, Registration> };
  return (holder[REGISTRATIONS] ??= new Map());
}

function release(context: ModelContextLike, name: string, registration: Registration): void {
  // Once only: an early build's unregister() goes by name and would remove whoever took the name over.
  if (!registration.controller.signal.aborted) {
    registration.controller.abort();
    try {
      registration.unregister?.();
    } catch {
      // Already gone.
    }
  }
  const shared = registrationsOf(context);
  if (shared.get(name) === registration) shared.delete(name);
}

function isDuplicateError(error: unknown): boolean {
  return error instanceof Error && error.name === 'InvalidStateError' && /duplicate/i.test(error.message);
}

function signalOf(options: unknown): AbortSignal | undefined {
  const signal = (options as { signal?: unknown } | null | undefined)?.signal;
  return typeof AbortSignal !== 'undefined' && signal instanceof AbortSignal ? signal : undefined;
}

const INERT: Publication = { modelContext: undefined, names: () => [], settled: async () => {}, stop: () => {} };

/**
 * Creates a publication that mirrors the registry into native WebMCP (spec §16.1): every tool is
 * registered with its own AbortController and kept in sync on every registry change; native calls
 * go through `tm.call`, so they are validated, permitted, confirmed and redacted like any other.
 *
 * @param tm The registry.
 * @param options Where to publish, the polyfill, a filter and the caller.
 * @returns The publication; `stop()` unregisters everything.
 */
export function publish(tm: Toolmark, options: PublishOptions = {}): Publication {
  const context = options.modelContext ?? (options.polyfill ? installModelContextPolyfill() : findModelContext());
  if (!context) {
    if (import.meta.env.DEV) {
      console.warn('[toolmark TM301] publish: this browser has no document.modelContext; pass { polyfill: true } to install one.');
    }
    return INERT;
  }
  if (options.signal?.aborted) return { ...INERT, modelContext: context };

  const caller = options.caller ?? { kind: 'webmcp' };
  // `refused` marks a tool the browser would not take; it is retried only when its definition changes.
  const published = new Map<string, { readonly entry: ManifestEntry; readonly registration: Registration; refused?: boolean }>();
  const pending = new Set<Promise<void>>();
  let stopped = false;

  const execute = (name: string) => async (input: unknown, executeOptions?: unknown) => {
    const signal = signalOf(executeOptions);
    const result = await tm.call(name, readToolInput(input), { caller, ...(signal && { signal }) });
    return toCallToolResult(result);
  };

  const report = (error: unknown, name: string) => {
    if (options.onError) options.onError(error, name);
    else if (import.meta.env.DEV) console.warn(`[toolmark TM302] publish: the browser refused '${name}': ${String(error)}`);
  };

  const attempt = async (tool: ModelContextTool, registration: Registration, tookOver: boolean, retried = false): Promise<void> => {
    const { signal } = registration.controller;
    try {
      const handle: unknown = await context.registerTool(tool, { signal });
      // Early builds return `{ unregister() }` and may ignore the signal.
      const unregister = (handle as { unregister?: unknown } | null | undefined)?.unregister;
      if (typeof unregister === 'function') {
        registration.unregister = () => unregister.call(handle);
        if (signal.aborted) registration.unregister();
      }
    } catch (error) {
      if (signal.aborted) return;
      // A build that unregisters asynchronously may still hold the tool we just took over.
      if (tookOver && !retried && isDuplicateError(error)) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (!signal.aborted) await attempt(tool, registration, tookOver, true);
        return;
      }
      const current = published.get(tool.name);
      if (current?.registration === registration) current.refused = true;
      report(error, tool.name);
    }
  };

  const register = (entry: ManifestEntry) => {
    const shared = registrationsOf(context);
    const previous = shared.get(entry.name);
    if (previous) release(context, entry.name, previous);
    const registration: Registration = { controller: new AbortController() };
    shared.set(entry.name, registration);
    published.set(entry.name, { entry, registration });
    const tool: ModelContextTool = { ...toWebMcpTool(entry), execute: execute(entry.name) };
    const settling = attempt(tool, registration, previous !== undefined).finally(() => pending.delete(settling));
    pending.add(settling);
  };

  const publishable = (entry: ManifestEntry) => {
    const info = tm.info(entry.name);
    return info !== undefined && info.origin !== 'native-form' && (options.filter?.(entry, info) ?? true);
  };

  const sync = () => {
    const wanted = new Map<string, ManifestEntry>();
    for (const entry of tm.manifest()) if (publishable(entry)) wanted.set(entry.name, entry);
    // Entries are rebuilt on update, so identity tells a changed tool from one whose state changed.
    for (const [name, { entry, registration }] of published) {
      if (wanted.get(name) === entry) continue;
      release(context, name, registration);
      published.delete(name);
    }
    for (const [name, entry] of wanted) if (!published.has(name)) register(entry);
  };

  const watch = watchTools(tm, sync);

  const stop = () => {
    if (stopped) return;
    stopped = true;
    watch.stop();
    options.signal?.removeEventListener('abort', stop);
    for (const [name, { registration }] of published) release(context, name, registration);
    published.clear();
  };
  options.signal?.addEventListener('abort', stop, { once: true });
  sync();

  return {
    modelContext: context,
    names: () => [...published].filter(([, { refused }]) => !refused).map(([name]) => name).sort(),
    async settled() {
      while (watch.pending() || pending.size > 0) {
        await Promise.resolve();
        await Promise.all(pending);
      }
    },
    stop,
  };
}
