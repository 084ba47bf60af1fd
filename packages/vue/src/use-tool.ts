// A tool that lives with a component: registered when it mounts, updated in place when what agents
// see of it changes, gone when it unmounts; and a typed way to call it.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { CallInputOf, CallOptions, ToolDefinition, ToolDefinitionInit, ToolHandle, Toolmark, ToolResult } from '@toolmark/core';
import { toValue, watch, type MaybeRefOrGetter } from 'vue';
import { fingerprint, liveDefinition } from '@toolmark/core/internal';
import { useToolmark } from './toolmark-key.js';
import { whileMounted } from './while-mounted.js';

/** What {@link useTool} returns: the tool's name, and a way to call it through the registry. */
export interface UseToolResult<I, O> {
  /** The tool's name: the latest definition's. */
  readonly name: string;
  /** `tm.call(name, input, options)`: the registry's pipeline, confirmation included. */
  readonly call: (input: I, options?: CallOptions) => Promise<ToolResult<O>>;
}

/** Reads what a `state` function returns, as data to compare; `undefined` without one. */
function stateOf(definition: ToolDefinition): unknown {
  if (typeof definition.state !== 'function') return undefined;
  try {
    return JSON.stringify(definition.state());
  } catch {
    return undefined;
  }
}

/**
 * Registers a tool while the component is mounted (spec §20.2): `tm.register` when it mounts,
 * `dispose()` when it unmounts, so a component shown with `v-if`, a route's component or one that
 * Vite's hot reload remounts has exactly one tool. The definition may be a plain object, a ref or a
 * getter: `run`, `summary`, `state` and `sensitivePaths` are read from its latest value when they
 * are called; the tool is updated in place (`handle.update`: one `tool:changed`) when what agents
 * see changes (description, title, hints, schemas, which functions it has), and registered anew
 * under a new name (the old one goes). When what `state` returns changes (the refs it reads), the
 * registry is told (`handle.changed()`). `run`'s input is inferred from `input`, as `defineTool` does.
 *
 * @param definition The tool, as `defineTool` takes it; or a ref or getter of it.
 * @param tm The registry, when none is provided (`provideToolmark`) or another is meant.
 * @returns Its name, and `call`.
 *
 * @example
 * ```ts
 * import { createToolmark, ok } from '@toolmark/core';
 * import { provideToolmark, useTool } from '@toolmark/vue';
 * import { createApp, defineComponent, h, ref } from 'vue';
 *
 * const Counter = defineComponent(() => {
 *   const count = ref(0);
 *   // A getter: the tool follows `count`, and goes when the component unmounts.
 *   useTool(() => ({ name: 'counter.add', description: `Adds one to the counter (now ${count.value})`, run: () => ok({ count: ++count.value }) }));
 *   return () => h('output', count.value);
 * });
 * const tm = createToolmark();
 * const app = createApp(Counter);
 * provideToolmark(tm, app);
 * app.mount(document.body.appendChild(document.createElement('div')));
 * console.log((await tm.call('counter.add')).structuredContent); // { count: 1 }
 * ```
 */
export function useTool<S extends StandardSchemaV1 | undefined = undefined, O = unknown>(
  definition: MaybeRefOrGetter<ToolDefinitionInit<S, O>>,
  tm?: Toolmark,
): UseToolResult<CallInputOf<S>, O> {
  const registry = useToolmark(tm);
  const read = () => toValue(definition) as unknown as ToolDefinition;
  const latest = {
    get current() {
      return read();
    },
  };
  let handle: ToolHandle | undefined;
  let shown: unknown;
  const sync = () => {
    const next = read();
    const data = fingerprint(next);
    if (handle?.name === next.name) {
      if (data === shown) return;
      shown = data;
      handle.update(liveDefinition(latest));
      return;
    }
    handle?.dispose();
    shown = data;
    handle = registry.register(liveDefinition(latest));
  };
  // Reading every field (JSON) tracks what the definition reads: refs in a getter, a reactive object's fields.
  watch(() => fingerprint(read()), () => handle && sync());
  watch(() => stateOf(read()), () => handle?.changed());
  whileMounted(() => {
    sync();
    return () => {
      handle?.dispose();
      handle = undefined;
    };
  });
  return {
    get name() {
      return handle?.name ?? read().name;
    },
    call: (input, options) => registry.call(handle?.name ?? read().name, input, options) as Promise<ToolResult<O>>,
  };
}
