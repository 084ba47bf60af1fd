// @vitest-environment happy-dom
// The polyfill add-on (spec §18.10): installs where there is no model context, once per page.
import { findModelContext, isModelContextPolyfill } from '@toolmark/webmcp';
import { afterEach, describe, expect, test } from 'vitest';
import { start } from './polyfill.js';

afterEach(() => {
  // The polyfill defines `modelContext` on Document.prototype: taken off for the next test.
  delete (Document.prototype as { modelContext?: unknown }).modelContext;
});

describe('the polyfill add-on', () => {
  test('a later copy of its script does nothing, even before the first has installed', async () => {
    await start(null, false);
    expect(findModelContext()).toBeUndefined();
    await start(null, true);
    expect(isModelContextPolyfill(findModelContext())).toBe(true);
  });
});
