// The polyfill's brand read without its module (page-marks.ts): the same answer as @toolmark/webmcp's check.
import { isModelContextPolyfill } from '@toolmark/webmcp';
import { describe, expect, test } from 'vitest';
import { installedToolmark } from './brand.js';
import { isPolyfillContext } from './page-marks.js';

describe('isPolyfillContext', () => {
  const branded = Object.create({ [Symbol.for('toolmark.modelContextPolyfill')]: true }) as object;
  test.each([
    ['a polyfill (the brand on its prototype)', branded, true],
    ['a native model context', { registerTool() {} }, false],
    ['another brand', { [Symbol('toolmark.modelContextPolyfill')]: true }, false],
    ['null', null, false],
    ['a string', 'toolmark.modelContextPolyfill', false],
  ])('%s: as isModelContextPolyfill says', (_, context, expected) => {
    expect(isPolyfillContext(context)).toBe(expected);
    expect(isModelContextPolyfill(context)).toBe(expected);
  });
});

describe('installedToolmark', () => {
  test('reads a value set on the window, and never runs an accessor (the loader stand-in)', () => {
    expect(installedToolmark({ Toolmark: 7 })).toBe(7);
    let read = false;
    const standing = Object.defineProperty({}, 'Toolmark', { get: () => void (read = true), configurable: true });
    expect(installedToolmark(standing)).toBeUndefined();
    expect(read).toBe(false);
    expect(installedToolmark({})).toBeUndefined();
  });
});
