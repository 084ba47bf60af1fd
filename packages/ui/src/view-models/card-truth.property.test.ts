import type { ConfirmRequest } from '@toolmark/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  canonical,
  cardCase,
  expectedMasks,
  leavesOf,
  readCard,
  REAL_CARD,
  requestFor,
  SEED,
  seen,
  wholeCase,
  type CardCase,
  type CardMaking,
  type ReadRow,
} from '../test/card-cases.js';
import { CONFIRM_STRINGS } from '../strings.js';
import { MAX_REVIEW_ROWS, toCardInput } from './card-input.js';
import { toInputRows } from './input-rows.js';

const CASES = 1_000;

// Checks one case against the card as `making` makes it; throws at the first broken promise.
async function check({ base, hostile }: CardCase, making: CardMaking): Promise<void> {
  const requests: ConfirmRequest[] = [await requestFor(base), await requestFor(hostile)];
  const reads = requests.map((request) => readCard(request, making));
  const inputs = [base, hostile];
  for (const [index, read] of reads.entries()) {
    const masks = expectedMasks(inputs[index]!);
    const leaves = leavesOf(inputs[index], masks);
    if (read === 'too large') {
      // Fail closed only past the bound, never to hide a small input.
      expect(leaves.length).toBeGreaterThan(MAX_REVIEW_ROWS);
      continue;
    }
    const rows = making.rows(requests[index]!).rows;
    // Every leaf of what run receives is a row, each once.
    expect(rows.map((row) => row.key).sort()).toEqual([...leaves].sort());
    // Masks exactly at the sensitive places: never on a caller's own '[redacted]'.
    expect(rows.filter((row) => row.masked).map((row) => row.key).sort()).toEqual([...masks].sort());
    // The declared fields come first, in the schema's order; every other key is marked.
    const firsts = rows.map((row) => row.key.split(/[.[]/)[0]!);
    const declared = firsts.filter((key, at) => !rows[at]!.undeclared);
    expect(declared).toEqual(['to', 'amount', 'note', 'card', 'items'].flatMap((key) => firsts.filter((first, at) => first === key && !rows[at]!.undeclared)));
    expect(firsts.slice(0, declared.length)).toEqual(declared);
  }
  // Two inputs that differ for run (masked places aside) never look the same to the person.
  const differ = canonical(base, expectedMasks(base)) !== canonical(hostile, expectedMasks(hostile));
  if (differ && reads[0] !== 'too large' && reads[1] !== 'too large') expect(seen(reads[0]!)).not.toBe(seen(reads[1]!));
}

// The card with one mechanism switched off, as it was before issue 33.
const OLD_INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Cf}\u2028\u2029\u115F\u1160\u3164\uFFA0]/u;
const SWITCHED_OFF: Record<string, CardMaking> = {
  'a cap of 50 rows': {
    ...REAL_CARD,
    rows: (request) => ({ rows: toInputRows(request.input, { limit: 50, redacted: request.redacted, ...(request.shape && { shape: request.shape }) }).rows, tooLarge: false }),
  },
  'rows in the input’s own order, extra keys unmarked': { ...REAL_CARD, rows: (request) => toCardInput({ input: request.input, redacted: request.redacted }) },
  'masks drawn where a value reads "[redacted]"': {
    ...REAL_CARD,
    rows: (request) => ({ rows: toInputRows(request.input, { limit: MAX_REVIEW_ROWS, ...(request.shape && { shape: request.shape }) }).rows, tooLarge: false }),
  },
  'code points only for \\p{Cf} and controls, no script check': {
    ...REAL_CARD,
    text: (text) => ({
      pieces: [...text].map((char) => (OLD_INVISIBLE.test(char) ? { codePoint: `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` } : char)),
      scripts: [],
      lookalike: [],
    }),
  },
};

describe('docs/security.md T5: a card that tells the truth (property)', () => {
  test(`${CASES} hostile cases: every field that reaches run is a row, masks only where the registry masked, no two inputs look alike`, async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(cardCase, async (pair) => {
        cases++;
        await check(pair, REAL_CARD);
      }),
      { numRuns: CASES, seed: SEED },
    );
    console.log(`[security] card: ${cases} cases, seed ${SEED}, 0 failures`);
  }, 60_000);

  test(`${CASES} whole inputs of a schema that declares nothing: a single value never looks like another input`, async () => {
    // The card as it was: a single value's label written like a key.
    const labelAsKey = (read: readonly ReadRow[] | 'too large') =>
      read === 'too large' ? read : read.map(([key, ...rest]): ReadRow => [key ?? CONFIRM_STRINGS.valueLabel, ...rest]);
    const differ = async ([base, hostile]: readonly [unknown, unknown], draw = (read: readonly ReadRow[] | 'too large') => read) => {
      const reads = [await requestFor(base, 'open'), await requestFor(hostile, 'open')].map((request) => draw(readCard(request)));
      expect(seen(reads[0]!)).not.toBe(seen(reads[1]!));
    };
    await fc.assert(fc.asyncProperty(wholeCase, (pair) => differ(pair)), { numRuns: CASES, seed: SEED });
    const outcome = await fc.check(fc.asyncProperty(wholeCase, (pair) => differ(pair, labelAsKey)), { numRuns: CASES, seed: SEED });
    expect(outcome.failed).toBe(true);
  }, 60_000);

  test.each(Object.keys(SWITCHED_OFF))('the property fails with the mechanism switched off: %s', async (name) => {
    const outcome = await fc.check(
      fc.asyncProperty(cardCase, (pair) => check(pair, SWITCHED_OFF[name]!)),
      { numRuns: CASES, seed: SEED },
    );
    expect(outcome.failed).toBe(true);
    const why = String((outcome.errorInstance as Error | undefined)?.message ?? '').split('\n')[0];
    console.log(`[security] card with ${name}: fails after ${outcome.numRuns} cases (seed ${SEED}): ${why}`);
  }, 60_000);
});
