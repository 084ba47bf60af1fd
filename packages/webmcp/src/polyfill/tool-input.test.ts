import { describe, expect, it } from 'vitest';
import { copyToolInput, toResultText } from './tool-input.js';

describe('copyToolInput', () => {
  it('copies objects and arrays through JSON; a missing input is {}', () => {
    const input = { a: 1, when: new Date(0), gone: undefined, nested: { b: [1] } };
    const copy = copyToolInput(input);
    expect(copy).toEqual({ a: 1, when: '1970-01-01T00:00:00.000Z', nested: { b: [1] } });
    expect(copy).not.toBe(input);
    expect(copyToolInput([1, 2])).toEqual([1, 2]);
    expect(copyToolInput(undefined)).toEqual({});
  });

  it('refuses with TypeError what is not an object, or has no JSON object', () => {
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    for (const input of ['{}', 1, true, null, { toJSON: () => undefined }, { toJSON: () => 'text' }, cycle, { n: 1n }]) {
      expect(() => copyToolInput(input)).toThrow(TypeError);
    }
  });
});

describe('toResultText', () => {
  it('keeps a string, writes JSON otherwise, and the string of what has no JSON', () => {
    expect([toResultText('ok'), toResultText({ a: 1 }), toResultText(undefined), toResultText(1n)]).toEqual(['ok', '{"a":1}', 'undefined', '1']);
  });
});
