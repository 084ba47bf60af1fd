// `document.modelContext` is typed for every file that imports anything from '@toolmark/webmcp', even
// a type-only import of nothing (spec §16.9).
import type {} from '@toolmark/webmcp';
import type { JsonSchema } from '@toolmark/core';
import type {
  LegacyModelContext,
  ModelContext,
  ModelContextLike,
  ModelContextPolyfill,
  RegisteredTool,
  ToolActivatedEvent,
  ToolCancelEvent,
  ToolExecuteOptions,
} from '@toolmark/webmcp';
import { describe, expectTypeOf, test } from 'vitest';
import { findModelContext, installModelContextPolyfill } from './index.js';
import { createModelContextPolyfill } from './polyfill.js';

const schema = { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] } as const;

describe('document.modelContext', () => {
  test('is optional: absent in other browsers and without the flag', () => {
    expectTypeOf(document.modelContext).toEqualTypeOf<ModelContext | undefined>();
    expectTypeOf(findModelContext()).toEqualTypeOf<ModelContext | undefined>();
  });

  test('registerTool takes a tool without a cast, with a signal and exposedTo, and returns a promise or nothing', () => {
    const controller = new AbortController();
    const registered = document.modelContext?.registerTool(
      {
        name: 'math.add',
        title: 'Add',
        description: 'Adds two numbers',
        inputSchema: schema,
        annotations: { readOnlyHint: true, untrustedContentHint: false, consequentialHint: false, debugging: false },
        execute: async (input, options) => {
          expectTypeOf(input).toEqualTypeOf<object | string>();
          expectTypeOf(options).toEqualTypeOf<ToolExecuteOptions | undefined>();
          expectTypeOf(options?.signal).toEqualTypeOf<AbortSignal | undefined>();
          return { sum: 3 };
        },
      },
      { signal: controller.signal, exposedTo: ['https://agent.example'] },
    );
    expectTypeOf(registered).toEqualTypeOf<Promise<undefined> | undefined>();
    // The minimal tool, and a JSON-text schema (builds before Chrome 155).
    document.modelContext?.registerTool({ name: 'ping', description: 'Pings', execute: () => 'pong' });
    document.modelContext?.registerTool({ name: 'old', description: 'Old', inputSchema: JSON.stringify(schema), execute: () => 0 });
    // An execute that declares the input it expects (the browser does not validate it: the page's own risk).
    document.modelContext?.registerTool({ name: 'typed', description: 'Typed', inputSchema: schema, execute: ({ a, b }: { a: number; b: number }) => a + b });
  });

  test('a tool of the wrong shape is refused', () => {
    const context = document.modelContext!;
    // @ts-expect-error no description
    void context.registerTool({ name: 'a', execute: () => 0 });
    // @ts-expect-error no execute
    void context.registerTool({ name: 'a', description: 'A' });
    // @ts-expect-error execute is not a function
    void context.registerTool({ name: 'a', description: 'A', execute: 'run' });
    // @ts-expect-error a name is a string
    void context.registerTool({ name: 1, description: 'A', execute: () => 0 });
    // @ts-expect-error hints are booleans
    void context.registerTool({ name: 'a', description: 'A', annotations: { readOnlyHint: 'true' }, execute: () => 0 });
    // @ts-expect-error a schema is an object or JSON text
    void context.registerTool({ name: 'a', description: 'A', inputSchema: 42, execute: () => 0 });
    // @ts-expect-error no such hint
    void context.registerTool({ name: 'a', description: 'A', annotations: { destructiveHint: true }, execute: () => 0 });
    // @ts-expect-error the options are an object
    void context.registerTool({ name: 'a', description: 'A', execute: () => 0 }, AbortSignal.abort());
  });

  test('getTools records are typed, across the shapes Chromium has shipped', async () => {
    const context = document.modelContext;
    const tools = await context?.getTools?.({ fromOrigins: ['https://shop.example'] });
    expectTypeOf(tools).toEqualTypeOf<RegisteredTool[] | undefined>();
    const tool = tools?.[0];
    if (!context?.executeTool || !tool) return;
    expectTypeOf(tool.name).toEqualTypeOf<string>();
    expectTypeOf(tool.title).toEqualTypeOf<string | undefined>();
    expectTypeOf(tool.description).toEqualTypeOf<string>();
    expectTypeOf(tool.origin).toEqualTypeOf<string>();
    // An object; JSON text before Chrome 155.
    expectTypeOf(tool.inputSchema).toEqualTypeOf<JsonSchema | string | undefined>();
    expectTypeOf(tool.annotations?.readOnlyHint).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(tool.annotations?.debugging).toEqualTypeOf<boolean | undefined>();
    // `window` in Chrome 152–159, `source` from 160.
    expectTypeOf(tool.window).toEqualTypeOf<Window | undefined>();
    expectTypeOf(tool.source).toEqualTypeOf<Window | null | undefined>();

    const result = await context.executeTool(tool, { a: 1, b: 2 }, { signal: AbortSignal.timeout(1000) });
    expectTypeOf(result).toEqualTypeOf<string | null | undefined>();
    // JSON text, as builds before Chrome 155 took it (later ones refuse it at run time).
    void context.executeTool(tool, '{"a":1}');
    // @ts-expect-error neither an object nor JSON text
    void context.executeTool(tool, 42);
    // @ts-expect-error a record of getTools(), not a name
    void context.executeTool('math.add', {});
  });

  test('its events are typed', () => {
    const context = document.modelContext!;
    context.addEventListener('toolactivated', (event) => expectTypeOf(event).toEqualTypeOf<ToolActivatedEvent>());
    context.addEventListener('toolcancel', (event) => expectTypeOf(event.toolName).toEqualTypeOf<string>());
    context.addEventListener('toolchange', (event) => expectTypeOf(event).toEqualTypeOf<Event>());
    context.ontoolcancel = (event) => expectTypeOf(event).toEqualTypeOf<ToolCancelEvent>();
    context.ontoolchange = null;
  });
});

describe('navigator.modelContext', () => {
  test('is the legacy object of builds before Chrome 152, which publish does not take', () => {
    expectTypeOf(navigator.modelContext).toEqualTypeOf<LegacyModelContext | undefined>();
    expectTypeOf<LegacyModelContext>().not.toExtend<ModelContextLike>();
  });
});

describe('the polyfill', () => {
  test('is a model context: what document.modelContext holds, and what publish takes', () => {
    expectTypeOf<ModelContextPolyfill>().toExtend<ModelContext>();
    expectTypeOf(createModelContextPolyfill()).toExtend<NonNullable<Document['modelContext']>>();
    // Undefined where the page is not a secure context, as the browser's own is absent there.
    expectTypeOf(installModelContextPolyfill()).toEqualTypeOf<ModelContext | undefined>();
    expectTypeOf<ModelContext>().toExtend<ModelContextLike>();
  });
});
