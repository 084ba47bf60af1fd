// Runs a polyfilled tool by name, as the tests of publishing do: the record is looked up first, as an
// in-page agent does (`executeTool` takes a record of `getTools()`, not a name).
import type { ModelContextPolyfill } from './polyfill.js';

/**
 * Runs the tool of that name with `executeTool`.
 *
 * @param context The polyfill.
 * @param name The tool's name.
 * @param input The input.
 * @param options `executeTool`'s options.
 * @returns What `executeTool` resolves to.
 */
export async function executeByName(context: ModelContextPolyfill, name: string, input?: unknown, options?: { signal?: AbortSignal }): Promise<string | null> {
  const record = (await context.getTools()).find((tool) => tool.name === name);
  if (!record) throw new DOMException(`No tool named '${name}'`, 'UnknownError');
  return context.executeTool(record, input as object, options);
}
