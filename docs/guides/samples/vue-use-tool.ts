import type { ToolDefinition, ToolHandle, Toolmark } from '@toolmark/core';
import { inject, onMounted, onUnmounted, toValue, watch, type InjectionKey, type MaybeRefOrGetter } from 'vue';

/** Where the app's registry is: `app.provide(toolmarkKey, tm)`. */
export const toolmarkKey: InjectionKey<Toolmark> = Symbol('toolmark');

/**
 * Registers a tool while the component is mounted. Given a getter, the tool is updated in place
 * whenever what the getter reads changes (its name stays the same for its life).
 */
export function useTool(definition: MaybeRefOrGetter<ToolDefinition>): void {
  const tm = inject(toolmarkKey);
  if (!tm) throw new Error('useTool: no registry above this component; call app.provide(toolmarkKey, tm)');
  let handle: ToolHandle | undefined;
  onMounted(() => {
    handle = tm.register(toValue(definition));
  });
  watch(
    () => toValue(definition),
    (next) => handle?.update(next),
  );
  onUnmounted(() => {
    handle?.dispose();
    handle = undefined;
  });
}
