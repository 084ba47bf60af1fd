import { describe, expect, test } from 'vitest';
import { isToolmarkError } from './errors.js';
import { formatPath, parsePath } from './paths.js';

describe('spec §6 parsePath', () => {
  test.each([
    ['a', ['a']],
    ['payment.card.number', ['payment', 'card', 'number']],
    ['passengers[*].passport', ['passengers', null, 'passport']],
    ['passengers.*.passport', ['passengers', null, 'passport']],
    ['items[0]', ['items', 0]],
    ['items[12].qty', ['items', 12, 'qty']],
    ['[3]', [3]],
    ['*', [null]],
    ['[*]', [null]],
    ['fields["billing.zip"]', ['fields', 'billing.zip']],
    ['fields["a]b"].c', ['fields', 'a]b', 'c']],
    ['["quo\\"te"]', ['quo"te']],
    ['a[0][1]', ['a', 0, 1]],
    ['__proto__.x', ['__proto__', 'x']],
    ['a-b_c$', ['a-b_c$']],
  ])('parses %s', (path, segments) => {
    expect(parsePath(path)).toEqual(segments);
  });

  test.each([
    ['', 'empty path'],
    ['a.', 'empty or malformed name'],
    ['.a', 'empty or malformed name'],
    ['a..b', 'empty or malformed name'],
    ['a[', "unclosed '['"],
    ['a[0', "unclosed '['"],
    ['a["x', "unclosed '['"],
    ['a[x]', 'is neither an index'],
    ['a[01]', 'is neither an index'],
    ['a[-1]', 'is neither an index'],
    ['a]', 'empty or malformed name'],
    ['a[0]b', "expected '.' or '['"],
    ['a["x"y]', "unclosed '['"],
  ])('rejects %j with invalid_definition (%s)', (path, why) => {
    let error: unknown;
    try {
      parsePath(path);
    } catch (caught) {
      error = caught;
    }
    expect(isToolmarkError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'invalid_definition', details: { path } });
    expect((error as Error).message).toContain(`Invalid sensitive path '${path}'`);
    expect((error as Error).message).toContain(why);
  });
});

describe('spec §3.2 formatPath', () => {
  test.each([
    [[], ''],
    [['origin'], 'origin'],
    [['items', 2, 'qty'], 'items[2].qty'],
    [[0], '[0]'],
    [[0, 'a'], '[0].a'],
    [['a', 'b', 'c'], 'a.b.c'],
    [['m', 1, 2], 'm[1][2]'],
  ] as const)('formats %j as %j', (path, expected) => {
    expect(formatPath(path)).toBe(expected);
  });

  test('formats symbols by their description', () => {
    expect(formatPath(['a', Symbol('s')])).toBe('a.Symbol(s)');
  });
});
