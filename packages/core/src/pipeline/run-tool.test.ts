import { describe, expect, test, vi } from 'vitest';
import { createToolmark } from '../registry/create-toolmark.js';
import { fail, ok } from '../result.js';
import type { ToolDefinition } from '../types.js';

// The run step (spec §3.5) as `tm.call` shows it.
function callWith(run: ToolDefinition['run'], input: unknown = {}) {
  const tm = createToolmark();
  tm.scope('shop').register({ name: 'buy', description: 'd', run });
  return tm.call('shop.buy', input);
}
const runFailed = (text: string) => ({ content: [{ type: 'text', text }], isError: true, code: 'run_failed' });
// The agent reads the same text in every build; the advice is the developer's, in a warning (TM103).
const notAResult = runFailed("'shop.buy' returned something that is not a tool result");

describe('spec §3.5 run', () => {
  test('passes the input and ctx, and returns the result as it is', async () => {
    const result = ok({ id: 1 });
    const run = vi.fn(() => result);
    expect(await callWith(run, { a: 1 })).toBe(result);
    expect(run).toHaveBeenCalledExactlyOnceWith({ a: 1 }, expect.objectContaining({ name: 'shop.buy', callId: 'call-1' }));
  });

  test('async results and tool failures pass through', async () => {
    expect(await callWith(async () => ok(2))).toEqual(ok(2));
    expect(await callWith(() => fail('out_of_stock', 'none'))).toEqual(fail('out_of_stock', 'none'));
  });

  test('a synchronous throw becomes run_failed with the message', async () => {
    expect(await callWith(() => { throw new Error('disk full'); })).toEqual(runFailed("'shop.buy' failed: disk full"));
  });

  test('a rejection becomes run_failed', async () => {
    expect(await callWith(() => Promise.reject(new TypeError('bad')))).toEqual(runFailed("'shop.buy' failed: bad"));
  });

  test('a thenable is adopted, and one whose then throws becomes run_failed', async () => {
    expect(await callWith((() => ({ then: (resolve: (v: unknown) => void) => resolve(ok(3)) })) as never)).toEqual(ok(3));
    expect(await callWith((() => ({ then: () => { throw new Error('then'); } })) as never)).toEqual(runFailed("'shop.buy' failed: then"));
  });

  test('errors without a message are described by name, strings as they are, others generically', async () => {
    expect(await callWith(() => { throw new RangeError(); })).toEqual(runFailed("'shop.buy' failed: RangeError"));
    expect(await callWith(() => { throw 'plain'; })).toEqual(runFailed("'shop.buy' failed: plain"));
    expect(await callWith(() => { throw { code: 1 }; })).toEqual(runFailed("'shop.buy' failed: unknown error"));
  });

  test.each([[undefined], [null], ['ok'], [42], [{}], [{ content: 'x' }], [{ content: [1] }]])(
    'returning %j becomes run_failed',
    async (garbage) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(await callWith((() => garbage) as never)).toEqual(notAResult);
      expect(await callWith((async () => garbage) as never)).toEqual(notAResult);
      warn.mockRestore();
    },
  );

  test('the developer is told how to return a result, in a development warning (TM103)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'forgets', description: 'd', run: (() => undefined) as never });
    await tm.call('forgets', {});
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(/^\[toolmark TM103\] 'forgets' returned something that is not a tool result: return ok\(value\) or fail\(code, message\)/),
    );
    warn.mockRestore();
  });

  test('a run that throws does not throw synchronously out of call', () => {
    expect(() => callWith(() => { throw new Error('x'); })).not.toThrow();
  });
});
