// Tools that live with a component: registered when it mounts, updated in place when what agents
// see of one changes, gone when it unmounts or leaves the list. StrictMode's second mount runs the
// effects again: the cleanup disposes of every registration first, so there is never a duplicate.
// Fast Refresh renders the edited component again: the commit sees the new definitions
// (core's live-definition.ts). `useTool` is this hook with a list of one.
import type { ToolDefinition, ToolHandle, Toolmark } from '@toolmark/core';
import { useEffect, useRef, type DependencyList } from 'react';
import { fingerprint, liveDefinition } from '@toolmark/core/internal';
import { useToolmark } from './toolmark-context.js';

/** One registered tool of the list: the latest render's definition, its handle, what it shows. */
interface Registration {
  readonly latest: { current: ToolDefinition };
  readonly handle: ToolHandle;
  /** The fingerprint of what the registered tool shows. */
  shown: unknown;
}

/**
 * Brings the registrations in line with the latest render's list: registers the names that are new,
 * disposes of those that left, updates in place those whose data changed (one `tool:changed`).
 *
 * @returns Whether any tool was registered or updated (then `deps` changing needs no `changed()`).
 */
function reconcile(tm: Toolmark, registrations: Map<string, Registration>, definitions: readonly ToolDefinition[]): boolean {
  let touched = false;
  const listed = new Set(definitions.map((definition) => definition.name));
  for (const [name, registration] of registrations) {
    if (listed.has(name)) continue;
    registration.handle.dispose();
    registrations.delete(name);
  }
  for (const definition of definitions) {
    const registration = registrations.get(definition.name);
    const next = fingerprint(definition);
    if (!registration) {
      const latest = { current: definition };
      registrations.set(definition.name, { latest, handle: tm.register(liveDefinition(latest)), shown: next });
      touched = true;
      continue;
    }
    registration.latest.current = definition;
    if (next === registration.shown) continue;
    registration.shown = next;
    registration.handle.update(liveDefinition(registration.latest));
    touched = true;
  }
  return touched;
}

/**
 * Registers a list of tools while the component is mounted (spec §20.6): for tools that come from
 * data (one per product a page shows, the steps of a route), where the number of `useTool` calls
 * cannot follow. Each tool is keyed by its name, and lives as `useTool`'s does: registered when its
 * name enters the list, updated in place when what agents see of it changes, disposed of when its
 * name leaves the list or the component unmounts; its functions call the latest render's. Two
 * definitions with one name are refused by the registry (`duplicate_name`).
 *
 * @param definitions The tools, as `defineTool` makes them (for `run`'s input inferred from each schema).
 * @param deps What the tools' functions read that agents should hear changed; default none.
 */
export function useToolSet(definitions: readonly ToolDefinition[], deps: DependencyList = []): void {
  const tm = useToolmark();
  const registrations = useRef(new Map<string, Registration>());
  const latest = useRef(definitions);
  const mounted = useRef(false);
  // Whether this commit registered or updated a tool.
  const touched = useRef(false);
  latest.current = definitions;
  useEffect(() => {
    touched.current = mounted.current && reconcile(tm, registrations.current, latest.current);
  });
  useEffect(() => {
    mounted.current = true;
    touched.current = reconcile(tm, registrations.current, latest.current);
    const own = registrations.current;
    return () => {
      mounted.current = false;
      for (const registration of own.values()) registration.handle.dispose();
      own.clear();
    };
  }, [tm]);
  useEffect(() => {
    if (touched.current) return;
    for (const registration of registrations.current.values()) registration.handle.changed();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's dependencies, as useEffect's
  }, deps);
}
