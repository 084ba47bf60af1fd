import { describe, expect, test } from 'vitest';
import { fail, image, isToolResult, ok, text } from './result.js';

describe('spec §4 result helpers', () => {
  test('ok(object) carries structured content and its JSON as text', () => {
    expect(ok({ id: 1, tags: ['a'] })).toEqual({
      content: [{ type: 'text', text: '{"id":1,"tags":["a"]}' }],
      structuredContent: { id: 1, tags: ['a'] },
    });
  });

  test('ok(string) uses the string as the text as it is', () => {
    expect(ok('done')).toEqual({ content: [{ type: 'text', text: 'done' }], structuredContent: 'done' });
  });

  test('ok() and ok(undefined) say OK without structured content', () => {
    expect(ok()).toEqual({ content: [{ type: 'text', text: 'OK' }] });
    expect('structuredContent' in ok()).toBe(false);
    expect(ok(undefined)).toEqual({ content: [{ type: 'text', text: 'OK' }] });
  });

  test('ok keeps falsy values that are not undefined', () => {
    expect(ok(0)).toEqual({ content: [{ type: 'text', text: '0' }], structuredContent: 0 });
    expect(ok(null)).toEqual({ content: [{ type: 'text', text: 'null' }], structuredContent: null });
    expect(ok(false)).toEqual({ content: [{ type: 'text', text: 'false' }], structuredContent: false });
  });

  test('ok of a value JSON cannot describe still has text', () => {
    const fn = () => 1;
    const result = ok(fn);
    expect(result.content).toEqual([{ type: 'text', text: String(fn) }]);
    expect(result.structuredContent).toBe(fn);
  });

  test('fail sets isError, the code and the message', () => {
    expect(fail('out_of_stock', 'Only 2 left')).toEqual({
      content: [{ type: 'text', text: 'Only 2 left' }],
      isError: true,
      code: 'out_of_stock',
    });
    expect('issues' in fail('x', 'y')).toBe(false);
  });

  test('fail with issues keeps them', () => {
    const issues = [{ path: 'qty', message: "'qty' must be at least 1" }];
    expect(fail('invalid_input', 'Bad', issues)).toEqual({
      content: [{ type: 'text', text: 'Bad' }],
      isError: true,
      code: 'invalid_input',
      issues,
    });
  });

  test('text holds one text block', () => {
    expect(text('hello')).toEqual({ content: [{ type: 'text', text: 'hello' }] });
  });

  test('image holds inline data or a url', () => {
    expect(image({ data: 'AAAA', mimeType: 'image/png' })).toEqual({
      content: [{ type: 'image', data: 'AAAA', mimeType: 'image/png' }],
    });
    expect(image({ url: 'https://x.test/a.png' })).toEqual({ content: [{ type: 'image', url: 'https://x.test/a.png' }] });
  });
});

describe('spec §4 isToolResult', () => {
  test.each([
    [ok(1), true],
    [fail('a', 'b'), true],
    [{ content: [] }, true],
    [{ content: [{ type: 'custom' }] }, true],
    [null, false],
    [undefined, false],
    ['text', false],
    [{}, false],
    [{ content: 'x' }, false],
    [{ content: [null] }, false],
    [{ content: [{ text: 'no type' }] }, false],
    [{ content: [{ type: 1 }] }, false],
    [[], false],
  ])('isToolResult(%j) is %s', (value, expected) => {
    expect(isToolResult(value)).toBe(expected);
  });
});
