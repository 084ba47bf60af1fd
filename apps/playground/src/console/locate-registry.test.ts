import { createToolmark } from '@toolmark/core';
import { expect, test } from 'vitest';
import { locateRegistry } from './locate-registry';

const parsed = { readyState: 'complete' };

test('finds the script tag’s registry once its ready promise settles', async () => {
  const tm = createToolmark();
  let ready = false;
  const found = locateRegistry({ Toolmark: { tm, ready: new Promise<void>((resolve) => setTimeout(() => ((ready = true), resolve()), 5)) }, document: parsed });
  expect((await found)?.source).toBe('script-tag');
  expect(ready).toBe(true);
});

test('waits for a script tag that is starting: window.Toolmark is set once its chunk has run', async () => {
  const tm = createToolmark();
  const page: { Toolmark?: unknown; document: object } = { document: { ...parsed } };
  // What the tag's classic script leaves on the document while its chunk loads (spec §18.1).
  const started = new Promise<void>((resolve) => setTimeout(() => ((page.Toolmark = { tm, ready: Promise.resolve() }), resolve()), 20));
  (page.document as Record<symbol, unknown>)[Symbol.for('toolmark.starting')] = { toolmark: started };
  expect(await locateRegistry(page)).toEqual({ tm, source: 'script-tag' });
});

test('finds a page’s own registry at window.toolmark, also one set after the console looked', async () => {
  const tm = createToolmark();
  expect(await locateRegistry({ toolmark: tm, document: parsed })).toEqual({ tm, source: 'page' });
  const late: { toolmark?: unknown; document: object } = { document: parsed };
  const found = locateRegistry(late);
  late.toolmark = tm;
  expect(await found).toEqual({ tm, source: 'page' });
});

test('finds nothing in a page without a registry, or with something else under the names', async () => {
  expect(await locateRegistry({ document: parsed })).toBeUndefined();
  expect(await locateRegistry({ Toolmark: { tm: {} }, toolmark: { manifest() {} }, document: parsed })).toBeUndefined();
});
