// @vitest-environment happy-dom
import { createToolmark, ok } from '@toolmark/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitToolChanges } from './await-tool-changes.js';
import { executeByName } from './polyfill.test-support.js';
import { createModelContextPolyfill } from './polyfill.js';
import { publish } from './publish.js';

afterEach(() => vi.useRealTimers());

const tool = (name: string) => ({ name, description: name, run: () => ok(name) });

describe('awaitToolChanges (spec §4, tools)', () => {
  it('resolves at once when the registry matches, else once it comes to match', async () => {
    const tm = createToolmark({ dev: true });
    const search = tm.register(tool('catalog.search'));
    await awaitToolChanges(tm, { added: ['catalog.search'] });
    let done = false;
    const waiting = awaitToolChanges(tm, { added: ['checkout.pay'], removed: ['catalog.search'] }).then(() => (done = true));
    tm.register(tool('checkout.pay'));
    await Promise.resolve();
    expect(done, 'catalog.search is still there').toBe(false);
    search.dispose();
    await waiting;
    expect(done).toBe(true);
  });

  it('gives up after the timeout: the answer is not withheld for a tool that never comes', async () => {
    vi.useFakeTimers();
    const tm = createToolmark({ dev: true });
    let done = false;
    void awaitToolChanges(tm, { added: ['never'] }, 500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('publish answers a call that names its tool changes once the browser lists them', () => {
  for (const named of [true, false]) {
    it(named ? 'with result.tools: the new tool is listed when the answer comes' : 'without: the answer comes before the tool is there (what the field is for)', async () => {
      const tm = createToolmark({ dev: true });
      tm.register({
        name: 'catalog.checkout',
        description: 'Goes to the checkout',
        run: () => {
          // The page shows the checkout in a later task, as a router renders after the call returns.
          setTimeout(() => tm.register(tool('checkout.pay')), 20);
          return named ? { ...ok({ page: 'checkout' }), tools: { added: ['checkout.pay'] } } : ok({ page: 'checkout' });
        },
      });
      const context = createModelContextPolyfill();
      await publish(tm, { modelContext: context }).settled();
      await executeByName(context, 'catalog.checkout', {});
      const listed = (await context.getTools()).map((record) => record.name);
      expect(listed.includes('checkout.pay')).toBe(named);
    });
  }
});
