import { createToolmark, fail, image, ok, text } from '@toolmark/core';
import { describe, expect, it } from 'vitest';
import { pendingResult } from '@toolmark/core/internal';
import { readToolInput, toCallToolResult } from './call-result.js';

describe('toCallToolResult', () => {
  it('keeps object structured content and drops other values, which ok() already wrote as text', () => {
    expect(toCallToolResult(ok({ sum: 3 }))).toEqual({ content: [{ type: 'text', text: '{"sum":3}' }], structuredContent: { sum: 3 } });
    expect(toCallToolResult(ok([1, 2]))).toEqual({ content: [{ type: 'text', text: '[1,2]' }] });
    expect(toCallToolResult(ok('done'))).toEqual({ content: [{ type: 'text', text: 'done' }] });
    expect(toCallToolResult(text('hi'))).toEqual({ content: [{ type: 'text', text: 'hi' }] });
  });

  it('carries a failure’s code and issues in _meta', () => {
    expect(toCallToolResult(fail('invalid_input', 'Bad', [{ path: 'a', message: "'a' must be a number" }]))).toEqual({
      content: [{ type: 'text', text: 'Bad' }],
      isError: true,
      _meta: { 'toolmark/code': 'invalid_input', 'toolmark/issues': [{ path: 'a', message: "'a' must be a number" }] },
    });
  });

  it('turns blocks MCP has no form for into the nearest MCP block', () => {
    expect(toCallToolResult(image({ data: 'AAAA', mimeType: 'image/png' })).content).toEqual([{ type: 'image', data: 'AAAA', mimeType: 'image/png' }]);
    expect(toCallToolResult(image({ url: 'https://x.example/a.png' })).content).toEqual([{ type: 'resource_link', uri: 'https://x.example/a.png', name: 'https://x.example/a.png' }]);
    // Only an image by URL becomes a link: a text block a page gave a `url` keeps its text.
    const text = { type: 'text', text: 'Order placed', url: 'https://x.example/o/1' };
    expect(toCallToolResult({ content: [text] } as never).content).toEqual([text]);
    const result = {
      content: [
        { type: 'resource', resource: { uri: 'file:///a.txt', mimeType: 'text/plain', text: 'A', name: 'a' } },
        { type: 'resource', resource: { uri: 'https://x.example/report.pdf', name: 'Report', size: 1200, mimeType: 'application/pdf' } },
      ],
    } as const;
    expect(toCallToolResult(result).content).toEqual([
      { type: 'resource', resource: { uri: 'file:///a.txt', text: 'A', mimeType: 'text/plain' } },
      { type: 'resource_link', uri: 'https://x.example/report.pdf', name: 'Report', mimeType: 'application/pdf', size: 1200 },
    ]);
  });
});

describe('toCallToolResult is plain data (spec §6, issue #33)', () => {
  it('hands on what the registry egressed: no live Error, URL or Map from any run', async () => {
    const tm = createToolmark({ dev: false });
    tm.register({ name: 'odd', description: 'Returns objects', run: () => ok({ error: new Error('declined'), at: new URL('https://shop.test/'), seen: new Map([['k', 1]]) }) });
    tm.register({ name: 'bare', description: 'Returns an error', run: () => ok(new TypeError('bad')) });
    const answer = toCallToolResult(await tm.call('odd', {}));
    expect(answer.structuredContent).toEqual({ error: { name: 'Error', message: 'declined' }, at: 'https://shop.test/', seen: [['k', 1]] });
    const bare = toCallToolResult(await tm.call('bare', {}));
    expect(bare.structuredContent).toEqual({ name: 'TypeError', message: 'bad' });
    expect(bare.structuredContent).not.toBeInstanceOf(Error);
  });
});

describe('toCallToolResult of a pending result (spec §16.2)', () => {
  it('is a normal result, not an error: the text says how to get the outcome, structuredContent is the status, the code is in _meta', () => {
    const tm = createToolmark({ confirm: () => new Promise<boolean>(() => {}) });
    tm.register({ name: 'shop.buy', description: 'Buys', hints: { consequential: true }, run: () => ok() });
    const call = tm.start('shop.buy', {});
    const result = toCallToolResult(pendingResult(call));
    expect(result).toEqual({
      content: [
        {
          type: 'text',
          text:
            "'shop.buy' is waiting for the person to decide: call call-1 has not failed and is not over. Do not call 'shop.buy' again for this. " +
            'Call toolmark.call_status with {"callId":"call-1"} to wait for its outcome.',
        },
      ],
      structuredContent: { status: 'pending', callId: 'call-1', name: 'shop.buy', phase: 'waiting-for-person' },
      _meta: { 'toolmark/code': 'pending' },
    });
    expect(result).not.toHaveProperty('isError');
    call.abort();
  });
});

describe('readToolInput', () => {
  it('parses JSON text (older Chrome) and leaves everything else to validation', () => {
    expect(readToolInput('{"a":1}')).toEqual({ a: 1 });
    expect(readToolInput({ a: 1 })).toEqual({ a: 1 });
    expect(readToolInput('not json')).toBe('not json');
    expect(readToolInput(undefined)).toBeUndefined();
  });
});
