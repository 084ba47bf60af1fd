// The registry a Vue app works with: provided once (app-wide or by a component), injected by every
// composable below it, or given to a composable explicitly.
import type { Toolmark } from '@toolmark/core';
import { hasInjectionContext, inject, provide, type App, type InjectionKey } from 'vue';

/** The injection key of the registry: `app.provide(toolmarkKey, tm)` is what {@link provideToolmark} does. */
export const toolmarkKey: InjectionKey<Toolmark> = Symbol('toolmark');

/**
 * Gives a registry to the components below (spec §20.1): `useTool`, `useTools` and
 * `useCallsInFlight` inject it. Given an `app`, to the whole app (`app.provide`); else to the
 * descendants of the component whose `setup` calls it.
 *
 * @param tm The registry: `createToolmark()`, made once, outside the components.
 * @param app The app to provide it to; omit inside a component's `setup`.
 */
export function provideToolmark(tm: Toolmark, app?: App): void {
  if (app) app.provide(toolmarkKey, tm);
  else provide(toolmarkKey, tm);
}

/**
 * Finds the registry: the one given, else the one provided above the calling component.
 *
 * @param tm A registry given explicitly; it wins over the provided one.
 * @returns The registry.
 * @throws A `TypeError` when there is neither: a composable without a registry is the code's mistake, found at its first `setup`.
 */
export function useToolmark(tm?: Toolmark): Toolmark {
  if (tm) return tm;
  const provided = hasInjectionContext() ? inject(toolmarkKey, null) : null;
  if (!provided) throw new TypeError('useToolmark: no registry; call provideToolmark(tm, app) (or provideToolmark(tm) in a parent setup), or pass tm');
  return provided;
}
