import { describe, expect, test, vi } from 'vitest';
import type { ToolmarkOptions } from '../options.js';
import { createToolmark } from '../registry/create-toolmark.js';
import { ok } from '../result.js';

// The permission step (spec §3.3) as `tm.call` shows it.
function callWith(checkPermission: ToolmarkOptions['checkPermission'], input: unknown = { a: 1 }) {
  const tm = createToolmark(checkPermission ? { checkPermission } : {});
  const run = vi.fn(() => ok());
  tm.scope('shop').scope('cart').register({ name: 'clear', description: 'd', run });
  return { result: tm.call('shop.cart.clear', input), run, tm };
}
const denied = (text: string) => ({ content: [{ type: 'text', text }], isError: true, code: 'permission_denied' });

describe('spec §3.3 check permission', () => {
  test('no check: allowed', async () => {
    const { result, run } = callWith(undefined);
    expect(await result).toEqual(ok());
    expect(run).toHaveBeenCalledOnce();
  });

  test('the check receives the tool, the validated input and the context', async () => {
    const check = vi.fn(() => true);
    const input = { a: 1 };
    const { result, tm } = callWith(check, input);
    await result;
    expect(check).toHaveBeenCalledExactlyOnceWith(tm.info('shop.cart.clear'), input, {
      callId: 'call-1',
      caller: { kind: 'in-page' },
      signal: expect.any(AbortSignal),
    });
  });

  test.each([
    [true],
    [{ allow: true }],
    [{ allow: true, reason: 'ignored' }],
  ])('%j allows', async (decision) => {
    for (const check of [() => decision, async () => decision]) {
      const { result, run } = callWith(check);
      expect(await result).toEqual(ok());
      expect(run).toHaveBeenCalledOnce();
    }
  });

  test.each([[false], [{ allow: false }], [null], [undefined], ['yes'], [1], [{ allow: 'true' }]])(
    '%j denies without a reason',
    async (decision) => {
      const { result, run } = callWith((() => decision) as never);
      expect(await result).toEqual(denied("Permission denied for 'shop.cart.clear'"));
      expect(run).not.toHaveBeenCalled();
    },
  );

  test('a reason is told to the agent', async () => {
    const { result } = callWith(async () => ({ allow: false, reason: 'sign in first' }));
    expect(await result).toEqual(denied("Permission denied for 'shop.cart.clear': sign in first"));
  });

  test('a check that throws or rejects denies (fail closed)', async () => {
    const expected = denied("Permission denied for 'shop.cart.clear': the permission check failed");
    for (const check of [() => { throw new Error('x'); }, () => Promise.reject(new Error('x'))]) {
      const { result, run } = callWith(check);
      expect(await result).toEqual(expected);
      expect(run).not.toHaveBeenCalled();
    }
  });
});
