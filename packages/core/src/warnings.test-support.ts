// What the `*.production.test.ts` files of every package expect `warn` to print: they run in the
// `unit` project (development) and in the `production` project, with the same expectations.
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
