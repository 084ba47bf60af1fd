// A tool that lives with a component: the list of one of `useToolSet` (use-tool-set.ts), and a
// typed way to call it.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { CallInputOf, CallOptions, ToolDefinition, ToolDefinitionInit, ToolResult } from '@toolmark/core';
import { useCallback, type DependencyList } from 'react';
import { useToolmark } from './toolmark-context.js';
import { useToolSet } from './use-tool-set.js';

/** What {@link useTool} returns: the tool's full name, and a way to call it that survives remounts. */
export interface UseToolResult<I, O> {
  /** The tool's name: the definition's (`ToolmarkProvider` gives the registry itself, not a scope). */
  readonly name: string;
  /** `tm.call(name, input, options)`: the registry's pipeline, confirmation included. */
  readonly call: (input: I, options?: CallOptions) => Promise<ToolResult<O>>;
}

/**
 * Registers a tool while the component is mounted (spec §20.2). What runs is always the latest
 * render's code: `run`, `summary`, `state` and `sensitivePaths` call the latest definition's. The
 * tool is updated in place (`handle.update`: one `tool:changed`, no removal) when what agents see
 * changes (its name aside: description, title, hints, schemas, which functions it has), at the commit
 * of the render that changed it, Fast Refresh's included; and when `deps` change, for what only the
 * functions read (a `state` over props: the registry is told it changed). The name is fixed for the
 * tool's life: a new name is a new tool (the old one goes). `run`'s input is inferred from `input`, as
 * `defineTool` does.
 *
 * @param definition The tool, as `defineTool` takes it.
 * @param deps What the tool's functions read that agents should hear changed; default none.
 * @returns Its name, and `call`.
 *
 * @example
 * ```tsx
 * import { createToolmark, ok } from '@toolmark/core';
 * import { ToolmarkProvider, useTool } from '@toolmark/react';
 * import { useState } from 'react';
 * import { createRoot } from 'react-dom/client';
 *
 * function Counter() {
 *   const [count, setCount] = useState(0);
 *   // Registered while Counter is mounted; agents see the description change with `count`.
 *   useTool({ name: 'counter.add', description: `Adds one to the counter (now ${count})`, run: () => ok(setCount(count + 1)) });
 *   return <output>{count}</output>;
 * }
 * const tm = createToolmark();
 * createRoot(document.body.appendChild(document.createElement('div'))).render(
 *   <ToolmarkProvider tm={tm}><Counter /></ToolmarkProvider>,
 * );
 * ```
 */
export function useTool<S extends StandardSchemaV1 | undefined = undefined, O = unknown>(definition: ToolDefinitionInit<S, O>, deps: DependencyList = []): UseToolResult<CallInputOf<S>, O> {
  const tm = useToolmark();
  const name = definition.name;
  useToolSet([definition as unknown as ToolDefinition], deps);
  const call = useCallback((input: CallInputOf<S>, options?: CallOptions) => tm.call(name, input, options) as Promise<ToolResult<O>>, [tm, name]);
  return { name, call };
}
