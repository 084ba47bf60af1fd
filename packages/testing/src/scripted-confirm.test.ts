import { createToolmark, defineTool, ok } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { createScriptedConfirm, installScriptedConfirm } from './scripted-confirm.js';

const pay = defineTool({
  name: 'pay',
  description: 'Pays',
  input: v.object({ card: v.string(), amount: v.number() }),
  hints: { destructive: true },
  sensitivePaths: () => ['card'],
  summary: ({ amount }) => `Pay ${amount}`,
  run: ({ amount }) => ok({ paid: amount }),
});

function registry() {
  const tm = createToolmark({ dev: false, toJsonSchema });
  tm.register(pay);
  return tm;
}

describe('scripted confirmations (spec §22.2)', () => {
  test('answers in order and records the redacted request', async () => {
    const tm = registry();
    const scripted = installScriptedConfirm(tm, [{ answer: 'approve', tool: 'pay' }, { answer: 'deny' }]);
    const first = await tm.call('pay', { card: '4111-SECRET', amount: 5 });
    const second = await tm.call('pay', { card: '4111-SECRET', amount: 6 });
    expect(first.isError).toBeFalsy();
    expect(second).toMatchObject({ isError: true });
    expect(scripted.seen.map((seen) => seen.answer)).toEqual(['approve', 'deny']);
    expect(scripted.seen[0]).toMatchObject({ name: 'pay', summary: 'Pay 5' });
    expect(JSON.stringify(scripted.seen)).not.toContain('4111-SECRET');
    // Where the registry masked, as the card sees it: a test can tell a mask from a value that reads '[redacted]'.
    expect(scripted.seen[0]!.redacted).toEqual([['card']]);
    expect(() => scripted.verify()).not.toThrow();
  });

  test('an unexpected confirmation is declined and fails verify loudly', async () => {
    const tm = registry();
    const scripted = installScriptedConfirm(tm, []);
    const result = await tm.call('pay', { card: 'x', amount: 1 });
    expect(result).toMatchObject({ isError: true });
    expect(() => scripted.verify()).toThrow(/unexpected confirmation #1 for 'pay'/);
  });

  test('an answer for another tool does not fit and is reported', async () => {
    const tm = registry();
    const scripted = installScriptedConfirm(tm, [{ answer: 'approve', tool: 'other' }]);
    expect((await tm.call('pay', { card: 'x', amount: 1 })).isError).toBe(true);
    expect(() => scripted.verify()).toThrow(/was for 'pay', the script expected 'other'/);
  });

  test('an expected confirmation that never came fails verify', () => {
    const scripted = createScriptedConfirm([{ answer: 'approve', tool: 'pay' }]);
    expect(() => scripted.verify()).toThrow(/never came: approve 'pay'/);
  });

  test('dispose removes the handler (then no handler declines)', async () => {
    const tm = registry();
    const scripted = installScriptedConfirm(tm, [{ answer: 'approve' }]);
    scripted.dispose();
    expect((await tm.call('pay', { card: 'x', amount: 1 })).isError).toBe(true);
    expect(scripted.seen).toEqual([]);
  });
});
