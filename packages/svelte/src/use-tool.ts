// A tool that lives with a component: registered when it mounts, disposed of when it is destroyed
// (Svelte's hot update of the component's file destroys the old instance before mounting the new
// one, so the new version's tool replaces the old, never beside it), and kept live: its functions
// call the latest definition's.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { CallInputOf, CallOptions, ToolDefinition, ToolDefinitionInit, ToolHandle, Toolmark, ToolResult } from '@toolmark/core';
import { onMount } from 'svelte';
import { fingerprint, liveDefinition } from '@toolmark/core/internal';
import { getToolmark } from './toolmark-context.js';

/** What {@link useTool} returns: the tool's name, a typed way to call it, and a way to say it changed. */
export interface UseToolResult<I, O> {
  /** The tool's name: the definition's (`setToolmark` gives the registry itself, not a scope). */
  readonly name: string;
  /** `tm.call(name, input, options)`: the registry's pipeline, confirmation included. */
  readonly call: (input: I, options?: CallOptions) => Promise<ToolResult<O>>;
  /**
   * Reads the definition again (a getter's) and brings the tool in line: updated in place (one
   * `tool:changed`) when what agents see changed, `changed()` when only its `state` did, a new tool
   * when its name changed; nothing otherwise. In a runes component, `$effect(tool.refresh)` does it
   * whenever what the getter (and `state`) reads changes.
   */
  readonly refresh: () => void;
}

/**
 * Registers a tool while the calling component is mounted: call it in the component's `<script>`,
 * during initialisation. The tool is registered on mount (never during server rendering) and
 * disposed of when the component is destroyed. What runs is always the latest definition: given a
 * getter (`() => ({ … })`), `run`, `summary`, `state` and `sensitivePaths` read it anew at each call,
 * so they see the component's current state and props; `refresh()` updates what agents see. `run`'s
 * input is inferred from `input`, as `defineTool` does.
 *
 * @param definition The tool, as `defineTool` takes it, or a getter that returns it.
 * @param tm The registry; by default the context's ({@link setToolmark}).
 * @returns Its name, `call` and `refresh`.
 * @throws A `TypeError` when there is no registry (see {@link getToolmark}); Svelte's `lifecycle_outside_component` outside a component's initialisation.
 *
 * @example
 * ```ts
 * // In a component's <script lang="ts">, below a `setToolmark(tm)`:
 * import { ok } from '@toolmark/core';
 * import { useTool } from '@toolmark/svelte';
 *
 * let count = 0; // `$state(0)` in a runes component
 * const tool = useTool(() => ({
 *   name: 'counter.add',
 *   description: `Adds one to the counter (now ${count})`,
 *   run: () => ok({ count: ++count }),
 * }));
 * // `$effect(tool.refresh)` keeps what agents see in step with `count`.
 * export const { name, call } = tool;
 * ```
 */
export function useTool<S extends StandardSchemaV1 | undefined = undefined, O = unknown>(
  definition: ToolDefinitionInit<S, O> | (() => ToolDefinitionInit<S, O>),
  tm?: Toolmark,
): UseToolResult<CallInputOf<S>, O> {
  const registry = getToolmark(tm);
  const read = (): ToolDefinition => (typeof definition === 'function' ? definition() : definition) as unknown as ToolDefinition;
  // Read anew at each access: a getter's functions are the latest at call time.
  const latest = {
    get current() {
      return read();
    },
  };
  let name = read().name;
  let handle: ToolHandle | undefined;
  let shown: unknown;
  let state: string | undefined;
  const stateOf = (current: ToolDefinition) => {
    try {
      return JSON.stringify(current.state?.());
    } catch {
      return undefined;
    }
  };
  const register = () => {
    const current = read();
    name = current.name;
    shown = fingerprint(current);
    state = stateOf(current);
    handle = registry.register(liveDefinition(latest));
  };
  onMount(() => {
    register();
    return () => {
      handle?.dispose();
      handle = undefined;
    };
  });
  return {
    get name() {
      return name;
    },
    call: (input, options) => registry.call(name, input, options) as Promise<ToolResult<O>>,
    refresh() {
      const current = read();
      const nextState = stateOf(current);
      if (!handle) return;
      if (current.name !== name) {
        handle.dispose();
        register();
        return;
      }
      const next = fingerprint(current);
      if (next !== shown) {
        shown = next;
        state = nextState;
        handle.update(liveDefinition(latest));
      } else if (nextState !== state) {
        state = nextState;
        handle.changed();
      }
    },
  };
}
