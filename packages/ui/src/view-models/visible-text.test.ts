import { describe, expect, test } from 'vitest';
import { MAX_SHOWN_CHARS, toVisibleText } from './visible-text.js';

describe('toVisibleText (docs/security.md T5: a person reads what the call will do)', () => {
  test('plain text, right-to-left text and emoji stay as they are', () => {
    expect(toVisibleText('Pay 1000 EUR to Ada')).toEqual({ pieces: ['Pay 1000 EUR to Ada'], cut: 0 });
    expect(toVisibleText('שלום 42')).toEqual({ pieces: ['שלום 42'], cut: 0 });
    expect(toVisibleText('line 1\n\tline 2 🙂')).toEqual({ pieces: ['line 1\n\tline 2 🙂'], cut: 0 });
  });

  test('a right-to-left override cannot turn 0001 into 1000: it is shown as its code point', () => {
    expect(toVisibleText('\u202E0001 EUR')).toEqual({ pieces: [{ codePoint: 'U+202E' }, '0001 EUR'], cut: 0 });
    expect(toVisibleText('ada\u2066\u2069').pieces).toEqual(['ada', { codePoint: 'U+2066' }, { codePoint: 'U+2069' }]);
  });

  test('zero-width and other invisible characters in a recipient are shown', () => {
    expect(toVisibleText('pay\u200Bpal.com').pieces).toEqual(['pay', { codePoint: 'U+200B' }, 'pal.com']);
    const invisible = '\u0000\u0007\u001B\u007F\u0085\u00AD\u061C\u180E\u200C\u200D\u200E\u200F\u2028\u2029\u2060\uFEFF\u3164';
    const pieces = toVisibleText(invisible).pieces;
    expect(pieces).toHaveLength(invisible.length);
    expect(pieces.every((piece) => typeof piece === 'object')).toBe(true);
    expect(toVisibleText('\u{E0041}').pieces).toEqual([{ codePoint: 'U+E0041' }]);
  });

  test('a long value is cut at the limit, never inside a surrogate pair', () => {
    const long = 'x'.repeat(100_000);
    expect(toVisibleText(long)).toEqual({ pieces: ['x'.repeat(MAX_SHOWN_CHARS)], cut: 100_000 - MAX_SHOWN_CHARS });
    const emoji = `${'x'.repeat(MAX_SHOWN_CHARS - 1)}🙂🙂`;
    const { pieces, cut } = toVisibleText(emoji);
    expect(pieces).toEqual(['x'.repeat(MAX_SHOWN_CHARS - 1)]);
    expect(cut).toBe(4);
  });
});
