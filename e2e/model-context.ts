// How the e2e tests reach a page's tools as an agent of the browser does: `document.modelContext`
// (native WebMCP or the polyfill), typed by @toolmark/webmcp's global declaration (spec §16.9).
import type { Page } from '@playwright/test';
import type {} from '@toolmark/webmcp';

/**
 * Reads what `document.modelContext.getTools()` lists, without the window handle.
 *
 * @param page The page.
 * @returns The records' name, title, description, input schema and annotations.
 */
export function listTools(page: Page) {
  return page.evaluate(async () =>
    (await document.modelContext!.getTools!()).map(({ name, title, description, inputSchema, annotations }) => ({ name, title, description, inputSchema, annotations })),
  );
}

/**
 * Runs a tool the way an agent of the browser does: its record from `getTools()`, then
 * `executeTool(record, input)`.
 *
 * @param page The page.
 * @param name The tool's name.
 * @param input The input.
 * @returns What `executeTool` resolves to: the result's JSON text.
 */
export function executeTool(page: Page, name: string, input: object | string): Promise<string | null | undefined> {
  return page.evaluate(
    async ([name, input]) => {
      const context = document.modelContext!;
      const tool = (await context.getTools!()).find((record) => record.name === name);
      if (!tool) throw new Error(`document.modelContext lists no tool '${name}'`);
      return context.executeTool!(tool, input);
    },
    [name, input] as const,
  );
}
