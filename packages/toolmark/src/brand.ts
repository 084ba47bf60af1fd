// What the script tag's files share without pulling in its boot: the brand of `window.Toolmark`, the
// events and the mark on `document` that tell add-ons (spec §18.10) when it starts and stops, and the
// one way an add-on starts on it.
import type { CompileJsonSchema } from '@toolmark/core';
import { warn } from '@toolmark/core/internal';
import type { ToolmarkGlobal } from './install.js';

/** Marks a `window.Toolmark` made by this bundle; its value is the version that made it. */
export const BRAND: unique symbol = Symbol.for('toolmark.script') as never;

/** The event dispatched on `document` when `window.Toolmark` is set; `detail` is the global. */
export const LOAD_EVENT = 'toolmark:load';

/** The event dispatched on `document` by the first `Toolmark.dispose()`: add-ons stop with it. */
export const DISPOSE_EVENT = 'toolmark:dispose';

/** Set on `document` by `Toolmark.dispose()`: an add-on that loads later does not start. */
export const DISPOSED = Symbol.for('toolmark.disposed');

/**
 * Set on `document` by the JSON Schema add-on (spec §18.9): the compiler of the registry's
 * `jsonSchema`-only tools. A slot rather than an event, so the add-on works before or after the
 * script tag: the registry reads it at each registration.
 */
export const JSON_SCHEMA_COMPILER = Symbol.for('toolmark.json-schema');

/** A document as the script tag and its add-ons mark it. */
export type MarkedDocument = Document & { [DISPOSED]?: true; [JSON_SCHEMA_COMPILER]?: CompileJsonSchema };

/**
 * Tells whether a value is a `window.Toolmark` made by a copy of this bundle (any version).
 *
 * @param value Any value.
 * @returns Whether it carries the brand.
 */
export function isToolmarkGlobal(value: unknown): value is ToolmarkGlobal {
  return typeof (value as { [BRAND]?: unknown } | undefined)?.[BRAND] == 'string';
}

/**
 * Reads the page's `window.Toolmark` as the tag set it, without asking for it: the loader's stand-in
 * (stand-in.ts), an accessor, is not read, so an add-on that only needs a registry if there is one
 * (the polyfill's publication, its serving of forms) does not make the page load one.
 *
 * @param view The window; default this one.
 * @returns The value set, or `undefined`.
 */
export function installedToolmark(view: object = globalThis): unknown {
  return Object.getOwnPropertyDescriptor(view, 'Toolmark')?.value;
}

/**
 * Starts an add-on on the page's Toolmark (spec §18.10) and stops it with `Toolmark.dispose()`
 * (`toolmark:dispose`). A global of some other script (TM704), or a Toolmark the page already disposed,
 * gets nothing; a start that throws is warned (`TM703`) and the page goes on.
 *
 * @param toolmark The page's `window.Toolmark`, whatever it holds.
 * @param name What starts, for the warning (development builds).
 * @param start Starts the add-on on the global; returns the function that stops it.
 */
export function startAddOn(toolmark: unknown, name: string, start: (toolmark: ToolmarkGlobal) => () => void): void {
  if (!isToolmarkGlobal(toolmark) || (document as MarkedDocument)[DISPOSED]) return;
  try {
    document.addEventListener(DISPOSE_EVENT, start(toolmark), { once: true });
  } catch (error) {
    if (import.meta.env.DEV) warn('TM703', `${name} failed: ${String(error)}`);
  }
}
