// Mounts composables in a real Vue app, into a happy-dom element, for the tests (not shipped: excluded from the build).
import type { Toolmark } from '@toolmark/core';
import { createApp, defineComponent, h, type App } from 'vue';
import { provideToolmark } from './toolmark-key.js';

/**
 * Mounts a component whose setup runs `setup`, under an app that provides `tm` (when given).
 *
 * @returns The app (unmount it) and what `setup` returned.
 */
export function mountWith<T>(tm: Toolmark | undefined, setup: () => T): { app: App; value: T } {
  let value!: T;
  const app = createApp(
    defineComponent(() => {
      value = setup();
      return () => h('div');
    }),
  );
  if (tm) provideToolmark(tm, app);
  app.mount(document.createElement('div'));
  return { app, value };
}
