import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readOrigins } from './read-origins.js';

const SELF = 'https://shop.example';

describe('readOrigins', () => {
  test('empty or self is the page origin; origins are normalized and deduplicated', () => {
    expect(readOrigins('', SELF)).toEqual({ origins: [SELF], problems: [] });
    expect(readOrigins('  self ', SELF).origins).toEqual([SELF]);
    expect(readOrigins('https://a.example https://b.example:8443/\n https://a.example self', SELF).origins).toEqual([
      'https://a.example',
      'https://b.example:8443',
      SELF,
    ]);
  });

  test("'*', paths, null and non-origins are refused; none left means no bridge", () => {
    const { origins, problems } = readOrigins('* https://a.example/path null data:text/plain,x a.example https://ok.example', SELF);
    expect(origins).toEqual(['https://ok.example']);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toContain("'*' is not an origin");
    const none = readOrigins('*', SELF);
    expect(none.origins).toEqual([]);
    expect(none.problems.at(-1)).toBe('data-origins names no usable origin: the bridge is off');
  });

  test('self on an opaque page (sandboxed frame, file:) is refused', () => {
    expect(readOrigins('self', 'null').origins).toEqual([]);
  });

  test('the origins are frozen', () => {
    expect(Object.isFrozen(readOrigins('self', SELF).origins)).toBe(true);
  });

  test('property: any text parses without throwing, and every accepted origin is a bare origin', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.webUrl(), fc.string(), fc.constant('self'))), (tokens) => {
        for (const origin of readOrigins(tokens.join(' '), SELF).origins) expect(new URL(origin).origin).toBe(origin);
      }),
    );
  });
});
