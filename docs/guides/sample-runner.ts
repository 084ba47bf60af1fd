import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, vi } from 'vitest';

/** A `console.log(...)` line of a sample and the value its trailing comment promises. */
interface PromisedLog {
  readonly line: string;
  readonly expected: unknown;
}

/**
 * Finds a sample file. (Paths, not `new URL(…, import.meta.url)`: Vite rewrites those into served URLs.)
 *
 * @param name The file name under `guides/samples/`.
 * @returns Its absolute path.
 */
export function samplePath(name: string): string {
  return join(import.meta.dirname, 'samples', name);
}

/**
 * Reads the promises a sample makes: each `console.log(…); // value` line, the comment read as a
 * JavaScript expression. Guides show these comments as output, so they must hold.
 *
 * @param source The sample's text.
 * @returns The promised values, in source order.
 */
export function promisedLogs(source: string): PromisedLog[] {
  const promised: PromisedLog[] = [];
  for (const line of source.split('\n')) {
    const match = /^\s*console\.log\(.*\);\s*\/\/\s*(.+)$/.exec(line);
    if (match) promised.push({ line: line.trim(), expected: new Function(`return (${match[1]});`)() });
  }
  return promised;
}

/**
 * Runs a sample module, by default afresh (its imports re-evaluated too), and checks that it prints, in order,
 * exactly what its `// value` comments say.
 *
 * @param name The sample's file name under `guides/samples/`, such as `spa-call.ts`.
 * @param options `fresh: false` keeps the modules loaded before (the sample then shares their state).
 * @returns The sample's exports and every value it logged.
 */
export async function runSample<T = Record<string, unknown>>(name: string, options: { fresh?: boolean } = {}): Promise<{ module: T; logs: unknown[] }> {
  const path = samplePath(name);
  const promised = promisedLogs(readFileSync(path, 'utf8'));
  if (options.fresh !== false) vi.resetModules();
  const logs: unknown[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...values: unknown[]) => {
    // One value per line: the comment after it promises exactly that value.
    expect(values, 'a sample logs one value per console.log').toHaveLength(1);
    logs.push(values[0]);
  });
  let module: T;
  try {
    module = (await import(/* @vite-ignore */ path)) as T;
  } finally {
    log.mockRestore();
  }
  expect(logs.length, 'every console.log of the sample carries a // value comment').toBe(promised.length);
  promised.forEach(({ line, expected }, index) => expect(logs[index], line).toEqual(expected));
  return { module, logs };
}
