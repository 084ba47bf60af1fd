import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import type { ConfirmHandler } from '../options.js';
import { createToolmark } from '../registry/create-toolmark.js';
import { ok } from '../result.js';
import { readDecision, REASON_LIMIT } from './decision.js';

// A confirmation with more than yes or no (spec §3.4, issue #36): a decline may carry the person's
// reason, which reaches the caller in the `declined` result and nowhere changes what runs.

function callWith(confirm: ConfirmHandler) {
  const run = vi.fn(() => ok());
  const tm = createToolmark({ confirm });
  tm.register({ name: 'pay', description: 'Pays', hints: { consequential: true }, run });
  return { result: tm.call('pay', {}), run };
}

describe('spec §3.4 a decline with a reason', () => {
  test('the reason is in the declined result, as the person wrote it, before the advice not to retry', async () => {
    const { result, run } = callWith(() => ({ approved: false, reason: 'Not with that card, use the one ending 4242' }));
    expect(await result).toEqual({
      content: [{ type: 'text', text: "The person declined 'pay'. Their reason: “Not with that card, use the one ending 4242”. Do not retry unless they ask you to." }],
      isError: true,
      code: 'declined',
    });
    expect(run).not.toHaveBeenCalled();
  });

  test('{ approved: true } approves, a reason beside it is ignored; { approved: false } without a reason declines as false does', async () => {
    const approved = callWith(async () => ({ approved: true, reason: 'ignored' }));
    expect(await approved.result).toEqual(ok());
    expect(approved.run).toHaveBeenCalledOnce();
    const plain = callWith(() => ({ approved: false, reason: ' \n\t ' }));
    expect(await plain.result).toMatchObject({ code: 'declined', content: [{ text: "The person declined 'pay'. Do not retry unless they ask you to." }] });
  });

  test('a reason is one line (one-line.ts): line breaks and control characters are spaces, the ends trimmed, at most 500 code points', () => {
    expect(readDecision({ approved: false, reason: '  too\nexpensive\u0007 today \u2028 sorry ' })).toEqual({ approved: false, reason: 'too expensive today sorry' });
    expect([...readDecision({ approved: false, reason: '😀'.repeat(600) }).reason!]).toHaveLength(REASON_LIMIT);
    expect(readDecision({ approved: false, reason: '\u0000\r\n' })).toEqual({ approved: false });
  });

  test('an answer whose getters throw, or approve only when read a second time, declines (read once, fail closed)', () => {
    let reads = 0;
    const late = { get approved() { return ++reads > 1; } };
    expect(readDecision(late)).toEqual({ approved: false });
    expect(reads).toBe(1);
    expect(readDecision({ get approved(): boolean { throw new Error('no'); } })).toEqual({ approved: false });
  });

  test('only true or { approved: true } approves: any other answer declines, and a reason that reaches the caller is one line of at most 500 code points (property)', () => {
    const answers = fc.oneof(
      fc.anything(),
      fc.record({ approved: fc.anything(), reason: fc.oneof(fc.string({ unit: 'binary', maxLength: 800 }), fc.anything()) }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(answers, (answer) => {
        const read = readDecision(answer);
        const approves = answer === true || (typeof answer === 'object' && answer !== null && !Array.isArray(answer) && (answer as { approved?: unknown }).approved === true);
        expect(read.approved).toBe(approves);
        if (read.reason !== undefined) {
          expect(read.approved).toBe(false);
          expect(read.reason).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]|^\s|\s$/);
          expect([...read.reason].length).toBeLessThanOrEqual(REASON_LIMIT);
          expect(read.reason.length).toBeGreaterThan(0);
        }
      }),
      { seed: 36, numRuns: 1000 },
    );
  });
});
