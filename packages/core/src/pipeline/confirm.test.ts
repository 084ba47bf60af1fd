import { describe, expect, test, vi } from 'vitest';
import type { ConfirmRequest } from '../options';
import type { ToolInfo } from '../registry/manifest';
import { confirmCall, needsConfirmation } from './confirm';

const tool: ToolInfo = {
  name: 'cart.clear', localName: 'clear', scope: 'cart', description: 'd',
  origin: 'code', hints: {}, sensitivePaths: [], anchors: [],
};
const request: ConfirmRequest = {
  callId: 'call-1', name: 'cart.clear', title: 'cart.clear', hints: {}, input: {},
  caller: { kind: 'in-page' }, anchors: [], signal: new AbortController().signal,
};
const declined = {
  stop: {
    content: [{ type: 'text', text: "The person declined 'cart.clear'. Do not retry unless they ask you to." }],
    isError: true,
    code: 'declined',
  },
};

describe('spec §3.4 / D5 needsConfirmation', () => {
  test.each([
    [undefined, false, false],
    [{}, false, false],
    [{ destructive: true }, false, true],
    [{ destructive: true, confirm: 'auto' }, false, true],
    [{ destructive: false, confirm: 'auto' }, false, false],
    [{ destructive: true, confirm: 'never' }, false, false],
    [{ confirm: 'always' }, false, true],
    [{ readOnly: true, confirm: 'always' }, false, true],
    [{ confirm: 'never' }, true, true],
    [undefined, true, true],
  ] as const)('hints %j, policy %s → %s', (hints, policy, expected) => {
    expect(needsConfirmation(hints, policy)).toBe(expected);
  });
});

describe('spec §3.4 confirmCall', () => {
  test('no handler declines, saying there is no way to ask, and warns in development', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outcome = await confirmCall(undefined, tool, request);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      "[toolmark TM102] 'cart.clear' needs confirmation and no handler is installed (options.confirm or tm.setConfirm): declined",
    );
    warn.mockRestore();
    expect(outcome).toEqual({
      stop: {
        content: [{ type: 'text', text: "'cart.clear' needs a person's confirmation, and this page has no way to ask for it" }],
        isError: true,
        code: 'declined',
      },
    });
  });

  test('true approves; the handler gets the request', async () => {
    const handler = vi.fn(async () => true);
    expect(await confirmCall(handler, tool, request)).toEqual({ value: true });
    expect(handler).toHaveBeenCalledExactlyOnceWith(request);
  });

  test.each([[false], [undefined], ['yes'], [1], [{}]])('%j declines', async (answer) => {
    expect(await confirmCall(() => answer as boolean, tool, request)).toEqual(declined);
  });

  test('a handler that throws or rejects declines', async () => {
    expect(await confirmCall(() => { throw new Error('x'); }, tool, request)).toEqual(declined);
    expect(await confirmCall(() => Promise.reject(new Error('x')), tool, request)).toEqual(declined);
  });
});
