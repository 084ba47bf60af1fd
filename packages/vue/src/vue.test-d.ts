import { createToolmark, defineTool, ok, type ManifestEntry, type ProgressUpdate, type Toolmark } from '@toolmark/core';
import * as v from 'valibot';
import { expectTypeOf, test } from 'vitest';
import { ref, type Ref } from 'vue';
import { provideToolmark, toolmarkKey, useCallsInFlight, useTool, useToolmark, useTools, type CallInFlight, type UseToolResult } from './index.js';

test("useTool infers run's input from the schema, and call takes the schema's input", () => {
  const tool = useTool({
    name: 'cart.add',
    description: 'Adds an item',
    input: v.object({ sku: v.string(), quantity: v.optional(v.number(), 1) }),
    run: (input) => {
      expectTypeOf(input).toEqualTypeOf<{ sku: string; quantity: number }>();
      return ok({ added: input.quantity });
    },
  });
  expectTypeOf(tool).toMatchTypeOf<UseToolResult<{ sku: string; quantity?: number | undefined }, unknown>>();
  expectTypeOf(tool.call).parameter(0).toEqualTypeOf<{ sku: string; quantity?: number | undefined }>();
  // @ts-expect-error: the schema says sku is a string
  void tool.call({ sku: 1 });
});

test('useTool takes a getter or a ref of a defined tool, and a registry', () => {
  const count = ref(0);
  const tool = useTool(() => defineTool({ name: 'counter.add', description: `Shows ${count.value}`, input: v.object({ by: v.number() }), run: ({ by }) => ok({ count: count.value + by }) }), createToolmark());
  expectTypeOf(tool.call).parameter(0).toEqualTypeOf<{ by: number }>();
  const held = ref(defineTool({ name: 'a', description: 'A', input: v.object({ n: v.string() }), run: ({ n }) => ok(n) }));
  expectTypeOf(useTool(held).call).parameter(0).toEqualTypeOf<{ n: string }>();
  // @ts-expect-error: a definition needs a description
  useTool({ name: 'x', run: () => ok(1) });
});

test('the registry composables are typed', () => {
  expectTypeOf(useTools()).toEqualTypeOf<Readonly<Ref<readonly ManifestEntry[]>>>();
  expectTypeOf(useCallsInFlight().value).toEqualTypeOf<readonly CallInFlight[]>();
  expectTypeOf<CallInFlight['phase']>().toEqualTypeOf<'validating' | 'waiting-for-person' | 'waiting-for-turn' | 'running'>();
  expectTypeOf<CallInFlight['progress']>().toEqualTypeOf<ProgressUpdate | undefined>();
  expectTypeOf(useToolmark()).toEqualTypeOf<Toolmark>();
  expectTypeOf(provideToolmark).parameter(0).toEqualTypeOf<Toolmark>();
  expectTypeOf(toolmarkKey).toMatchTypeOf<symbol>();
  // @ts-expect-error: the refs are read-only
  useTools().value = [];
});
