import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { REDACTED, redactPaths } from '../redact.js';
import { redactForCard } from './masked-paths.js';

const maskedPaths = (value: unknown, paths: readonly string[]) => redactForCard(value, paths).redacted;

// The value at a place, or `undefined` when there is none.
const at = (value: unknown, path: readonly (string | number)[]) =>
  path.reduce<unknown>((inner, key) => (typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>)[key] : undefined), value);

describe('spec §3.4 redactForCard: where the card draws a mask', () => {
  test('names each concrete place a sensitive path reaches, an index as a number', () => {
    const input = { card: { number: '4242', name: 'Ada' }, passengers: [{ passport: 'X1' }, { passport: 'X2' }], note: REDACTED };
    expect(maskedPaths(input, ['card.number', 'passengers[*].passport'])).toEqual([
      ['card', 'number'],
      ['passengers', 0, 'passport'],
      ['passengers', 1, 'passport'],
    ]);
    expect(maskedPaths(input, ['missing.path', 'note.x'])).toEqual([]);
  });

  test('a place inside another masked place is left out; each place once', () => {
    expect(maskedPaths({ card: { number: '1' } }, ['card.number', 'card', 'card'])).toEqual([['card']]);
  });

  test('a path that does not parse masks the whole input, as redactPaths does', () => {
    expect(redactForCard({ a: 1 }, ['a..b'])).toEqual({ input: REDACTED, redacted: [[]] });
    expect(redactPaths({ a: 1 }, ['a..b'])).toBe(REDACTED);
  });

  test('agrees with redactPaths: every place it names holds the marker there, and nothing else does (property)', () => {
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('array'), tie('object')),
      leaf: fc.oneof(fc.string(), fc.integer(), fc.constant(REDACTED)),
      array: fc.array(tie('tree'), { maxLength: 3 }),
      object: fc.dictionary(fc.constantFrom('a', 'b', '0', '1', '__proto__'), tie('tree'), { maxKeys: 3 }),
    }));
    const path = fc.array(fc.constantFrom('a', 'b', '*', '[0]', '[1]', '[*]', '0'), { minLength: 1, maxLength: 3 }).map((steps) =>
      steps.reduce((out, step, index) => (step.startsWith('[') ? out + step : index === 0 ? step : `${out}.${step}`), ''),
    );
    fc.assert(
      fc.property(tree, fc.array(path, { maxLength: 3 }), (input, paths) => {
        const { input: shown, redacted: places } = redactForCard(input, paths);
        // The one walk redacts as redactPaths does.
        expect(shown).toEqual(redactPaths(input, paths));
        for (const place of places) expect(at(shown, place)).toBe(REDACTED);
        // Clearing the marker at every named place leaves no marker where the input had none.
        const leaves = (value: unknown, prefix: (string | number)[]): (string | number)[][] =>
          typeof value === 'object' && value !== null
            ? Object.keys(value).flatMap((key) => leaves((value as Record<string, unknown>)[key], [...prefix, Array.isArray(value) ? Number(key) : key]))
            : [prefix];
        for (const leaf of leaves(shown, [])) {
          if (at(shown, leaf) === REDACTED && at(input, leaf) !== REDACTED) expect(places.map(String)).toContain(String(leaf));
        }
      }),
      { numRuns: 300 },
    );
  });
});
