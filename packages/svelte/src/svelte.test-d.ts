import { defineTool, ok, type ManifestEntry, type ProgressUpdate, type Toolmark } from '@toolmark/core';
import type { Readable } from 'svelte/store';
import * as v from 'valibot';
import { expectTypeOf, test } from 'vitest';
import { callsInFlightStore, getToolmark, setToolmark, toolsStore, toolStateStore, useTool, type CallInFlight, type UseToolResult } from './index.js';

declare const tm: Toolmark;

test("useTool infers run's input from the schema, and call takes the schema's input; a getter too", () => {
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
  expectTypeOf(tool.refresh).toEqualTypeOf<() => void>();
  // @ts-expect-error: the schema says sku is a string
  void tool.call({ sku: 1 });

  const fromGetter = useTool(
    () => ({
      name: 'counter.add',
      description: 'Adds',
      input: v.object({ by: v.number() }),
      run: (input) => {
        expectTypeOf(input).toEqualTypeOf<{ by: number }>();
        return ok({});
      },
    }),
    tm,
  );
  expectTypeOf(fromGetter.call).parameter(0).toEqualTypeOf<{ by: number }>();
});

test('the context and the stores are typed', () => {
  expectTypeOf(setToolmark(tm)).toEqualTypeOf<Toolmark>();
  expectTypeOf(getToolmark()).toEqualTypeOf<Toolmark>();
  expectTypeOf(toolsStore(tm)).toEqualTypeOf<Readable<readonly ManifestEntry[]>>();
  expectTypeOf(toolStateStore('cart', tm)).toEqualTypeOf<Readable<unknown>>();
  expectTypeOf(callsInFlightStore()).toEqualTypeOf<Readable<readonly CallInFlight[]>>();
  expectTypeOf<CallInFlight['phase']>().toEqualTypeOf<'validating' | 'waiting-for-person' | 'waiting-for-turn' | 'running'>();
  expectTypeOf<CallInFlight['progress']>().toEqualTypeOf<ProgressUpdate | undefined>();
  // @ts-expect-error: a name, then the registry
  toolStateStore(tm);
});

test('useTool takes what defineTool made, its input type kept', () => {
  const defined = defineTool({ name: 'cart.add', description: 'Adds', input: v.object({ sku: v.string() }), run: ({ sku }) => ok({ sku }) });
  const tool = useTool({ ...defined, name: `shop.${defined.name}` });
  expectTypeOf(tool.call).parameter(0).toEqualTypeOf<{ sku: string }>();
});
