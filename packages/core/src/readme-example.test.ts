import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test, vi } from 'vitest';

const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
// The README's first TypeScript block is the example; it runs here exactly as printed.
const example = /```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
const modulePath = fileURLToPath(new URL('../readme-example.generated.ts', import.meta.url));

afterAll(() => rmSync(modulePath, { force: true }));

test('the README example registers a tool, calls it and prints what its comment says', async () => {
  expect(example.split('\n').filter(Boolean).length).toBeLessThanOrEqual(12);
  writeFileSync(modulePath, example);
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await import(/* @vite-ignore */ modulePath);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toEqual({ sku: 'TM-MUG', qty: 1 });
    expect(example).toContain("console.log(result.structuredContent); // { sku: 'TM-MUG', qty: 1 }");
  } finally {
    log.mockRestore();
  }
});
