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

/**
 * One `registerTool` of one entry: aborting it unregisters the tool. `refused` when the browser would
 * not take it (retried only when the definition changes).
 */
interface Registration extends AbortController {
  readonly entry: ManifestEntry;
  refused?: boolean;
}

// Shared by every publisher on one model context, across module instances (hot reload): a publisher
// that registers a name another Toolmark publisher holds takes it over instead of failing.
const REGISTRATIONS = Symbol.for('toolmark.webmcp.registrations');

function registrationsOf(context: ModelContextLike): Map<string, AbortController> {
  return ((context as { [REGISTRATIONS]?: Map<string, AbortController> })[REGISTRATIONS] ??= new Map());
}

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
  const { polyfill, filter, caller = { kind: 'webmcp' }, signal, onError } = options;
  const context = options.modelContext ?? (polyfill ? installModelContextPolyfill() : findModelContext());
  const published = new Map<string, Registration>();
  const pending = new Set<Promise<void>>();
  // Without a model context nothing is registered; `stop()` still works.
  const shared = context ? registrationsOf(context) : new Map<string, AbortController>();

  const release = (name: string, registration: AbortController) => {
    registration.abort();
    if (shared.get(name) === registration) shared.delete(name);
  };

  const attempt = async (tool: ModelContextTool, registration: Registration, retried?: boolean): Promise<void> => {
    const registered = registration.signal;
    try {
      const handle = (await context!.registerTool(tool, { signal: registered })) as { unregister?: () => void } | undefined;
      // Early builds return `{ unregister() }` and may ignore the signal. Aborting runs it once, so it
      // never removes a tool that took the name over.
      if (typeof handle?.unregister === 'function') {
        const unregister = () => {
          try {
            handle.unregister!();
          } catch {
            // Already gone.
          }
        };
        if (registered.aborted) unregister();
        else registered.addEventListener('abort', unregister);
      }
    } catch (error) {
      if (registered.aborted) return;
      // A build that unregisters asynchronously may still hold a tool just taken over: one retry, a task later.
      if (!retried) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        return attempt(tool, registration, true);
      }
      registration.refused = true;
      if (onError) onError(error, tool.name);
      else if (import.meta.env.DEV) console.warn(`[toolmark TM302] publish: the browser refused '${tool.name}': ${String(error)}`);
    }
  };

  const register = (entry: ManifestEntry) => {
    const { name } = entry;
    const previous = shared.get(name);
    if (previous) release(name, previous);
    const registration: Registration = Object.assign(new AbortController(), { entry });
    shared.set(name, registration);
    published.set(name, registration);
    const execute = async (input: unknown, executeOptions?: unknown) => {
      const browserSignal = (executeOptions as { signal?: unknown } | undefined)?.signal;
      const callOptions = { caller, ...(browserSignal instanceof AbortSignal && { signal: browserSignal }) };
      return toCallToolResult(await tm.call(name, readToolInput(input), callOptions));
    };
    const settling = attempt({ ...toWebMcpTool(entry), execute }, registration).finally(() => pending.delete(settling));
    pending.add(settling);
  };

  const sync = () => {
    const wanted = new Map<string, ManifestEntry>();
    for (const entry of tm.manifest()) {
      const info = tm.info(entry.name)!;
      if (info.origin !== 'native-form' && (filter?.(entry, info) ?? true)) wanted.set(entry.name, entry);
    }
    // Entries are rebuilt on update, so identity tells a changed tool from one whose state changed.
    for (const [name, registration] of published) {
      if (wanted.get(name) === registration.entry) continue;
      release(name, registration);
      published.delete(name);
    }
    for (const [name, entry] of wanted) if (!published.has(name)) register(entry);
  };

  const watch = watchTools(tm, sync);

  const stop = () => {
    watch.stop();
    signal?.removeEventListener('abort', stop);
    published.forEach((registration, name) => release(name, registration));
    published.clear();
  };

  if (!context && import.meta.env.DEV) {
    console.warn('[toolmark TM301] publish: this browser has no document.modelContext; pass { polyfill: true } to install one.');
  }
  if (!context || signal?.aborted) stop();
  else {
    signal?.addEventListener('abort', stop);
    sync();
  }

  return {
    modelContext: context,
    names: () => [...published].filter(([, { refused }]) => !refused).map(([name]) => name).sort(),
    async settled() {
      // Each round yields at least a microtask, so a scheduled sync runs and adds its registrations.
      while (watch.pending() || pending.size > 0) await Promise.all(pending);
    },
    stop,
  };
}
