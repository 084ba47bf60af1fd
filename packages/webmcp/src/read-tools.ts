// What a model context lists, read one way across the builds in the field (spec §16.9): before
// Chrome 155 `inputSchema` is JSON text, from 160 `getTools()` gives `Tool` objects whose members are
// getters and whose window is `source`.
import type { JsonSchema } from '@toolmark/core';
import { compact, isRecord } from '@toolmark/core/internal';
import { findModelContext, type ModelContextLike, type RegisteredTool, type ToolAnnotations } from './model-context.js';

/** A tool of `getTools()`, as plain data, the same whichever build listed it. */
export interface ListedTool {
  readonly name: string;
  /** `''` when the tool has none. */
  readonly title: string;
  readonly description: string;
  /** The input schema as an object (JSON text parsed); absent when the tool has none, or text that is not an object schema. */
  readonly inputSchema?: JsonSchema;
  readonly annotations?: ToolAnnotations;
  /** The serialized origin of the document that registered the tool. */
  readonly origin: string;
  /** That document's window: `window` in Chrome 152–159, `source` from 160; absent from Toolmark's polyfill before it had one. */
  readonly window?: Window | null;
  /** The browser's own record: what `executeTool` takes. A `Tool` object must be passed as it is, not copied. */
  readonly record: RegisteredTool;
}

/**
 * Lists the tools a model context can see, read member by member (a `Tool` object of Chrome 160 has
 * its members on its prototype: spreading or cloning it gives nothing), with a JSON-text
 * `inputSchema` (before Chrome 155) parsed and the window read from `source` or `window`.
 *
 * @param context The model context; default `findModelContext()`.
 * @returns The tools, in the order the model context lists them; none when it cannot list them
 *   (no model context, or no `getTools`, as before Chrome 152).
 */
export async function readModelContextTools(context: ModelContextLike | undefined = findModelContext()): Promise<ListedTool[]> {
  const records = (await context?.getTools?.()) ?? [];
  return Array.from(records, (record) => {
    const { name, title, description, inputSchema, annotations, origin } = record;
    let schema: unknown = inputSchema;
    if (typeof schema === 'string') {
      try {
        schema = JSON.parse(schema);
      } catch {
        schema = undefined;
      }
    }
    const listed: { -readonly [K in keyof ListedTool]: ListedTool[K] } = { name, title: title ?? '', description, origin, record };
    if (isRecord(schema)) listed.inputSchema = schema;
    if (annotations) {
      // Member by member, as the record: the annotations of a `Tool` object may be getters too.
      const { readOnlyHint, untrustedContentHint, consequentialHint, debugging } = annotations;
      listed.annotations = compact({ readOnlyHint, untrustedContentHint, consequentialHint, debugging });
    }
    const window = 'source' in record ? record.source : record.window;
    if (window !== undefined) listed.window = window;
    return listed;
  });
}
