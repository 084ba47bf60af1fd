// @vitest-environment happy-dom
// Spec §16.1 Versions, §16.9: publishing, and reading getTools(), feature-detect the shapes of
// WebMCP in the field rather than assume one: before Chrome 152 `navigator.modelContext`; before 155
// JSON text for schemas and for `execute`'s input; from 160 `Tool` objects with `source`.
import { createToolmark, ok, type JsonSchema } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findModelContext, type LegacyModelContext, type ModelContextLike, type ModelContextRegisterToolOptions, type ModelContextTool, type RegisteredTool } from './model-context.js';
import { publish } from './publish.js';
import { readModelContextTools } from './read-tools.js';

const addSchema = { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] };

function registry() {
  const tm = createToolmark({ compileJsonSchema: fromJsonSchema });
  tm.scope('math').register({ name: 'add', description: 'Adds two numbers', jsonSchema: addSchema, hints: { readOnly: true }, run: (input: { a: number; b: number }) => ok({ sum: input.a + input.b }) });
  return tm;
}

afterEach(() => {
  delete (navigator as { modelContext?: unknown }).modelContext;
  delete (document as { modelContext?: unknown }).modelContext;
});

/** `navigator.modelContext` as builds before Chrome 152 had it: registerTool returns nothing, unregisterTool(name). */
function legacyContext() {
  const tools = new Map<string, ModelContextTool>();
  const legacy: LegacyModelContext = {
    registerTool: vi.fn((tool: ModelContextTool) => {
      if (tools.has(tool.name)) throw new DOMException('Duplicate tool name', 'InvalidStateError');
      tools.set(tool.name, tool);
    }),
    unregisterTool: vi.fn((name: string) => void tools.delete(name)),
  };
  return { legacy, tools };
}

describe('before Chrome 152: navigator.modelContext', () => {
  it('findModelContext finds it when the document has none, as one model context, every time', () => {
    const { legacy } = legacyContext();
    Object.defineProperty(navigator, 'modelContext', { value: legacy, configurable: true });
    const context = findModelContext();
    expect(context).toBeDefined();
    expect(findModelContext()).toBe(context);
    expect(context).toBeInstanceOf(EventTarget);
    // The document's own wins where both are there.
    const modern = Object.assign(new EventTarget(), { registerTool: async () => undefined });
    Object.defineProperty(document, 'modelContext', { value: modern, configurable: true });
    expect(findModelContext()).toBe(modern);
  });

  it('publish registers there, unregisters by name when a tool changes or the publication stops, and takes over without a duplicate', async () => {
    const { legacy, tools } = legacyContext();
    Object.defineProperty(navigator, 'modelContext', { value: legacy, configurable: true });
    const tm = registry();
    const onError = vi.fn();
    const publication = publish(tm, { onError });
    await publication.settled();
    expect(publication.names()).toEqual(['math.add']);
    expect([...tools.keys()]).toEqual(['math.add']);
    // What the build hands execute (JSON text, as builds before 155 did) reaches tm.call parsed.
    expect(await tools.get('math.add')!.execute('{"a":2,"b":3}')).toEqual({ content: [{ type: 'text', text: '{"sum":5}' }], structuredContent: { sum: 5 } });

    const handle = tm.register({ name: 'greet', description: 'Greets', run: () => ok('hi') });
    await publication.settled();
    handle.update({ name: 'greet', description: 'Greets warmly', run: () => ok('hello') });
    await publication.settled();
    expect(tools.get('greet')?.description).toBe('Greets warmly');
    expect(legacy.unregisterTool).toHaveBeenCalledWith('greet');

    // A second publisher (a hot reload) takes the names over: the first's are unregistered first.
    const second = publish(registry(), { onError });
    await second.settled();
    expect(second.names()).toEqual(['math.add']);
    publication.dispose();
    expect([...tools.keys()]).toEqual(['math.add']);
    second.dispose();
    expect([...tools.keys()]).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
  });
});

/** A build before Chrome 155: registerTool takes `inputSchema` as JSON text only, execute gets JSON text, getTools lists text. */
function textContext() {
  const tools = new Map<string, ModelContextTool>();
  const registerTool = vi.fn(async (tool: ModelContextTool, { signal }: ModelContextRegisterToolOptions = {}) => {
    if (tool.inputSchema !== undefined && typeof tool.inputSchema !== 'string') throw new TypeError("Failed to execute 'registerTool': inputSchema is not a string");
    tools.set(tool.name, tool);
    signal?.addEventListener('abort', () => tools.delete(tool.name));
    return undefined;
  });
  const getTools = async () => [...tools.values()].map(({ name, title, description, inputSchema }) => ({ name, title: title ?? '', description, ...(inputSchema !== undefined && { inputSchema }), origin: location.origin, window }));
  const context: ModelContextLike = Object.assign(new EventTarget(), { registerTool, getTools });
  return { context, tools, registerTool };
}

describe('before Chrome 155: JSON text for schemas and input', () => {
  it('a registerTool that refuses an object schema gets JSON text, for every tool', async () => {
    const { context, tools, registerTool } = textContext();
    const tm = registry();
    const onError = vi.fn();
    const publication = publish(tm, { modelContext: context, onError });
    await publication.settled();
    expect(publication.names()).toEqual(['math.add']);
    expect(JSON.parse(tools.get('math.add')!.inputSchema as string)).toEqual(addSchema);
    expect(registerTool).toHaveBeenCalledTimes(2);
    tm.register({ name: 'greet', description: 'Greets', run: () => ok('hi') });
    await publication.settled();
    expect(registerTool).toHaveBeenCalledTimes(4);
    expect(tools.get('greet')?.inputSchema).toBe('{"type":"object","properties":{}}');
    expect(onError).not.toHaveBeenCalled();
    // execute's input arrives as JSON text, and is validated as the object it holds.
    expect(await tools.get('math.add')!.execute('{"a":1,"b":"2"}')).toMatchObject({ isError: true, _meta: { 'toolmark/code': 'invalid_input' } });
    expect(await tools.get('math.add')!.execute('{"a":1,"b":2}')).toMatchObject({ structuredContent: { sum: 3 } });
  });

  it('a TypeError that JSON text does not cure is reported as the first error', async () => {
    const first = new TypeError('the input schema is not supported');
    const registerTool = vi.fn(async (tool: ModelContextTool) => {
      throw typeof tool.inputSchema === 'string' ? new TypeError('inputSchema must be an object') : first;
    });
    const onError = vi.fn();
    const publication = publish(registry(), { modelContext: Object.assign(new EventTarget(), { registerTool }), onError });
    await publication.settled();
    await new Promise((resolve) => setTimeout(resolve));
    expect(onError.mock.calls).toEqual([[first, 'math.add']]);
    // Object, text; a task later, object and text again.
    expect(registerTool.mock.calls.map(([tool]) => typeof tool.inputSchema)).toEqual(['object', 'string', 'object', 'string']);
  });

  it('readModelContextTools parses the schemas those builds list as text', async () => {
    const { context } = textContext();
    await publish(registry(), { modelContext: context }).settled();
    const [tool] = await readModelContextTools(context);
    expect(tool).toMatchObject({ name: 'math.add', title: '', inputSchema: addSchema, window });
  });
});

/** Chrome 160's `Tool`: its members are getters on the prototype, and its window is `source`. */
class Tool {
  readonly #record: Omit<RegisteredTool, 'window' | 'source'> & { readonly source: Window | null };
  constructor(record: Omit<RegisteredTool, 'window' | 'source'> & { readonly source: Window | null }) {
    this.#record = record;
  }
  get name() {
    return this.#record.name;
  }
  get title() {
    return this.#record.title;
  }
  get description() {
    return this.#record.description;
  }
  get inputSchema() {
    return this.#record.inputSchema;
  }
  get annotations() {
    return this.#record.annotations;
  }
  get origin() {
    return this.#record.origin;
  }
  get source() {
    return this.#record.source;
  }
}

describe('from Chrome 160: Tool objects with source', () => {
  function toolObjectContext() {
    const tools = new Map<string, ModelContextTool>();
    const registerTool = async (tool: ModelContextTool, { signal }: ModelContextRegisterToolOptions = {}) => {
      tools.set(tool.name, tool);
      signal?.addEventListener('abort', () => tools.delete(tool.name));
      return undefined;
    };
    const getTools = async () =>
      [...tools.values()].map(
        ({ name, title = '', description, inputSchema, annotations }) =>
          new Tool({ name, title, description, inputSchema: inputSchema as JsonSchema, annotations: annotations!, origin: location.origin, source: window }) as unknown as RegisteredTool,
      );
    const executeTool = async (record: RegisteredTool, input: unknown) => {
      // The browser's own object, not a copy: a copy of a Tool has no members.
      if (!(record instanceof Tool)) throw new TypeError('not a Tool');
      return JSON.stringify(await tools.get(record.name)!.execute(input as object));
    };
    return Object.assign(new EventTarget(), { registerTool, getTools, executeTool });
  }

  it('publish registers as with any build; readModelContextTools reads each member and the window from source', async () => {
    const context = toolObjectContext();
    await publish(registry(), { modelContext: context }).settled();
    const [record] = await context.getTools();
    // Spread, a Tool object is empty: its members live on its prototype.
    expect({ ...record }).toEqual({});
    const [tool] = await readModelContextTools(context);
    expect(tool).toEqual({
      name: 'math.add',
      title: '',
      description: 'Adds two numbers',
      inputSchema: addSchema,
      annotations: { readOnlyHint: true, untrustedContentHint: false, consequentialHint: false, debugging: false },
      origin: location.origin,
      window,
      record,
    });
    // The record is the browser's object, so executeTool takes it.
    expect(JSON.parse(await context.executeTool(tool!.record, { a: 1, b: 2 }))).toMatchObject({ structuredContent: { sum: 3 } });
  });

  it('lists nothing without a model context or without getTools (builds before 152)', async () => {
    expect(await readModelContextTools(undefined)).toEqual([]);
    expect(await readModelContextTools(Object.assign(new EventTarget(), { registerTool: () => undefined }))).toEqual([]);
  });
});
