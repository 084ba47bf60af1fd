import { fail, ok, REDACTED, type ToolmarkEvent } from '@toolmark/core';
import { describe, expect, test } from 'vitest';
import { readResult, reduceActivity, toActivityRows, type ActivityEntry } from './activity-log.js';

const fold = (events: ToolmarkEvent[], limit = 50) =>
  events.reduce<readonly ActivityEntry[]>((log, event) => reduceActivity(log, event, limit), []);

const started = (callId: string, name = 'cart.add'): ToolmarkEvent => ({
  type: 'call:started',
  callId,
  name,
  input: {},
  caller: { kind: 'webmcp' },
});

describe('reduceActivity', () => {
  test('follows a call from started to finished in one entry', () => {
    const log = fold([
      started('call-1'),
      { type: 'call:confirming', callId: 'call-1', name: 'cart.add' },
      { type: 'call:running', callId: 'call-1', name: 'cart.add' },
      { type: 'call:progress', callId: 'call-1', name: 'cart.add', update: { progress: 1, total: 2 } },
    ]);
    expect(log).toEqual([
      { id: 'call-1', status: 'running', name: 'cart.add', caller: { kind: 'webmcp' }, progress: { progress: 1, total: 2 } },
    ]);
    const done = reduceActivity(log, { type: 'call:finished', callId: 'call-1', name: 'cart.add', result: ok('Added'), durationMs: 12 }, 50);
    expect(done).toEqual([
      { id: 'call-1', status: 'finished', name: 'cart.add', caller: { kind: 'webmcp' }, message: 'Added', durationMs: 12 },
    ]);
  });

  test('tells declined and failed calls apart, with their codes', () => {
    const log = fold([
      started('call-1'),
      started('call-2'),
      { type: 'call:finished', callId: 'call-1', name: 'cart.add', result: fail('declined', 'The person declined'), durationMs: 1 },
      { type: 'call:finished', callId: 'call-2', name: 'cart.add', result: fail('out_of_stock', 'Gone'), durationMs: 1 },
    ]);
    expect(log.map(({ status, code }) => [status, code])).toEqual([
      ['declined', 'declined'],
      ['failed', 'out_of_stock'],
    ]);
  });

  test('logs registry errors as entries of their own, each with its own id', () => {
    const error: ToolmarkEvent = { type: 'error', code: 'state_failed', message: 'Reading the state failed', name: 'cart' };
    const log = fold([error, error, started('call-1'), error], 3);
    expect(log.map((entry) => entry.id)).toEqual(['error-1', 'call-1', 'error-2']);
    expect(log[0]).toEqual({ id: 'error-1', status: 'error', message: 'Reading the state failed', code: 'state_failed', name: 'cart' });
  });

  test('keeps the newest entries up to the limit', () => {
    const log = fold([started('call-1'), started('call-2'), started('call-3')], 2);
    expect(log.map((entry) => entry.id)).toEqual(['call-2', 'call-3']);
  });

  test('returns the same log for events that change nothing', () => {
    const log = fold([started('call-1')]);
    expect(reduceActivity(log, { type: 'tool:added', name: 'x' }, 50)).toBe(log);
    expect(reduceActivity(log, { type: 'call:running', callId: 'call-9', name: 'x' }, 50)).toBe(log);
  });

  test('cuts long messages', () => {
    const log = fold([started('call-1'), { type: 'call:finished', callId: 'call-1', name: 'x', result: ok('y'.repeat(1000)), durationMs: 1 }]);
    expect(log[0]?.message).toHaveLength(301);
  });

  test('a limit that is not a number of 0 or more keeps the default 50 (issue #17)', () => {
    const events = Array.from({ length: 120 }, (_, n) => started(`call-${n}`));
    for (const limit of [Number.NaN, -1, Number.POSITIVE_INFINITY]) expect(fold(events, limit)).toHaveLength(50);
    expect(fold(events, 2.5).map((entry) => entry.id)).toEqual(['call-118', 'call-119']);
  });

  test('progress and error messages are cut at 300 characters like results (issue #17)', () => {
    const huge = 'z'.repeat(100_000);
    const log = fold([
      started('call-1'),
      { type: 'call:progress', callId: 'call-1', name: 'cart.add', update: { progress: 1, message: huge } },
      { type: 'error', code: 'run_failed', message: huge },
    ]);
    expect(log[0]!.progress).toEqual({ progress: 1, message: `${'z'.repeat(300)}…` });
    expect(log[1]!.message).toBe(`${'z'.repeat(300)}…`);
  });
});

describe('a call that asks the person something (issue #34)', () => {
  const asking = (message: string): ToolmarkEvent => ({ type: 'call:asking', callId: 'call-1', name: 'shop.buy', message });

  test('waits for an answer with the question, keeps its progress, and runs again without the question', () => {
    const log = fold([
      started('call-1', 'shop.buy'),
      { type: 'call:running', callId: 'call-1', name: 'shop.buy' },
      { type: 'call:progress', callId: 'call-1', name: 'shop.buy', update: { progress: 1, total: 3, message: 'Cart checked' } },
      asking('Which card should pay?'),
    ]);
    expect(log[0]).toMatchObject({ status: 'asking', question: 'Which card should pay?', progress: { progress: 1, total: 3, message: 'Cart checked' } });
    const running = reduceActivity(log, { type: 'call:running', callId: 'call-1', name: 'shop.buy' }, 50);
    expect(running[0]!.status).toBe('running');
    expect(running[0]).not.toHaveProperty('question');
  });

  test('a call that ends while asking keeps no question; a long question is cut', () => {
    const log = fold([started('call-1', 'shop.buy'), asking('q'.repeat(1_000))]);
    expect(log[0]!.question).toBe(`${'q'.repeat(300)}…`);
    const done = reduceActivity(log, { type: 'call:finished', callId: 'call-1', name: 'shop.buy', result: fail('aborted', 'Gone'), durationMs: 3 }, 50);
    expect(done[0]).toMatchObject({ status: 'failed', code: 'aborted' });
    expect(done[0]).not.toHaveProperty('question');
  });
});

describe('what an entry shows of a call (issue #23)', () => {
  test('the input of call:started as rows, a redacted value masked, with no value kept', () => {
    const [entry] = fold([
      { type: 'call:started', callId: 'call-1', name: 'account.login', input: { user: 'ada', password: REDACTED, tags: ['a'] }, caller: { kind: 'ui' } },
    ]);
    expect(entry?.input).toEqual({
      rows: [
        { key: 'user', value: 'ada', masked: false },
        { key: 'password', value: '', masked: true },
        { key: 'tags[0]', value: 'a', masked: false },
      ],
      hidden: 0,
    });
  });

  test('an empty input lists nothing; a single value has the key ""', () => {
    expect(toActivityRows({})).toBeUndefined();
    expect(toActivityRows(undefined)).toBeUndefined();
    expect(toActivityRows('PAR')).toEqual({ rows: [{ key: '', value: 'PAR', masked: false }], hidden: 0 });
  });

  test('lists 10 rows and counts the rest; cuts each key and value at 300 characters', () => {
    const input = Object.fromEntries(Array.from({ length: 14 }, (_, n) => [`k${n}`, n === 0 ? 'v'.repeat(1000) : n]));
    const rows = toActivityRows(input)!;
    expect(rows.rows).toHaveLength(10);
    expect(rows.hidden).toBe(4);
    expect(rows.rows[0]!.value).toBe(`${'v'.repeat(300)}…`);
    expect(toActivityRows({ ['x'.repeat(400)]: 1 })!.rows[0]!.key).toHaveLength(301);
  });

  test('a structured result is rows, and the JSON text ok() wrote of it is left out', () => {
    expect(readResult(ok({ sku: 'TM-MUG', qty: 2 }))).toEqual({
      output: {
        rows: [
          { key: 'sku', value: 'TM-MUG', masked: false },
          { key: 'qty', value: '2', masked: false },
        ],
        hidden: 0,
      },
    });
    // A text of its own beside the structured content is kept.
    expect(readResult({ content: [{ type: 'text', text: 'Added 2 mugs' }], structuredContent: { qty: 2 } })).toEqual({
      message: 'Added 2 mugs',
      output: { rows: [{ key: 'qty', value: '2', masked: false }], hidden: 0 },
    });
  });

  test('text blocks are text, one per line, never the JSON of the result; images and resources are left out', () => {
    const result = readResult({
      content: [
        { type: 'text', text: 'Found 2 flights' },
        { type: 'image', data: 'AAAA', mimeType: 'image/png' },
        { type: 'text', text: 'Cheapest: €89' },
      ],
    });
    expect(result).toEqual({ message: 'Found 2 flights\nCheapest: €89' });
    // A plain value (ok('emptied')) is its text, not a row.
    expect(readResult(ok('emptied'))).toEqual({ message: 'emptied' });
  });

  test('a long text is cut at 300 characters with the count of what was cut', () => {
    expect(readResult(ok('y'.repeat(1000)))).toEqual({ message: `${'y'.repeat(300)}…`, cut: 700 });
  });

  test('a failure shows its code and message, never its structured content', () => {
    const [entry] = fold([
      started('call-1'),
      { type: 'call:finished', callId: 'call-1', name: 'cart.add', result: { ...fail('out_of_stock', 'Gone'), structuredContent: { left: 0 } }, durationMs: 3 },
    ]);
    expect(entry).toMatchObject({ status: 'failed', code: 'out_of_stock', message: 'Gone' });
    expect(entry?.output).toBeUndefined();
  });

  test('a structured result that cannot be written as JSON (cyclic) is still rows, and its text is kept', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = cyclic;
    const result = readResult({ content: [{ type: 'text', text: 'odd' }], structuredContent: cyclic });
    expect(result.message).toBe('odd');
    expect(result.output?.rows).toEqual([
      { key: 'a', value: '1', masked: false },
      { key: 'self', value: '[circular]', masked: false },
    ]);
  });
});
