import { describe, expect, test } from 'vitest';
import { formatKey, literalText, stringText } from './row-text.js';

describe('row-text (docs/security.md T5: two different values never read the same)', () => {
  test('a string is bare unless it would read as something else', () => {
    expect(stringText('Ada Lovelace')).toBe('Ada Lovelace');
    expect(stringText('12 rue Cler')).toBe('12 rue Cler');
    for (const text of ['', ' Ada', 'Ada ', '\n', '12', '-0', '1e+21', 'NaN', 'Infinity', '12n', 'true', 'null', 'undefined', '[redacted]', '[]', '{}', '“x”', '"x"', '2030-01-02T00:00:00.000Z', 'Invalid Date']) {
      expect(stringText(text)).toBe(`“${text}”`);
    }
  });

  test('values that are not strings read as their kind', () => {
    expect([12, -0, 1e21, 12n, true, null, undefined, [], {}, Object.create(null), new Date(0), new Date(Number.NaN)].map(literalText)).toEqual([
      '12', '-0', '1e+21', '12n', 'true', 'null', 'undefined', '[]', '{}', '{}', '1970-01-01T00:00:00.000Z', 'Invalid Date',
    ]);
    expect(literalText(() => 1)).toBe('[function]');
    expect(literalText(new Map())).toBe('[object]');
  });

  test('a path names one place: odd keys are quoted as JSON', () => {
    expect(formatKey(['passengers', 0, 'name'])).toBe('passengers[0].name');
    expect(formatKey(['f', 'billing.zip'])).toBe('f["billing.zip"]');
    expect(formatKey(['a', '0'])).toBe('a.0');
    expect(formatKey(['a', '[0]'])).toBe('a["[0]"]');
    expect(formatKey(['', ' ', 'a"b'])).toBe('[""][" "]["a\\"b"]');
    expect(formatKey([])).toBe('');
  });
});
