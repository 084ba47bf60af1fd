import { createToolmark, ok, type ToolResult } from '@toolmark/core';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { callOutputs } from './call-outputs.js';

/** Reads every output the SDK would, in order. */
async function outputs(iterable: AsyncIterable<ToolResult>): Promise<ToolResult[]> {
  const read: ToolResult[] = [];
  for await (const output of iterable) read.push(output);
  return read;
}

const status = (output: ToolResult) => (output.structuredContent as { status?: string } | undefined)?.status ?? 'result';

describe('callOutputs (spec §21.6): the result, and for the SDK the waits before it', () => {
  test('a call that never waits for the person: the result alone, awaited or iterated', async () => {
    const tm = createToolmark();
    tm.register({ name: 'cart.show', description: 'Lists the cart', hints: { readOnly: true }, run: () => ok(['mug']) });
    expect(await callOutputs(tm.start('cart.show', {}))).toMatchObject({ structuredContent: ['mug'] });
    expect(await outputs(callOutputs(tm.start('cart.show', {})))).toEqual([expect.objectContaining({ structuredContent: ['mug'] })]);
  });

  test('a call that waits for the card, then asks the person: a waiting output each time, then the result', async () => {
    const tm = createToolmark({ confirm: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5)) });
    tm.setAsk(() => new Promise((resolve) => setTimeout(() => resolve({ value: 'tue' }), 5)));
    tm.register({
      name: 'order.ship',
      description: 'Ships the order',
      hints: { destructive: true },
      run: async (_input, ctx) => {
        const day = await ctx.ask({ message: 'Which day?', input: z.enum(['mon', 'tue']) });
        return ok({ day: day.ok && day.value });
      },
    });
    const call = tm.start('order.ship', {});
    const read = await outputs(callOutputs(call));
    expect(read.map(status)).toEqual(['waiting-for-person', 'waiting-for-person', 'result']);
    expect(read[0]).toEqual({
      content: [{ type: 'text', text: "Waiting for approval: 'order.ship' goes on once the person decides on the page." }],
      structuredContent: { status: 'waiting-for-person', callId: call.id, name: 'order.ship' },
    });
    expect(read.at(-1)).toBe(await call.result);
    expect(read.at(-1)).toMatchObject({ structuredContent: { day: 'tue' } });
  });

  test('an unknown tool: its failure, at once', async () => {
    const tm = createToolmark();
    expect(await outputs(callOutputs(tm.start('nope', {})))).toEqual([expect.objectContaining({ isError: true, code: 'unknown_tool' })]);
  });
});
