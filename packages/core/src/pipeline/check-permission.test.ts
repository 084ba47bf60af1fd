import { describe, expect, test, vi } from 'vitest';
import type { ToolInfo } from '../registry/manifest';
import { checkPermission } from './check-permission';

const tool: ToolInfo = {
  name: 'shop.cart.clear', localName: 'clear', scope: 'shop.cart', description: 'd',
  origin: 'code', hints: {}, sensitivePaths: [], anchors: [],
};
const ctx = { callId: 'call-1', caller: { kind: 'in-page' }, signal: new AbortController().signal };
const denied = (text: string) => ({ stop: { content: [{ type: 'text', text }], isError: true, code: 'permission_denied' } });

describe('spec §3.3 check permission', () => {
  test('no check: allowed', async () => {
    expect(await checkPermission(undefined, tool, { a: 1 }, ctx)).toEqual({ value: { a: 1 } });
  });

  test('the check receives the tool, the validated input and the context', async () => {
    const check = vi.fn(() => true);
    const input = { a: 1 };
    await checkPermission(check, tool, input, ctx);
    expect(check).toHaveBeenCalledExactlyOnceWith(tool, input, ctx);
  });

  test.each([
    [true],
    [{ allow: true }],
    [{ allow: true, reason: 'ignored' }],
  ])('%j allows', async (decision) => {
    expect(await checkPermission(() => decision, tool, 1, ctx)).toEqual({ value: 1 });
    expect(await checkPermission(async () => decision, tool, 1, ctx)).toEqual({ value: 1 });
  });

  test.each([[false], [{ allow: false }], [null], [undefined], ['yes'], [1], [{ allow: 'true' }]])(
    '%j denies without a reason',
    async (decision) => {
      const check = (() => decision) as never;
      expect(await checkPermission(check, tool, 1, ctx)).toEqual(denied("Permission denied for 'shop.cart.clear'"));
    },
  );

  test('a reason is told to the agent', async () => {
    expect(await checkPermission(async () => ({ allow: false, reason: 'sign in first' }), tool, 1, ctx)).toEqual(
      denied("Permission denied for 'shop.cart.clear': sign in first"),
    );
  });

  test('a check that throws or rejects denies (fail closed)', async () => {
    const expected = denied("Permission denied for 'shop.cart.clear': the permission check failed");
    expect(await checkPermission(() => { throw new Error('x'); }, tool, 1, ctx)).toEqual(expected);
    expect(await checkPermission(() => Promise.reject(new Error('x')), tool, 1, ctx)).toEqual(expected);
  });
});
