import { describe, expect, test } from 'vitest';
import { mixedScripts } from './mixed-scripts.js';

const find = (text: string) => {
  const { foreign, scripts, lookalike } = mixedScripts([...text]);
  return { foreign: [...foreign], scripts, lookalike };
};

describe('mixedScripts (UTS #39 single-script check, per word)', () => {
  test('a word in one script, or in a writing system that mixes by design, is not mixed', () => {
    for (const text of ['paypal.com', 'Москва', 'Ελλάδα', '東京タワーへ', '한국어漢字', 'Zürich-Øst', 'نص عربي', 'iPhone 手机']) {
      expect(find(text)).toEqual({ foreign: [], scripts: [], lookalike: [] });
    }
  });

  test('the letters outside a word’s main script are foreign, and the scripts are named', () => {
    expect(find('p\u0430yp\u0430l')).toEqual({ foreign: [1, 4], scripts: ['Latin', 'Cyrillic'], lookalike: [] });
    // The main script is the one most letters are in: here Cyrillic, so the Latin `t` is the one shown.
    expect(find('ok \u0441\u0430t')).toEqual({ foreign: [5], scripts: ['Cyrillic', 'Latin'], lookalike: [] });
    expect(find('iPhone手机').scripts).toEqual(['Latin', 'Han']);
  });

  test('other decimal digits next to ASCII ones, and a Cyrillic or Greek word of Latin lookalikes, are foreign', () => {
    expect(find('10\u0660').foreign).toEqual([2]);
    expect(find('\u0661\u0660\u0660').foreign).toEqual([]);
    expect(find('\u039A100')).toEqual({ foreign: [0], scripts: [], lookalike: ['Greek'] });
  });
});
