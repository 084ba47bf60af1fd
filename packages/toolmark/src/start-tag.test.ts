// @vitest-environment happy-dom
// How an entry starts (spec §18.1, §18.5, D220): the tag waits for the add-ons whose classic scripts
// came first, and a later copy waits for the first and is told it is one (TM701).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { isToolmarkGlobal } from './brand.js';
import * as CORE_API from './core-api.js';
import type { ToolmarkGlobal } from './install.js';
import { STARTING, startTag, type StartingDocument } from './start-tag.js';

let global: { Toolmark?: unknown; document: Document };
let warn: ReturnType<typeof vi.spyOn>;

/** A promise and its settling functions, as a classic script leaves its start. */
function deferred(): { promise: Promise<unknown>; resolve: () => void; reject: (error: unknown) => void } {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<unknown>((yes, no) => ((resolve = () => yes(undefined)), (reject = no)));
  return { promise, resolve, reject };
}

const tag = (first: boolean) => startTag({ flavour: 'core', api: CORE_API, script: null, global }, first);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  global = { document };
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  if (isToolmarkGlobal(global.Toolmark)) global.Toolmark.dispose();
  delete (document as StartingDocument)[STARTING];
  warn.mockRestore();
});

describe('startTag', () => {
  test.each(['polyfill', 'json-schema'])('the first copy waits for a %s add-on that started before it, then installs', async (role) => {
    const addOn = deferred();
    (document as StartingDocument)[STARTING] = { [role]: addOn.promise };
    const started = tag(true);
    await flush();
    expect(global.Toolmark).toBeUndefined();
    addOn.resolve();
    const toolmark = await started;
    expect(isToolmarkGlobal(toolmark)).toBe(true);
    expect(global.Toolmark).toBe(toolmark);
  });

  test('an add-on that failed to start does not keep the tag from installing', async () => {
    const addOn = deferred();
    (document as StartingDocument)[STARTING] = { polyfill: addOn.promise };
    const started = tag(true);
    addOn.reject(new Error('offline'));
    expect(isToolmarkGlobal(await started)).toBe(true);
  });

  test('without add-ons before it, the first copy installs without waiting on anything', async () => {
    expect(isToolmarkGlobal(await tag(true))).toBe(true);
  });

  test('a second copy waits for the first, gets its global and is warned about (TM701)', async () => {
    const first = deferred();
    (document as StartingDocument)[STARTING] = { toolmark: first.promise };
    // The second copy's chunk arrives first: it must not install in the first's place.
    const second = tag(false);
    await flush();
    expect(global.Toolmark).toBeUndefined();
    const installed = (await tag(true)) as ToolmarkGlobal;
    first.resolve();
    expect(await second).toBe(installed);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[toolmark TM701\] Toolmark 0\.1\.0 \(core\) is already loaded/));
  });

  test('a second copy does not wait for the add-ons: only for the first copy', async () => {
    const addOn = deferred();
    (document as StartingDocument)[STARTING] = { polyfill: addOn.promise };
    // No first copy on record (the ESM twin imported by a bundler, say): it installs.
    expect(isToolmarkGlobal(await tag(false))).toBe(true);
  });
});
