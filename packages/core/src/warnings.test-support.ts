// What the `*.production.test.ts` files of every package expect `warn` to print: they run in the
// `unit` project (development) and in the `production` project, with the same expectations.
import { afterEach, beforeEach, vi } from 'vitest';
import { WARNING_PAGES } from './dev.js';

/**
 * Gives the lines `warn(code, message)` prints: one in development builds, none in production.
 *
 * @param code The warning's code.
 * @param message Its message, without the final period `warn` adds.
 * @returns The printed lines.
 */
export function printed(code: string, message: string): string[] {
  return import.meta.env.DEV ? [`[toolmark ${code}] ${message}. See ${WARNING_PAGES}${code}.md`] : [];
}

/**
 * Collects what `console.warn` prints during each test of the file (the array is emptied before each).
 *
 * @returns The lines printed so far in the running test.
 */
export function collectWarnings(): string[] {
  const warned: string[] = [];
  beforeEach(() => {
    warned.length = 0;
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void warned.push(line));
  });
  afterEach(() => void vi.restoreAllMocks());
  return warned;
}
