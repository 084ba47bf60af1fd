import * as v from 'valibot';
import { describe, expectTypeOf, test } from 'vitest';
import { defineTool, type CallInputOf, type RunInputOf } from './define-tool.js';
import { createToolmark } from './registry/create-toolmark.js';
import type { ToolHandle } from './registry/registrar.js';
import { ok, type ToolResult } from './result.js';
import type { ToolContext } from './types.js';

const input = v.object({ qty: v.pipe(v.string(), v.transform(Number)), sku: v.string() });
type RunInput = { qty: number; sku: string };
type SentInput = { qty: string; sku: string };

describe('spec §1 defineTool infers run input from the schema', () => {
  test("run receives the schema's output, transforms included", () => {
    defineTool({
      name: 'add',
      description: 'Adds',
      input,
      hints: { concurrencySafe: (value) => (expectTypeOf(value).toEqualTypeOf<RunInput>(), true) },
      summary: (value) => (expectTypeOf(value.qty).toEqualTypeOf<number>(), `Add ${value.qty}`),
      run(value, ctx) {
        expectTypeOf(value).toEqualTypeOf<RunInput>();
        expectTypeOf(ctx).toEqualTypeOf<ToolContext>();
        // @ts-expect-error -- not in the schema
        void value.missing;
        // @ts-expect-error -- qty is a number once transformed
        value.qty.toUpperCase();
        return ok({ id: 1 });
      },
    });
  });

  test('RunInputOf / CallInputOf', () => {
    expectTypeOf<RunInputOf<typeof input>>().toEqualTypeOf<RunInput>();
    expectTypeOf<CallInputOf<typeof input>>().toEqualTypeOf<SentInput>();
    expectTypeOf<RunInputOf<undefined>>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<CallInputOf<undefined>>().toEqualTypeOf<Record<string, unknown>>();
  });

  test('a tool without input gets Record<string, unknown>', () => {
    const tool = defineTool({
      name: 'ping',
      description: 'Pings',
      run(value) {
        expectTypeOf(value).toEqualTypeOf<Record<string, unknown>>();
        return ok('pong');
      },
    });
    const handle = createToolmark().register(tool);
    expectTypeOf(handle.call).parameter(0).toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf(handle.call({})).resolves.toEqualTypeOf<ToolResult<string>>();
  });
});

describe('spec §1 structuredContent flows to callers', () => {
  test("from run's return", () => {
    const tool = defineTool({ name: 'add', description: 'Adds', input, run: () => ok({ id: 1 }) });
    const handle = createToolmark().register(tool);
    expectTypeOf(handle).toEqualTypeOf<ToolHandle<SentInput, { id: number }>>();
    expectTypeOf(handle.call).parameter(0).toEqualTypeOf<SentInput>();
    // @ts-expect-error -- callers send the schema's input: qty is a string
    void handle.call({ qty: 1, sku: 'a' });
    // @ts-expect-error -- sku is required
    void handle.call({ qty: '1' });
    const result = handle.call({ qty: '1', sku: 'a' });
    expectTypeOf(result).resolves.toEqualTypeOf<ToolResult<{ id: number }>>();
    void result.then((value) => {
      expectTypeOf(value.structuredContent).toEqualTypeOf<{ id: number } | undefined>();
      // @ts-expect-error -- not in the output
      void value.structuredContent?.name;
    });
  });

  test('from an output schema', () => {
    const tool = defineTool({
      name: 'get',
      description: 'Gets',
      input,
      output: v.object({ id: v.number(), name: v.string() }),
      run: () => ok({ id: 1, name: 'a' }),
    });
    const handle = createToolmark().register(tool);
    expectTypeOf(handle.call({ qty: '1', sku: 'a' })).resolves.toEqualTypeOf<ToolResult<{ id: number; name: string }>>();
  });

  test('run must return what the output schema describes', () => {
    defineTool({
      name: 'get',
      description: 'Gets',
      output: v.object({ id: v.number() }),
      // @ts-expect-error -- id must be a number
      run: () => ok({ id: 'x' }),
    });
  });

  test('tm.call is typed by its type argument', () => {
    const tm = createToolmark();
    expectTypeOf(tm.call<{ id: number }>('a', {})).resolves.toEqualTypeOf<ToolResult<{ id: number }>>();
  });
});
