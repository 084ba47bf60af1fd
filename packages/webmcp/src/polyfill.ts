import { batch } from './batch.js';
import { readToolInput } from './call-result.js';
import type { JsonSchema } from '@toolmark/core';
import { isRecord } from '@toolmark/core/internal';
import { findModelContext, type ModelContext, type ModelContextTool, type RegisteredTool } from './model-context.js';

/** The polyfill's model context: Chromium's surface, minus declarative forms and browser UI (spec §16.3). */
export interface ModelContextPolyfill extends ModelContext {
  registerTool(tool: ModelContextTool, options?: { readonly signal?: AbortSignal }): Promise<undefined>;
  getTools(): Promise<RegisteredTool[]>;
  executeTool(tool: RegisteredTool | string, input: unknown): Promise<string | undefined>;
  /** Called on `toolchange`, like Chromium's event handler attribute. */
  ontoolchange: ((event: Event) => void) | null;
}

// Chromium's rule, measured in 156: 1–128 characters of A–Z a–z 0–9 _ - . (it allows `.a` and `a..b`).
const TOOL_NAME = /^[\w.-]{1,128}$/;

const POLYFILL = Symbol.for('toolmark.modelContextPolyfill');

const HINTS = ['readOnlyHint', 'untrustedContentHint', 'consequentialHint'] as const;

/** A registered tool: its `execute` and the record `getTools()` reports. */
type Entry = readonly [execute: ModelContextTool['execute'], record: RegisteredTool];

/**
 * Creates a model context that behaves like Chromium's `document.modelContext` for in-page agents:
 * `registerTool` with a signal, `getTools`, `executeTool` and `toolchange`. Like Chromium, it hands
 * `execute` a JSON copy of the input, never the caller's object. It validates nothing, serves no
 * declarative forms and shows no browser UI (spec §16.3).
 *
 * @param origin The origin its records report; default `location.origin`.
 * @returns The model context.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createModelContextPolyfill(origin: string = globalThis.location?.origin ?? 'null'): ModelContextPolyfill {
  const tools = new Map<string, Entry>();
  // Coalesced like the browser's: one `toolchange` per task of registrations.
  const changed = batch(() => context.dispatchEvent(new Event('toolchange')));

  const context: ModelContextPolyfill = Object.assign(new EventTarget(), {
    async registerTool(tool: ModelContextTool, { signal }: { readonly signal?: AbortSignal } = {}): Promise<undefined> {
      // Destructuring rejects with a TypeError for a tool that is not an object, as the browser does.
      const { name, title = '', description, execute, annotations = {} } = tool;
      const inputSchema = readToolInput(tool.inputSchema) ?? { type: 'object', properties: {} };
      if (typeof description !== 'string' || typeof execute !== 'function' || typeof inputSchema === 'string') {
        // The same text in every build: it is what a publisher's `onError` is told.
        throw new TypeError('registerTool: a tool needs a description, an execute function and an inputSchema that is an object or JSON text');
      }
      signal?.throwIfAborted();
      if (typeof name !== 'string' || !TOOL_NAME.test(name) || tools.has(name)) {
        throw new DOMException(`${tools.has(name) ? 'Duplicate' : 'Invalid'} tool name`, 'InvalidStateError');
      }
      // WebIDL reads each hint as a boolean.
      const hints = Object.fromEntries(HINTS.map((hint) => [hint, !!annotations[hint]]));
      // An object here, or what JSON text parsed to (the polyfill does not check it is an object).
      const entry: Entry = [execute, { name, title, description, inputSchema: inputSchema as JsonSchema, annotations: hints, origin }];
      tools.set(name, entry);
      // Aborting unregisters at once, unless the name has been registered again since.
      signal?.addEventListener('abort', () => tools.get(name) === entry && tools.delete(name) && changed());
      changed();
      return undefined;
    },

    async getTools(): Promise<RegisteredTool[]> {
      return [...tools.keys()].sort().map((name) => structuredClone(tools.get(name)![1]));
    },

    async executeTool(tool: RegisteredTool | string, input: unknown): Promise<string | undefined> {
      // Like Chromium, a record is looked up by name: a stale record reaches the tool registered now.
      // A string has no `name`: it is the name.
      const name = (tool as RegisteredTool | undefined)?.name ?? (tool as string);
      const entry = tools.get(name);
      if (!entry) throw new DOMException(`No tool named '${name}'`, 'NotFoundError');
      let args: unknown;
      try {
        // As Chromium does (measured in 156): the input is serialized as JSON once, so `execute` gets
        // a copy, each getter read once, and nothing the caller changes later reaches it (issue #17).
        // JSON text (Chrome before 155) is parsed as it is.
        args = readToolInput(typeof input == 'string' ? input : JSON.stringify(input));
      } catch {
        // A cycle, a BigInt, a throwing getter or toJSON.
      }
      if (!isRecord(args)) throw new TypeError('executeTool: input is not an object');
      let value: unknown;
      try {
        value = await entry[0](args, { signal: new AbortController().signal });
      } catch {
        throw new DOMException('The tool failed', 'UnknownError');
      }
      return typeof value === 'string' ? value : JSON.stringify(value);
    },

    ontoolchange: null,
    [POLYFILL]: true,
  });
  // Chromium's event handler attribute, simplified: whatever `ontoolchange` holds when the event fires is called.
  context.addEventListener('toolchange', (event) => context.ontoolchange?.(event));
  return context;
}

/**
 * Checks whether a model context is Toolmark's polyfill.
 *
 * @param context A model context.
 * @returns Whether it is Toolmark's polyfill (`installModelContextPolyfill`).
 */
export function isModelContextPolyfill(context: unknown): context is ModelContextPolyfill {
  return typeof context === 'object' && context !== null && POLYFILL in context;
}

/**
 * Installs the polyfill as `document.modelContext` when the browser has no model context.
 *
 * @param scope The global scope whose `document` receives it; default `globalThis`.
 * @returns The model context in place: the browser's own, or the polyfill just installed.
 */
export function installModelContextPolyfill(scope: typeof globalThis = globalThis): ModelContext {
  return (
    findModelContext(scope) ??
    Object.defineProperty(scope.document, 'modelContext', { value: createModelContextPolyfill(scope.location?.origin), configurable: true }).modelContext!
  );
}
