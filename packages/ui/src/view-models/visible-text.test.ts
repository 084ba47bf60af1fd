import { describe, expect, test } from 'vitest';
import { toVisibleText, type TextPiece } from './visible-text.js';

// The pieces as the card writes them: a code point between ⟨ ⟩.
const read = (text: string) => toVisibleText(text).pieces.map((piece: TextPiece) => (typeof piece === 'string' ? piece : `⟨${piece.codePoint}⟩`)).join('');

describe('toVisibleText (docs/security.md T5: a person reads what the call will do)', () => {
  test('plain text, right-to-left text, accents and emoji stay as they are', () => {
    expect(toVisibleText('Pay 1000 EUR to Ada')).toEqual({ pieces: ['Pay 1000 EUR to Ada'], scripts: [], lookalike: [] });
    expect(toVisibleText('שלום 42')).toEqual({ pieces: ['שלום 42'], scripts: [], lookalike: [] });
    expect(toVisibleText('line 1\nline 2 🙂')).toEqual({ pieces: ['line 1\nline 2 🙂'], scripts: [], lookalike: [] });
    for (const text of ['Crème brûlée', 'Tiếng Việt', 'Привет, мир', 'Ελληνικά', '東京タワーへ行く', '한국어 漢字', 'नमस्ते', 'ภาษาไทย', 'مرحبا ١٢٣']) {
      expect(read(text)).toBe(text);
    }
  });

  test('a right-to-left override cannot turn 0001 into 1000: it is shown as its code point', () => {
    expect(toVisibleText('\u202E0001 EUR').pieces).toEqual([{ codePoint: 'U+202E' }, '0001 EUR']);
    expect(toVisibleText('ada\u2066\u2069').pieces).toEqual(['ada', { codePoint: 'U+2066' }, { codePoint: 'U+2069' }]);
  });

  test('zero-width and other invisible characters in a recipient are shown', () => {
    expect(toVisibleText('pay\u200Bpal.com').pieces).toEqual(['pay', { codePoint: 'U+200B' }, 'pal.com']);
    const invisible = '\u0000\u0007\t\u001B\u007F\u0085\u00AD\u061C\u180E\u200C\u200D\u200E\u200F\u2028\u2029\u2060\uFEFF\u3164';
    const pieces = toVisibleText(invisible).pieces;
    expect(pieces).toHaveLength(invisible.length);
    expect(pieces.every((piece) => typeof piece === 'object')).toBe(true);
    expect(toVisibleText('\u{E0041}').pieces).toEqual([{ codePoint: 'U+E0041' }]);
  });

  test('default-ignorable, private-use, unassigned and lone surrogate characters, and every space but U+0020, are shown', () => {
    expect(read('a\u034Fb')).toBe('a⟨U+034F⟩b');
    expect(read('a\uFE0Fb\u{E0100}')).toBe('a⟨U+FE0F⟩b⟨U+E0100⟩');
    expect(read('\u115F\u1160\uFFA0')).toBe('⟨U+115F⟩⟨U+1160⟩⟨U+FFA0⟩');
    expect(read('1\u00A0000 1\u2009000 1\u3000000')).toBe('1⟨U+00A0⟩000 1⟨U+2009⟩000 1⟨U+3000⟩000');
    expect(read('\uE000\u0378\uD800x')).toBe('⟨U+E000⟩⟨U+0378⟩⟨U+D800⟩x');
  });

  test('the brackets a code point is drawn between are shown too: no text passes for a drawn code point', () => {
    expect(read('\u27E8U+202E\u27E9 \u2329x\u232A \u3008y\u3009')).toBe('⟨U+27E8⟩U+202E⟨U+27E9⟩ ⟨U+2329⟩x⟨U+232A⟩ ⟨U+3008⟩y⟨U+3009⟩');
  });

  test('decomposed letters, stacked or lone marks and ASCII lookalike forms are shown', () => {
    expect(read('Cafe\u0301')).toBe('Cafe⟨U+0301⟩');
    expect(read('\u0301a')).toBe('⟨U+0301⟩a');
    expect(read('x \u0301')).toBe('x ⟨U+0301⟩');
    expect(read('a\u0316\u0317\u0318\u0319\u031A')).toBe('a\u0316\u0317\u0318⟨U+0319⟩⟨U+031A⟩');
    expect(read('\u212Aey \u212B \uFB01le \uFF11\uFF10 \u{1D41A}')).toBe('⟨U+212A⟩ey ⟨U+212B⟩ ⟨U+FB01⟩le ⟨U+FF11⟩⟨U+FF10⟩ ⟨U+1D41A⟩');
    expect(read('\u1100\u1161')).toBe('\u1100⟨U+1161⟩');
  });

  test('a word that mixes scripts shows its foreign letters and names the scripts', () => {
    expect(toVisibleText('p\u0430ypal.com')).toEqual({ pieces: ['p', { codePoint: 'U+0430' }, 'ypal.com'], scripts: ['Latin', 'Cyrillic'], lookalike: [] });
    expect(read('Ad\u03B1 Lovelace')).toBe('Ad⟨U+03B1⟩ Lovelace');
    expect(toVisibleText('\u0440\u0430\u0443pal').scripts).toEqual(['Cyrillic', 'Latin']);
    expect(read('pay 100\u0661')).toBe('pay 100⟨U+0661⟩');
    // A word wholly in Greek or Cyrillic letters that look Latin passes for Latin: shown too.
    expect(toVisibleText('\u039A100')).toEqual({ pieces: [{ codePoint: 'U+039A' }, '100'], scripts: [], lookalike: ['Greek'] });
    expect(read('\u0440\u043E\u0441 \u0441\u043E\u0441\u043D\u0430')).toBe('⟨U+0440⟩⟨U+043E⟩⟨U+0441⟩ \u0441\u043E\u0441\u043D\u0430');
    // Each word alone: a Russian word next to an English one is not mixed.
    expect(toVisibleText('Moscow Москва').scripts).toEqual([]);
  });
});
