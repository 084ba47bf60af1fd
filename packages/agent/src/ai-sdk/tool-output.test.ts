import { fail, image, ok, text } from '@toolmark/core';
import { describe, expect, test } from 'vitest';
import { toAiSdkToolOutput } from './tool-output.js';

describe('toAiSdkToolOutput', () => {
  test('a successful result: one text block as text, anything else as content parts', () => {
    expect(toAiSdkToolOutput(ok({ n: 1 }))).toEqual({ type: 'text', value: '{"n":1}' });
    expect(toAiSdkToolOutput({ content: [] })).toEqual({ type: 'text', value: '' });
    expect(
      toAiSdkToolOutput({
        content: [...text('see').content, ...image({ data: 'AAAA', mimeType: 'image/png' }).content, ...image({ url: 'https://x.test/a.png' }).content, { type: 'resource', resource: { uri: 'file:///a.txt', name: 'a' } }],
      }),
    ).toEqual({
      type: 'content',
      value: [
        { type: 'text', text: 'see' },
        { type: 'image-data', data: 'AAAA', mediaType: 'image/png' },
        { type: 'image-url', url: 'https://x.test/a.png' },
        { type: 'text', text: '{"uri":"file:///a.txt","name":"a"}' },
      ],
    });
  });

  test("for ai 7, images are its `file` parts (it deprecates `image-*`); everything else is the same", () => {
    const shots = {
      content: [...image({ data: 'AAAA', mimeType: 'image/png' }).content, ...image({ url: 'https://x.test/a.png' }).content, ...image({ url: 'https://x.test/b', mimeType: 'image/webp' }).content],
    };
    expect(toAiSdkToolOutput(shots, 7)).toEqual({
      type: 'content',
      value: [
        { type: 'file', mediaType: 'image/png', data: { type: 'data', data: 'AAAA' } },
        { type: 'file', mediaType: 'image', data: { type: 'url', url: new URL('https://x.test/a.png') } },
        { type: 'file', mediaType: 'image/webp', data: { type: 'url', url: new URL('https://x.test/b') } },
      ],
    });
    // A URL ai 7 cannot parse stays the part ai 7 reads it from, as ai 7 would.
    expect(toAiSdkToolOutput(image({ url: '/a.png' }), 7)).toEqual({ type: 'content', value: [{ type: 'image-url', url: '/a.png' }] });
    expect(toAiSdkToolOutput(shots)).toEqual(toAiSdkToolOutput(shots, 6));
    for (const result of [ok({ n: 1 }), text('a'), fail('declined', 'No'), fail('out_of_stock', 'None')]) expect(toAiSdkToolOutput(result, 7)).toEqual(toAiSdkToolOutput(result));
  });

  test('declined is the SDK\'s execution-denied; every other failure is error-json with its stable code', () => {
    expect(toAiSdkToolOutput(fail('declined', 'No one approved it'))).toEqual({ type: 'execution-denied', reason: 'No one approved it' });
    expect(toAiSdkToolOutput(fail('out_of_stock', 'No more tea'))).toEqual({ type: 'error-json', value: { code: 'out_of_stock', message: 'No more tea' } });
    expect(toAiSdkToolOutput(fail('invalid_input', "'q' must be a string", [{ path: 'q', message: 'must be a string' }]))).toEqual({
      type: 'error-json',
      value: { code: 'invalid_input', message: "'q' must be a string", issues: [{ path: 'q', message: 'must be a string' }] },
    });
    expect(toAiSdkToolOutput({ content: [], isError: true })).toEqual({ type: 'error-json', value: { code: 'run_failed', message: '' } });
  });
});
