import { createToolmark, ok, type AskRequest, type ToolmarkEvent } from '@toolmark/core';
import { expect, test, vi } from 'vitest';
import { whenResumed } from './when-resumed.js';

const answer = { type: 'object', properties: { card: { type: 'string' } } };
const schema = { '~standard': { version: 1, vendor: 'test', validate: (value: unknown) => ({ value }) } } as const;

function asker() {
  let reply: (value: { value: unknown } | undefined) => void = () => {};
  let finish: () => void = () => {};
  const tm = createToolmark({ ask: (_request: AskRequest) => new Promise((resolve) => (reply = resolve)) });
  tm.register({
    name: 'shop.buy',
    description: 'Buys',
    hints: { readOnly: true },
    // Runs on after the answer until the test lets it finish.
    run: async (_input, ctx) => {
      const outcome = await ctx.ask({ message: 'Which card?', input: schema, jsonSchema: answer });
      await new Promise<void>((resolve) => (finish = resolve));
      return ok(outcome);
    },
  });
  return { tm, reply: (value: { value: unknown } | undefined) => reply(value), finish: () => finish() };
}

test('tells when a call that asked runs again, once, from its handle (no event says it)', async () => {
  const { tm, reply, finish } = asker();
  const resumed = vi.fn();
  const events: string[] = [];
  tm.subscribe((event: ToolmarkEvent) => {
    events.push(event.type);
    if (event.type === 'call:asking') whenResumed(tm, event.callId, resumed);
  });
  const call = tm.start('shop.buy');
  await vi.waitFor(() => expect(events).toContain('call:asking'));
  expect(resumed).not.toHaveBeenCalled();
  reply({ value: { card: 'visa' } });
  await vi.waitFor(() => expect(resumed).toHaveBeenCalledTimes(1));
  expect(call.phase).toBe('running');
  finish();
  await call.result;
  expect(resumed).toHaveBeenCalledTimes(1);
});

test('a call that settles while asking never resumes; an unknown call is not followed', async () => {
  const { tm } = asker();
  const resumed = vi.fn();
  tm.subscribe((event: ToolmarkEvent) => {
    if (event.type === 'call:asking') whenResumed(tm, event.callId, resumed);
  });
  const call = tm.start('shop.buy');
  await vi.waitFor(() => expect(call.phase).toBe('waiting-for-person'));
  call.abort();
  expect((await call.result).code).toBe('aborted');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(resumed).not.toHaveBeenCalled();
  expect(() => whenResumed(tm, 'call-404', resumed)).not.toThrow();
});
