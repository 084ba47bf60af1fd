import { ok, type ManifestEntry } from '@toolmark/core';
import * as v from 'valibot';
import { expectTypeOf, test } from 'vitest';
import { useCallsInFlight, useTool, useTools, useToolState, type CallInFlight, type UseToolResult } from './index.js';

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
  expectTypeOf<CallInFlight['phase']>().toEqualTypeOf<'started' | 'confirming' | 'running'>();
});
