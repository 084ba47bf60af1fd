// Issue #17's red-team pass over <tm-activity>: a flood of calls and hostile results keep the log
// bounded, in entries, DOM and text, and the element keeps working.
import { createToolmark, ok, type Toolmark } from '@toolmark/core';
import { afterEach, describe, expect, test } from 'vitest';
import type { ActivityElement } from './activity.js';
import { defineToolmarkElements } from './define-elements.js';

defineToolmarkElements();

afterEach(() => document.body.replaceChildren());

function log(tm: Toolmark, init: Partial<ActivityElement> = {}): ActivityElement {
  const element = document.createElement('tm-activity');
  Object.assign(element, init);
  element.tm = tm;
  document.body.append(element);
  return element;
}

const items = (element: ActivityElement) => element.shadowRoot!.querySelectorAll('li');

describe('<tm-activity> under a flood', () => {
  // The bounds are counted, not timed: the time of a flood is bench/activity-flood.ts's.
  test('10,000 calls keep 50 entries, and the list never holds more than 50 items', async () => {
    const tm = createToolmark();
    tm.register({ name: 'ping.send', description: 'Pings', hints: { readOnly: true }, run: (input) => ok(`pong ${String((input as { n: number }).n)}`) });
    const element = log(tm);
    await element.updateComplete;
    // The list items in the DOM, change by change (additions counted before removals), the most there
    // ever were, and how many were ever added: the DOM work, whatever the machine's speed.
    const dom = { items: 0, most: 0, added: 0 };
    const isItem = (node: Node) => node.nodeName === 'LI';
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const added = [...record.addedNodes].filter(isItem).length;
        dom.added += added;
        dom.most = Math.max(dom.most, (dom.items += added));
        dom.items -= [...record.removedNodes].filter(isItem).length;
      }
    });
    observer.observe(element.shadowRoot!, { childList: true, subtree: true });
    await Promise.all(Array.from({ length: 10_000 }, (_, n) => tm.call('ping.send', { n })));
    await element.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    console.log(`[activity] 10,000 calls: ${element.entries.length} entries, ${items(element).length} items, at most ${dom.most} in the DOM, ${dom.added} added in all`);
    expect(element.entries).toHaveLength(50);
    expect(dom).toMatchObject({ items: 50, most: 50 });
    expect(items(element)).toHaveLength(50);
    expect(items(element)[49]!.textContent).toContain('pong 9999');
  });

  test.each([Number.NaN, -1, Number.POSITIVE_INFINITY])('a limit of %s keeps the default 50, not everything', async (limit) => {
    const tm = createToolmark();
    tm.register({ name: 'ping.send', description: 'Pings', hints: { readOnly: true }, run: () => ok('pong') });
    const element = log(tm, { limit });
    await element.updateComplete;
    await Promise.all(Array.from({ length: 200 }, () => tm.call('ping.send', {})));
    await element.updateComplete;
    expect(element.entries).toHaveLength(50);
  });

  test('a limit attribute that is not a number keeps the default', async () => {
    const tm = createToolmark();
    tm.register({ name: 'ping.send', description: 'Pings', hints: { readOnly: true }, run: () => ok('pong') });
    const element = log(tm);
    element.setAttribute('limit', 'lots');
    await element.updateComplete;
    await Promise.all(Array.from({ length: 120 }, () => tm.call('ping.send', {})));
    await element.updateComplete;
    expect(element.entries).toHaveLength(50);
  });
});

describe('<tm-activity> with hostile values', () => {
  test('huge results, progress and error messages are cut; deep and cyclic content is not rendered', async () => {
    const tm = createToolmark();
    const huge = 'y'.repeat(1_000_000);
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let i = 0; i < 10_000; i++) at = (at['next'] = {}) as Record<string, unknown>;
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    let release!: () => void;
    const running = new Promise<void>((resolve) => (release = resolve));
    tm.register({
      name: 'data.dump',
      description: 'Dumps',
      hints: { readOnly: true },
      run: async (_input, ctx) => {
        ctx.progress({ progress: 1, total: 2, message: huge });
        await running;
        return { content: [{ type: 'text', text: huge }], structuredContent: { deep, cyclic } };
      },
    });
    tm.register({ name: 'data.fail', description: 'Fails', hints: { readOnly: true }, run: () => Promise.reject(new Error(huge)) });
    const element = log(tm);
    const call = tm.call('data.dump', {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    await element.updateComplete;
    const text = () => element.shadowRoot!.textContent ?? '';
    expect(text().length).toBeLessThan(2_000);
    release();
    await call;
    await tm.call('data.fail', {});
    await element.updateComplete;
    expect(element.entries).toHaveLength(2);
    for (const entry of element.entries) expect((entry.message ?? '').length).toBeLessThanOrEqual(301);
    expect(text().length).toBeLessThan(2_000);
    expect(text()).not.toContain('[object Object]');
  });

  test('a progress report of any shape does not break the log', async () => {
    const tm = createToolmark();
    const hostile: unknown[] = [Symbol('s'), { toString: () => { throw new Error('no'); } }, 10n, null, ['a', 'b']];
    tm.register({
      name: 'odd.progress',
      description: 'Reports odd progress',
      hints: { readOnly: true },
      run: (_input, ctx) => {
        for (const value of hostile) ctx.progress({ progress: value, total: value, message: value } as never);
        return ok('done');
      },
    });
    const element = log(tm);
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      await tm.call('odd.progress', {});
      await element.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(errors).toEqual([]);
      expect(element.shadowRoot!.querySelector('li .status')?.textContent).toBe('finished');
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});
