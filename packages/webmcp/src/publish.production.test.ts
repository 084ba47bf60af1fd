// Spec §10, §16.1: what publish tells about refusals, in both builds. This file runs in the `unit`
// project (development) and in the `production` project; `onError` gets the browser's own error in
// both, and only development prints the warnings (TM302, TM304).
import { createToolmark, ok } from '@toolmark/core';
import { describe, expect, test, vi } from 'vitest';
import { collectWarnings, printed } from '../../core/src/warnings.test-support.js';
import type { ModelContextLike } from './model-context.js';
import { publish } from './publish.js';

const warned = collectWarnings();

function registry() {
  const tm = createToolmark();
  for (const name of ['a', 'b']) tm.register({ name, description: name, run: () => ok() });
  return tm;
}

const refusingWith = (error: unknown): ModelContextLike =>
  Object.assign(new EventTarget(), {
    registerTool: async () => {
      throw error;
    },
  });

const task = () => new Promise((resolve) => setTimeout(resolve));

describe('spec §16.1 refusals, in both builds', () => {
  test('onError gets the browser’s error itself, once per tool; nothing is printed', async () => {
    const error = new DOMException('Permissions policy', 'NotAllowedError');
    const onError = vi.fn();
    await publish(registry(), { modelContext: refusingWith(error), onError }).settled();
    await task();
    expect(onError.mock.calls).toEqual([
      [error, 'a'],
      [error, 'b'],
    ]);
    expect(onError.mock.calls[0]![0]).toBe(error);
    expect(warned).toEqual([]);
  });

  test('without onError, a document that may not use tools is one warning for all its tools (TM304)', async () => {
    await publish(registry(), { modelContext: refusingWith(new DOMException('Permissions policy', 'NotAllowedError')) }).settled();
    await task();
    expect(warned).toEqual(printed('TM304', 'publish: this document may not register tools (NotAllowedError: Permissions policy): nothing is published'));
  });

  test('a taken or bad name is one warning per tool (TM304); another refusal, after its retry (TM302)', async () => {
    await publish(registry(), { modelContext: refusingWith(new DOMException('Duplicate tool name', 'InvalidStateError')) }).settled();
    await task();
    expect(warned).toEqual([
      ...printed('TM304', "publish: the browser refused 'a' for good (InvalidStateError: Duplicate tool name): it is tried again only when its definition changes"),
      ...printed('TM304', "publish: the browser refused 'b' for good (InvalidStateError: Duplicate tool name): it is tried again only when its definition changes"),
    ]);
    warned.length = 0;
    await publish(registry(), { modelContext: refusingWith(new DOMException('Busy', 'UnknownError')) }).settled();
    await task();
    expect(warned).toEqual([...printed('TM302', "publish: the browser refused 'a': UnknownError: Busy"), ...printed('TM302', "publish: the browser refused 'b': UnknownError: Busy")]);
  });
});
