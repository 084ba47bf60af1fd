import { describe, expect, test, vi } from 'vitest';
import type { ConfirmHandler, ConfirmRequest } from '../options.js';
import { createToolmark } from '../registry/create-toolmark.js';
import { ok } from '../result.js';
import type { ToolHints } from '../types.js';

// The confirmation step (spec §3.4) as `tm.call` shows it.
function callWith(confirm: ConfirmHandler | undefined, hints: ToolHints | undefined, policy?: boolean) {
  const tm = createToolmark({ ...(confirm && { confirm }), ...(policy === undefined ? {} : { confirmPolicy: () => policy }) });
  const run = vi.fn(() => ok());
  tm.scope('cart').register({ name: 'clear', description: 'd', ...(hints && { hints }), run });
  return { result: tm.call('cart.clear', {}), run };
}
const DESTRUCTIVE: ToolHints = { destructive: true };
const declined = {
  content: [{ type: 'text', text: "The person declined 'cart.clear'. Do not retry unless they ask you to." }],
  isError: true,
  code: 'declined',
};

describe('spec §3.4 needsConfirmation', () => {
  test.each([
    [undefined, false, false],
    [{}, false, false],
    [{ destructive: true }, false, true],
    [{ destructive: true, confirm: 'auto' }, false, true],
    [{ destructive: false, confirm: 'auto' }, false, false],
    [{ destructive: true, confirm: 'never' }, false, false],
    [{ consequential: true }, false, true],
    [{ consequential: true, confirm: 'auto' }, false, true],
    [{ consequential: false }, false, false],
    [{ consequential: true, confirm: 'never' }, false, false],
    [{ consequential: true, readOnly: false, destructive: false }, false, true],
    [{ debugging: true }, false, false],
    [{ confirm: 'always' }, false, true],
    [{ readOnly: true, confirm: 'always' }, false, true],
    [{ confirm: 'never' }, true, true],
    [undefined, true, true],
  ] as const)('hints %j, policy %s → %s', async (hints, policy, expected) => {
    const handler = vi.fn(() => true);
    const { result, run } = callWith(handler, hints, policy);
    expect(await result).toEqual(ok());
    expect(run).toHaveBeenCalledOnce();
    expect(handler).toHaveBeenCalledTimes(expected ? 1 : 0);
  });
});

describe('spec §3.4 asking the confirmation handler', () => {
  test('no handler declines, saying there is no way to ask, and warns in development', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result, run } = callWith(undefined, DESTRUCTIVE);
    const outcome = await result;
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      "[toolmark TM102] 'cart.clear' needs confirmation and no handler is installed (options.confirm or tm.setConfirm): declined. See https://github.com/toolmark/toolmark/blob/main/docs/warnings/TM102.md",
    );
    warn.mockRestore();
    expect(outcome).toEqual({
      content: [{ type: 'text', text: "'cart.clear' needs a person's confirmation, and this page has no way to ask for it" }],
      isError: true,
      code: 'declined',
    });
    expect(run).not.toHaveBeenCalled();
  });

  test('true approves; the handler gets the request', async () => {
    const handler = vi.fn(async (_request: ConfirmRequest) => true);
    const { result, run } = callWith(handler, DESTRUCTIVE);
    expect(await result).toEqual(ok());
    expect(run).toHaveBeenCalledOnce();
    expect(handler).toHaveBeenCalledExactlyOnceWith({
      callId: 'call-1', name: 'cart.clear', title: 'cart.clear', hints: { destructive: true }, input: {},
      caller: { kind: 'in-page' }, anchors: [], signal: expect.any(AbortSignal), redacted: [], shape: { declared: [] },
    });
  });

  test('the request names the places it masked and the keys the schema declares, in its order', async () => {
    const requests: ConfirmRequest[] = [];
    const schema = { type: 'object', properties: { to: {}, amount: {}, card: { type: 'object', properties: { number: {}, name: {} } } } };
    const tm = createToolmark({ confirm: (request) => (requests.push(request), true), toJsonSchema: () => schema });
    const input = { '~standard': { version: 1, vendor: 'test', validate: (value: unknown) => ({ value }) } } as const;
    tm.register({ name: 'pay', description: 'Pays', input, hints: { destructive: true }, sensitivePaths: () => ['card.number'], run: () => ok() });
    await tm.call('pay', { extra: 1, amount: 5, to: '[redacted]', card: { name: 'Ada', number: '4242' } });
    expect(requests[0]!.input).toEqual({ extra: 1, amount: 5, to: '[redacted]', card: { name: 'Ada', number: '[redacted]' } });
    // The caller's own '[redacted]' at `to` is not a masked place: the card shows it as a value.
    expect(requests[0]!.redacted).toEqual([['card', 'number']]);
    expect(requests[0]!.shape).toEqual({ declared: ['to', 'amount', 'card'], inner: { card: { declared: ['number', 'name'] } } });
  });

  test('issue #36: the action label is made from the input as the card shows it, sensitive paths redacted; a blank one, a throwing one or none sends none', async () => {
    const requests: ConfirmRequest[] = [];
    const tm = createToolmark({ confirm: (request) => (requests.push(request), true) });
    const pay = (actionLabel: (input: { amount: number; card: string }) => string) =>
      tm.register({ name: 'pay', description: 'Pays', hints: { consequential: true }, sensitivePaths: () => ['card'], actionLabel, run: () => ok() }, { replace: true });
    pay((input) => `Pay €${input.amount} with ${input.card}`);
    await tm.call('pay', { amount: 147, card: '4242 4242' });
    expect(requests[0]!.actionLabel).toBe('Pay €147 with [redacted]');
    for (const label of [() => '  ', () => { throw new Error('no'); }]) {
      pay(label);
      await tm.call('pay', { amount: 1, card: 'x' });
      expect(requests.at(-1)).not.toHaveProperty('actionLabel');
    }
    tm.register({ name: 'plain', description: 'd', hints: { destructive: true }, run: () => ok() });
    await tm.call('plain');
    expect(requests.at(-1)).not.toHaveProperty('actionLabel');
  });

  test.each([[false], [undefined], ['yes'], [1], [{}]])('%j declines', async (answer) => {
    const { result, run } = callWith(() => answer as boolean, DESTRUCTIVE);
    expect(await result).toEqual(declined);
    expect(run).not.toHaveBeenCalled();
  });

  test('a handler that throws or rejects declines', async () => {
    for (const handler of [() => { throw new Error('x'); }, () => Promise.reject(new Error('x'))]) {
      const { result, run } = callWith(handler, DESTRUCTIVE);
      expect(await result).toEqual(declined);
      expect(run).not.toHaveBeenCalled();
    }
  });
});

describe('spec §3.4 ctx.confirmedSummary', () => {
  test('run receives the summary the person approved; a call confirmed without one, or not confirmed, has none', async () => {
    const seen: (string | undefined)[] = [];
    const tm = createToolmark({ confirm: () => true });
    const run = (_input: unknown, ctx: { confirmedSummary?: string }) => (seen.push(ctx.confirmedSummary), ok());
    tm.register({ name: 'pay', description: 'Pays', hints: { destructive: true }, summary: (input: { amount: number }) => `Pay €${input.amount}`, run });
    tm.register({ name: 'wipe', description: 'Wipes', hints: { destructive: true }, run });
    tm.register({ name: 'read', description: 'Reads', hints: { readOnly: true }, run });
    await tm.call('pay', { amount: 5 });
    await tm.call('wipe', {});
    await tm.call('read', {});
    expect(seen).toEqual(['Pay €5', undefined, undefined]);
  });
});
