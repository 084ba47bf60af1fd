import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { canonical, cardCase, drawText, expectedMasks, looks, readCard, requestFor, SEED, wholeCase } from '../test/card-cases.js';
import { forceColorScheme } from '../test/color-scheme.js';
import { expectNoAxeViolations, mountCard } from '../test/dom.js';
import { toVisibleText } from '../view-models/visible-text.js';
import { defineToolmarkElements } from './define-elements.js';

defineToolmarkElements();

const CASES = 60;

afterEach(() => {
  document.body.replaceChildren();
});

// What the real element shows, row by row: the key's text (with its notes; `null` where the card
// draws its own label of a single value), the value's text, and whether a mask is drawn there.
function rowsOnScreen(card: HTMLElement): [string | null, string, boolean][] {
  return [...card.shadowRoot!.querySelectorAll('[part="row"]')].map((row) => {
    const key = row.querySelector('[part~="key"]')!;
    const value = row.querySelector('[part~="value"]')!;
    return [key.querySelector('[part~="value-label"]') ? null : key.textContent!, value.textContent!, !!value.querySelector('[part~="mask"]')];
  });
}

describe('docs/security.md T5: a card that tells the truth, in Chromium (property, a sample)', () => {
  // Shows one input on the real element, checks it draws each row as the model reads it, and
  // answers how the rows look.
  async function showAndCheck(input: unknown, schema: 'declared' | 'open'): Promise<string> {
    const request = await requestFor(input, schema);
    const read = readCard(request);
    const { card } = mountCard(request, { armDelayMs: 0 });
    await card.updateComplete;
    const rows = rowsOnScreen(card);
    if (read === 'too large') {
      expect(card.shadowRoot!.querySelector('[part~="approve"]')!.getAttribute('aria-describedby')).toBe('too-large');
    } else {
      // The element writes each row as the model does: the key and its notes (or its own label of a
      // single value), the value or a drawn mask.
      expect(rows).toEqual(
        read.map(([key, undeclared, value]) => [key === null ? null : key + (undeclared ? ' not in the tool’s schema' : ''), value ?? '', value === null]),
      );
    }
    card.remove();
    return JSON.stringify(rows.map(([key, value, masked]) => [key === null ? null : looks(key), looks(value), masked]));
  }

  test(`${CASES} hostile cases: the element shows what the model reads, and the two inputs of a case look different`, async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(cardCase, async ({ base, hostile }) => {
        cases++;
        const seenOnScreen = [await showAndCheck(base, 'declared'), await showAndCheck(hostile, 'declared')];
        // Inputs that differ for run (masked places aside) never look the same on screen.
        if (canonical(base, expectedMasks(base)) !== canonical(hostile, expectedMasks(hostile))) expect(seenOnScreen[0]).not.toBe(seenOnScreen[1]);
      }),
      { numRuns: CASES, seed: SEED },
    );
    console.log(`[security] card in Chromium: ${cases} cases, seed ${SEED}, 0 failures`);
  }, 120_000);

  test(`${CASES} whole inputs of a schema that declares nothing: the element shows what the model reads, and they look different`, async () => {
    await fc.assert(
      fc.asyncProperty(wholeCase, async ([base, hostile]) => {
        expect(await showAndCheck(base, 'open')).not.toBe(await showAndCheck(hostile, 'open'));
      }),
      { numRuns: CASES, seed: SEED },
    );
  }, 120_000);

  test.each(['light', 'dark'] as const)('code points, notes and masks read as the model says and pass axe (%s)', async (scheme) => {
    const restore = forceColorScheme(scheme);
    const request = await requestFor({ to: 'p\u0430ypal', amount: 1, note: '\u039A100 \u034F', card: { number: '4242', name: 'Ada' }, items: [], 'am\u043Eunt': 2 });
    expect(drawText(toVisibleText('p\u0430ypal'))).toBe('p⟨U+0430⟩ypal mixed scripts: Latin + Cyrillic');
    const { card } = mountCard(request, { armDelayMs: 0 });
    await card.updateComplete;
    expect(rowsOnScreen(card)).toEqual([
      ['to', 'p⟨U+0430⟩ypal mixed scripts: Latin + Cyrillic', false],
      ['amount', '1', false],
      ['note', '⟨U+039A⟩100 ⟨U+034F⟩ Greek letters that look Latin', false],
      ['card.number', '', true],
      ['card.name', 'Ada', false],
      ['items', '[]', false],
      ['am⟨U+043E⟩unt mixed scripts: Latin + Cyrillic not in the tool’s schema', '2', false],
    ]);
    await expectNoAxeViolations(card);
    restore();
  });
});
