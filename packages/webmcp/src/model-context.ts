import type { JsonSchema } from '@toolmark/core';

/** What `registerTool` takes: the WebMCP tool dictionary with its `execute` function. */
export interface ModelContextTool {
  readonly name: string;
  readonly title?: string;
  readonly description: string;
  readonly inputSchema?: JsonSchema | string;
  readonly annotations?: {
    readonly readOnlyHint?: boolean;
    readonly untrustedContentHint?: boolean;
    readonly consequentialHint?: boolean;
  };
  /** Runs the tool. Chromium passes `{ signal }` as the second argument; older builds pass other things or nothing. */
  readonly execute: (input: unknown, options?: unknown) => unknown;
}

/** A record of `getTools()`: the tool's description without `execute`, plus what the browser adds. */
export interface RegisteredTool {
  readonly name: string;
  readonly title?: string;
  readonly description: string;
  readonly inputSchema?: unknown;
  readonly annotations?: Readonly<Record<string, unknown>>;
  readonly origin?: string;
}

/**
 * The surface of `document.modelContext` that Toolmark uses: `registerTool` may return a promise or
 * nothing; what it returns is only awaited.
 */
export interface ModelContextLike extends EventTarget {
  registerTool(tool: ModelContextTool, options?: { readonly signal?: AbortSignal }): unknown;
  getTools?(): Promise<readonly RegisteredTool[]> | readonly RegisteredTool[];
  executeTool?(tool: RegisteredTool | string, input: unknown): Promise<unknown>;
}

/**
 * Finds the page's model context, `document.modelContext`: a value with a `registerTool` function.
 *
 * @param scope Where to look; default `globalThis`.
 * @returns The model context, or `undefined` when the browser has none.
 */
export function findModelContext(scope: typeof globalThis = globalThis): ModelContextLike | undefined {
  const context = (scope.document as { modelContext?: ModelContextLike } | undefined)?.modelContext;
  return typeof context?.registerTool === 'function' ? context : undefined;
}
