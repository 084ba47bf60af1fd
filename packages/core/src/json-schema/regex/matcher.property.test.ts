// The matcher against the real engine (issue 17, spec §13.5): on short strings its verdict is
// `new RegExp(pattern, 'u').test`'s for random patterns; on 100,000-character hostile inputs built
// from each accepted pattern's own characters it makes at most states × (code points + 1) steps,
// counted by the work meter of run-nfa.ts (or, run in the engine, the pattern is deterministic and
// anchored). Seeded: `FC_SEED` overrides the seed, printed with the run; `FC_RUNS_SCALE` multiplies the runs.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { compilePattern } from '../keywords/string.js';
import { heaviestRun, hostileInputs, workOverBound, type CountedMatcher } from './hostile-input.test-support.js';

const SEED = Number(process.env['FC_SEED'] ?? 20_261_202);
const RUNS_SCALE = Number(process.env['FC_RUNS_SCALE'] ?? 1);

// The constructs of ReDoS and of real patterns: overlapping classes, nested and counted quantifiers,
// alternations, anchors, word boundaries, lookaheads after ^ (and elsewhere, to be refused).
const ATOMS = ['a', 'b', '1', ' ', '-', '@', '\\.', '.', '\\d', '\\w', '\\s', '\\S', '\\W', '[a-z]', '[^@]', '[a1]', '\\p{L}', '😀', '\\b', '\\B', '$', '^'];
const QUANTIFIERS = ['', '', '', '*', '+', '?', '{2}', '{1,3}', '{0,2}', '{2,}', '*?', '+?', '??'];
const patternArb = fc
  .letrec<{ alt: string; seq: string; term: string }>((tie) => ({
    alt: fc.array(tie('seq'), { minLength: 1, maxLength: 3 }).map((seqs) => seqs.join('|')),
    seq: fc.array(tie('term'), { minLength: 0, maxLength: 4 }).map((terms) => terms.join('')),
    term: fc
      .tuple(
        fc.oneof({ depthSize: 'small' }, fc.constantFrom(...ATOMS), tie('alt').map((alt) => `(${alt})`), tie('alt').map((alt) => `(?:${alt})`)),
        fc.constantFrom(...QUANTIFIERS),
      )
      // `^`, `$` and `\b` take no quantifier in `u` mode.
      .map(([atom, quantifier]) => (/^(?:\^|\$|\\[bB])$/.test(atom) ? atom : atom + quantifier)),
  }))
  .seq.chain((body) =>
    fc
      .tuple(fc.constantFrom('', '^', '^(?=.*a)', '^(?!.*1)', '^(?=[a-z]+$)', '(?=a)'), fc.boolean())
      .map(([start, end]) => `${start}${body}${end ? '$' : ''}`),
  );
const stringArb = fc.array(fc.constantFrom('a', 'b', '1', ' ', '-', '@', '.', 'é', 'A', '_', '\n', '😀', '\uD83D'), { maxLength: 6 }).map((chars) => chars.join(''));

/** Compiles a pattern as `fromJsonSchema` does: the matcher, or `undefined` when it is refused. */
function compiled(pattern: string): CountedMatcher | undefined {
  try {
    return compilePattern(pattern, '/pattern', "'pattern'");
  } catch {
    return undefined;
  }
}

const summary: string[] = [];

describe('compilePattern (property)', () => {
  it('matches as RegExp with the u flag does, on random patterns and strings', () => {
    let accepted = 0;
    fc.assert(
      fc.property(patternArb, fc.array(stringArb, { minLength: 1, maxLength: 12 }), (pattern, strings) => {
        // Only valid patterns: what the engine refuses, compilePattern refuses with the engine's reason.
        try {
          new RegExp(pattern, 'u');
        } catch {
          expect(compiled(pattern)).toBeUndefined();
          return;
        }
        const matcher = compiled(pattern);
        if (!matcher) return;
        accepted++;
        const regex = new RegExp(pattern, 'u');
        for (const value of strings) expect(matcher.test(value), `/${pattern}/u on ${JSON.stringify(value)}`).toBe(regex.test(value));
      }),
      { numRuns: 800 * RUNS_SCALE, seed: SEED },
    );
    summary.push(`differential: ${accepted} accepted patterns of ${800 * RUNS_SCALE}`);
    // Most are accepted (the rest: lookarounds elsewhere than after ^), so the property tests something.
    expect(accepted).toBeGreaterThan(250 * RUNS_SCALE);
  }, 300_000);

  it('runs every accepted random pattern within states × (code points + 1) steps on 100,000-character hostile inputs', () => {
    let accepted = 0;
    let inEngine = 0;
    let heaviest = { share: 0, pattern: '' };
    fc.assert(
      fc.property(patternArb, (pattern) => {
        const matcher = compiled(pattern);
        if (!matcher) return;
        accepted++;
        const inputs = hostileInputs(pattern, 100_000, 2);
        const run = heaviestRun(matcher, inputs);
        if (!run.steps) inEngine++;
        if (run.steps / run.bound > heaviest.share) heaviest = { share: run.steps / run.bound, pattern };
        expect(workOverBound(pattern, matcher, inputs)).toBeUndefined();
      }),
      { numRuns: 60 * RUNS_SCALE, seed: SEED, endOnFailure: true },
    );
    summary.push(`work: ${accepted} accepted patterns (${inEngine} run in the engine), heaviest ${(heaviest.share * 100).toFixed(0)}% of its bound (/${heaviest.pattern}/u)`);
    expect(accepted).toBeGreaterThan(20 * RUNS_SCALE);
  }, 300_000);
});

afterAll(() => console.log(`[regex matcher] seed ${SEED} (FC_SEED to change it, FC_RUNS_SCALE to run more); ${summary.join('; ')}`));
