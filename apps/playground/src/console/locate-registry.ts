// How an in-page agent finds the page's registry: the script tag's `window.Toolmark.tm` (spec §18.4),
// or `window.toolmark`, where a page built from the packages offers its own.
import type { Toolmark } from '@toolmark/core';

/** Where the registry was found. */
export type RegistrySource = 'script-tag' | 'page';

/** The globals a page may offer its registry through. */
interface PageGlobals {
  readonly Toolmark?: { readonly tm?: unknown; readonly ready?: unknown };
  readonly toolmark?: unknown;
}

/**
 * Checks whether a value has the registry's public API that the console uses.
 *
 * @param value The value.
 * @returns Whether it is a registry.
 */
function isRegistry(value: unknown): value is Toolmark {
  const candidate = value as Partial<Record<keyof Toolmark, unknown>> | null | undefined;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    ['manifest', 'call', 'info', 'subscribe', 'state'].every((key) => typeof candidate[key as keyof Toolmark] === 'function')
  );
}

/** Where the script tag's classic scripts leave their starts, by role (spec §18.1): `toolmark` for the tag. */
const STARTING = Symbol.for('toolmark.starting');

/**
 * Finds the page's registry. With the script tag, waits for its `ready` promise first, so the
 * page's forms and wizards are registered when the console reads the manifest; when the page
 * offers none yet, looks again after the document is parsed (the page's modules have run by then)
 * and, when a script tag is starting, once it has started: the tag sets `window.Toolmark` when its
 * chunk has run (spec §18.4), which may be after the document is parsed.
 *
 * @param scope Where to look; default `globalThis`.
 * @returns The registry and where it was found, or `undefined` when the page offers none.
 */
export async function locateRegistry(scope: object = globalThis): Promise<Found | undefined> {
  const found = await find(scope as PageGlobals);
  if (found) return found;
  // The page's own modules may run after this one: look again once the document is parsed.
  const doc = (scope as { document?: Document & { [STARTING]?: Record<string, Promise<unknown> | undefined> } }).document;
  if (doc?.readyState === 'loading') await new Promise((resolve) => doc.addEventListener('DOMContentLoaded', resolve, { once: true }));
  else await new Promise((resolve) => setTimeout(resolve, 0));
  const tag = doc?.[STARTING]?.['toolmark'];
  if (tag) await tag.catch(() => {});
  return find(scope as PageGlobals);
}

/** A registry and where it was found. */
export interface Found {
  readonly tm: Toolmark;
  readonly source: RegistrySource;
}

/**
 * Looks for the registry once.
 *
 * @param globals The page's globals.
 * @returns The registry and where it was found, or `undefined`.
 */
async function find(globals: PageGlobals): Promise<Found | undefined> {
  const scriptTag = globals.Toolmark;
  if (isRegistry(scriptTag?.tm)) {
    if (scriptTag.ready instanceof Promise) await scriptTag.ready.catch(() => {});
    return { tm: scriptTag.tm, source: 'script-tag' };
  }
  return isRegistry(globals.toolmark) ? { tm: globals.toolmark, source: 'page' } : undefined;
}
