import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test, vi } from 'vitest';

// The repository's README and the one npm shows for @toolmark/core open with the same example; each
// runs here exactly as printed (its first TypeScript block).
const READMES = ['../../../README.md', '../README.md'];
const modulePath = fileURLToPath(new URL('../readme-example.generated.ts', import.meta.url));

afterAll(() => rmSync(modulePath, { force: true }));

test.each(READMES)('the example of %s registers a tool, calls it and prints what its comment says', async (readme) => {
  const text = readFileSync(fileURLToPath(new URL(readme, import.meta.url)), 'utf8');
  const example = /```ts\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
  expect(example.split('\n').filter(Boolean).length).toBeLessThanOrEqual(12);
  writeFileSync(modulePath, example);
  vi.resetModules();
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await import(/* @vite-ignore */ `${modulePath}?${encodeURIComponent(readme)}`);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toEqual({ sku: 'TM-MUG', qty: 1 });
    expect(example).toContain("console.log(result.structuredContent); // { sku: 'TM-MUG', qty: 1 }");
  } finally {
    log.mockRestore();
  }
});
