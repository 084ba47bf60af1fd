import { findModelContext, type ModelContextLike, type ModelContextTool, type RegisteredTool } from './model-context';

/** The polyfill's model context: Chromium's surface, minus declarative forms and browser UI (spec §16.3). */
export interface ModelContextPolyfill extends ModelContextLike {
  registerTool(tool: ModelContextTool, options?: { readonly signal?: AbortSignal }): Promise<undefined>;
  getTools(): Promise<RegisteredTool[]>;
  executeTool(tool: RegisteredTool | string, input: unknown): Promise<string | undefined>;
  /** Called on `toolchange`, like Chromium's event handler attribute. */
  ontoolchange: ((event: Event) => void) | null;
}

// Chromium's rule, measured in 156: 1–128 characters of A–Z a–z 0–9 _ - . (it allows `.a` and `a..b`).
const TOOL_NAME = /^[\w.-]{1,128}$/;

const POLYFILL = Symbol.for('toolmark.modelContextPolyfill');

interface Entry {
  readonly tool: ModelContextTool;
  readonly record: RegisteredTool;
}

function domError(name: string, message: string): DOMException {
  return new DOMException(message, name);
}

function readSchema(schema: unknown): unknown {
  if (typeof schema !== 'string') return schema;
  try {
    return JSON.parse(schema);
  } catch {
    throw new TypeError('inputSchema is not valid JSON');
  }
}

function readInput(input: unknown): Record<string, unknown> {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new TypeError('invalid input object: value is not valid JSON');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError('invalid input object: value is not an object');
  }
  return value as Record<string, unknown>;
}

/**
 * Creates a model context that behaves like Chromium's `document.modelContext` for in-page agents:
 * `registerTool` with a signal, `getTools`, `executeTool` and `toolchange`. It validates nothing,
 * serves no declarative forms and shows no browser UI (spec §16.3).
 *
 * @param origin The origin its records report; default `location.origin`.
 * @returns The model context.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createModelContextPolyfill(origin: string = globalThis.location?.origin ?? 'null'): ModelContextPolyfill {
  const target = new EventTarget();
  const tools = new Map<string, Entry>();
  let handler: ((event: Event) => void) | null = null;
  let changePending = false;

  // Coalesced like the browser's: one `toolchange` per task of registrations.
  const changed = () => {
    if (changePending) return;
    changePending = true;
    queueMicrotask(() => {
      changePending = false;
      target.dispatchEvent(new Event('toolchange'));
    });
  };

  const context: ModelContextPolyfill = Object.assign(target, {
    async registerTool(tool: ModelContextTool, options: { readonly signal?: AbortSignal } = {}): Promise<undefined> {
      if (typeof tool?.description !== 'string') throw new TypeError("registerTool: 'description' is required");
      if (typeof tool.execute !== 'function') throw new TypeError("registerTool: 'execute' is required");
      const { signal } = options;
      if (signal?.aborted) throw signal.reason ?? domError('AbortError', 'signal is aborted without reason');
      if (typeof tool.name !== 'string' || !TOOL_NAME.test(tool.name)) throw domError('InvalidStateError', 'Invalid tool name');
      if (tools.has(tool.name)) throw domError('InvalidStateError', 'Duplicate tool name');
      const annotations = tool.annotations ?? {};
      const record: RegisteredTool = {
        name: tool.name,
        title: tool.title ?? '',
        description: tool.description,
        inputSchema: readSchema(tool.inputSchema) ?? { type: 'object', properties: {} },
        annotations: {
          readOnlyHint: annotations.readOnlyHint === true,
          untrustedContentHint: annotations.untrustedContentHint === true,
          consequentialHint: annotations.consequentialHint === true,
        },
        origin,
      };
      const entry: Entry = { tool, record };
      tools.set(tool.name, entry);
      signal?.addEventListener(
        'abort',
        () => {
          if (tools.get(tool.name) !== entry) return;
          tools.delete(tool.name);
          changed();
        },
        { once: true },
      );
      changed();
      return undefined;
    },

    async getTools(): Promise<RegisteredTool[]> {
      const records = [...tools.values()].map(({ record }) => structuredClone(record));
      return records.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },

    async executeTool(tool: RegisteredTool | string, input: unknown): Promise<string | undefined> {
      const name = typeof tool === 'string' ? tool : tool?.name;
      // Like Chromium, a record is looked up by name: a stale record reaches the tool registered now.
      const entry = name === undefined ? undefined : tools.get(name);
      if (!entry) throw domError('NotFoundError', `No tool named '${String(name)}'`);
      const args = readInput(input);
      let value: unknown;
      try {
        value = await entry.tool.execute(args, { signal: new AbortController().signal });
      } catch {
        throw domError('UnknownError', 'Tool was executed but the invocation failed. For example, the script function threw an error');
      }
      return typeof value === 'string' ? value : JSON.stringify(value);
    },

    ontoolchange: null,
    [POLYFILL]: true,
  });
  // An accessor, like Chromium's event handler attribute: assigning replaces the previous handler.
  Object.defineProperty(context, 'ontoolchange', {
    get: () => handler,
    set(value: unknown) {
      if (handler) target.removeEventListener('toolchange', handler);
      handler = typeof value === 'function' ? (value as (event: Event) => void) : null;
      if (handler) target.addEventListener('toolchange', handler);
    },
  });
  return context;
}

/**
 * Checks whether a model context is Toolmark's polyfill.
 *
 * @param context A model context.
 * @returns Whether it was made by `createModelContextPolyfill`.
 */
export function isModelContextPolyfill(context: unknown): context is ModelContextPolyfill {
  return typeof context === 'object' && context !== null && POLYFILL in context;
}

/**
 * Installs the polyfill as `document.modelContext` when the browser has no model context (neither
 * `document.modelContext` nor, for old builds, `navigator.modelContext`).
 *
 * @param scope The global scope whose `document` receives it; default `globalThis`.
 * @returns The model context in place: the browser's own, or the polyfill just installed.
 */
export function installModelContextPolyfill(scope: typeof globalThis = globalThis): ModelContextLike {
  const existing = findModelContext(scope);
  if (existing) return existing;
  const polyfill = createModelContextPolyfill(scope.location?.origin);
  Object.defineProperty(scope.document, 'modelContext', { value: polyfill, configurable: true, enumerable: true });
  return polyfill;
}
