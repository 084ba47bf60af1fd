// The registry a Svelte component tree works with: set once by a component near the root, read by
// every `useTool` and store below it, or given explicitly where there is no component.
import type { Toolmark } from '@toolmark/core';
import { getContext, hasContext, setContext } from 'svelte';

/** The context key; a symbol of the global registry so that two copies of this package agree. */
const KEY = Symbol.for('@toolmark/svelte.registry');

/**
 * Gives a registry to the components below the calling one: `getToolmark()`, `useTool` and the
 * stores read it. Call it in a component's `<script>`, during its initialisation, as Svelte's
 * `setContext`.
 *
 * @param tm The registry: `createToolmark()`, made once, outside the component tree.
 * @returns The same registry.
 */
export function setToolmark(tm: Toolmark): Toolmark {
  return setContext(KEY, tm);
}

/**
 * Finds the registry: `tm` when given, otherwise the one the nearest parent set with
 * {@link setToolmark} (read from Svelte's context, so during a component's initialisation only).
 *
 * @param tm A registry to use instead of the context's.
 * @returns The registry.
 * @throws A `TypeError` when none was given and no parent set one: a component without a registry is the code's mistake, found when it is created.
 */
export function getToolmark(tm?: Toolmark): Toolmark {
  if (tm) return tm;
  const found = hasContext(KEY) ? getContext<Toolmark | undefined>(KEY) : undefined;
  if (!found) throw new TypeError('getToolmark: no registry; call setToolmark(tm) in a parent component, or pass tm');
  return found;
}
