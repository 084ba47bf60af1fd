import { describe, expect, test, vi } from 'vitest';
import { fail, ok } from '../result';
import type { ToolContext, ToolDefinition } from '../types';
import { runTool } from './run-tool';

const ctx: ToolContext = {
  name: 'shop.buy', callId: 'call-1', signal: new AbortController().signal,
  caller: { kind: 'in-page' }, progress: () => {},
};
const tool = (run: ToolDefinition['run']): ToolDefinition => ({ name: 'buy', description: 'd', run });
const runFailed = (text: string) => ({ content: [{ type: 'text', text }], isError: true, code: 'run_failed' });
const notAResult = runFailed(
  "'shop.buy' returned something that is not a tool result (use ok(value) or fail(code, message))",
);

describe('spec §3.5 run', () => {
  test('passes the input and ctx, and returns the result as it is', async () => {
    const result = ok({ id: 1 });
    const run = vi.fn(() => result);
    expect(await runTool(tool(run), { a: 1 }, ctx)).toBe(result);
    expect(run).toHaveBeenCalledExactlyOnceWith({ a: 1 }, ctx);
  });

  test('async results and tool failures pass through', async () => {
    expect(await runTool(tool(async () => ok(2)), {}, ctx)).toEqual(ok(2));
    expect(await runTool(tool(() => fail('out_of_stock', 'none')), {}, ctx)).toEqual(fail('out_of_stock', 'none'));
  });

  test('a synchronous throw becomes run_failed with the message', async () => {
    expect(await runTool(tool(() => { throw new Error('disk full'); }), {}, ctx)).toEqual(runFailed("'shop.buy' failed: disk full"));
  });

  test('a rejection becomes run_failed', async () => {
    expect(await runTool(tool(() => Promise.reject(new TypeError('bad'))), {}, ctx)).toEqual(runFailed("'shop.buy' failed: bad"));
  });

  test('errors without a message are described by name, strings as they are, others generically', async () => {
    expect(await runTool(tool(() => { throw new RangeError(); }), {}, ctx)).toEqual(runFailed("'shop.buy' failed: RangeError"));
    expect(await runTool(tool(() => { throw 'plain'; }), {}, ctx)).toEqual(runFailed("'shop.buy' failed: plain"));
    expect(await runTool(tool(() => { throw { code: 1 }; }), {}, ctx)).toEqual(runFailed("'shop.buy' failed: unknown error"));
  });

  test.each([[undefined], [null], ['ok'], [42], [{}], [{ content: 'x' }], [{ content: [1] }]])(
    'returning %j becomes run_failed',
    async (garbage) => {
      expect(await runTool(tool((() => garbage) as never), {}, ctx)).toEqual(notAResult);
    },
  );

  test('a run that throws does not throw synchronously out of runTool', () => {
    expect(() => runTool(tool(() => { throw new Error('x'); }), {}, ctx)).not.toThrow();
  });
});
