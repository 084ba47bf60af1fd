// When the composables work: from a component's mount to its unmount, so that nothing is registered
// or subscribed during server rendering (where components never unmount) and Vite's hot reload, which
// unmounts the edited component's instances and mounts new ones, never sees two at once. Outside a
// component (an `effectScope`, a test), from now until the scope is disposed.
import { getCurrentInstance, getCurrentScope, onMounted, onScopeDispose, onUnmounted } from 'vue';

/**
 * Runs `start` when the calling component mounts, and what it returns when it unmounts; outside a
 * component, runs `start` now and its stop when the current effect scope is disposed (never, without one).
 *
 * @param start Starts the work; returns what stops it.
 */
export function whileMounted(start: () => () => void): void {
  let stop: (() => void) | undefined;
  const end = () => {
    stop?.();
    stop = undefined;
  };
  if (getCurrentInstance()) {
    onMounted(() => {
      stop = start();
    });
    onUnmounted(end);
    return;
  }
  stop = start();
  if (getCurrentScope()) onScopeDispose(end);
}
