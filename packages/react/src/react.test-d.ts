import { defineTool, ok, type ManifestEntry, type ProgressUpdate } from '@toolmark/core';
import * as v from 'valibot';
import { expectTypeOf, test } from 'vitest';
import { useCallsInFlight, useTool, useTools, useToolSet, useToolState, type CallInFlight, type UseToolResult } from './index.js';

test("useTool infers run's input from the schema, and call takes the schema's input", () => {
  const tool = useTool({
    name: 'cart.add',
    description: 'Adds an item',
    input: v.object({ sku: v.string(), quantity: v.optional(v.number(), 1) }),
    run: (input) => {
      expectTypeOf(input).toEqualTypeOf<{ sku: string; quantity: number }>();
      return ok({ added: input.quantity });
    },
  }, []);
  expectTypeOf(tool).toMatchTypeOf<UseToolResult<{ sku: string; quantity?: number | undefined }, unknown>>();
  expectTypeOf(tool.call).parameter(0).toEqualTypeOf<{ sku: string; quantity?: number | undefined }>();
  // @ts-expect-error: the schema says sku is a string
  void tool.call({ sku: 1 });
});

test('the registry hooks are typed', () => {
  expectTypeOf(useTools()).toEqualTypeOf<readonly ManifestEntry[]>();
  expectTypeOf(useToolState('cart')).toBeUnknown();
  expectTypeOf(useCallsInFlight()).toEqualTypeOf<readonly CallInFlight[]>();
  expectTypeOf<CallInFlight['phase']>().toEqualTypeOf<'validating' | 'waiting-for-person' | 'waiting-for-turn' | 'running'>();
  expectTypeOf<CallInFlight['progress']>().toEqualTypeOf<ProgressUpdate | undefined>();
});

test('useToolSet takes defined tools, each with its own inferred input', () => {
  const tools = ['mug', 'cap'].map((sku) =>
    defineTool({
      name: `cart.add_${sku}`,
      description: `Adds ${sku}`,
      input: v.object({ quantity: v.number() }),
      run: (input) => {
        expectTypeOf(input).toEqualTypeOf<{ quantity: number }>();
        return ok({ sku });
      },
    }),
  );
  expectTypeOf(useToolSet(tools, [])).toBeVoid();
  // @ts-expect-error: a list of definitions, not one
  useToolSet(tools[0]!);
});
