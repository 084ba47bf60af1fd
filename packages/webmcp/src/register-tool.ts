// One registration with the browser, and what a refusal makes of it (spec §16.1 Refusals).
import type { ManifestEntry } from '@toolmark/core';
import type { ModelContextLike, ModelContextTool } from './model-context.js';

/**
 * One `registerTool` of one entry: aborting it unregisters the tool. `refused` once the browser would
 * not take it (it is tried again only when its definition changes).
 */
export interface Registration extends AbortController {
  readonly entry: ManifestEntry;
  refused?: boolean;
}

/** Tells the publisher that the browser refused a tool; `permanent` when trying again cannot help. */
export type ReportRefusal = (error: unknown, permanent: boolean) => void;

// What WebMCP's registerTool refuses for good: a document that may not use tools (NotAllowedError),
// an origin to expose the tool to that is not trustworthy (SecurityError), and a document that is not
// active, a bad or taken name or an empty description (InvalidStateError).
const PERMANENT = /^(NotAllowed|Security|InvalidState)Error$/;

/**
 * Registers a tool, and answers a refusal (spec §16.1 Refusals):
 *
 * - a `TypeError` or `SyntaxError` for an object `inputSchema`: tried again at once with the schema as
 *   JSON text, which builds before Chrome 155 take. When that is refused too, the first error counts.
 *   Nothing is remembered: on such a build every tool costs two `registerTool` calls, which is cheaper
 *   than the code that would remember it.
 * - a permanent refusal (`NotAllowedError`, `SecurityError`, `InvalidStateError`) is reported at
 *   once, without a retry, except an `InvalidStateError` for a name a Toolmark registration held:
 *   a build that unregisters asynchronously may still count that tool, so one retry, a task later.
 * - any other refusal: one retry, a task later, then reported.
 *
 * Nothing is reported once the registration was aborted.
 *
 * @param context The model context.
 * @param tool The tool, with an object schema.
 * @param registration The registration, whose signal unregisters the tool.
 * @param held Whether a Toolmark registration held the name until now.
 * @param report Told of a refusal, once.
 */
export async function registerTool(context: ModelContextLike, tool: ModelContextTool, registration: Registration, held: boolean, report: ReportRefusal): Promise<void> {
  const { signal } = registration;
  const register = (text?: boolean) => context.registerTool(text ? { ...tool, inputSchema: JSON.stringify(tool.inputSchema) } : tool, { signal });
  for (let retried = false; ; retried = true) {
    try {
      return void (await register());
    } catch (error) {
      if (signal.aborted) return;
      const name = String((error as Error | null)?.name);
      if (/^(Type|Syntax)Error$/.test(name)) {
        try {
          return void (await register(true));
        } catch {
          if (signal.aborted) return;
        }
      }
      const permanent = PERMANENT.test(name);
      if (!retried && (!permanent || (held && name === 'InvalidStateError'))) {
        await new Promise((resolve) => setTimeout(resolve));
        continue;
      }
      registration.refused = true;
      return report(error, permanent);
    }
  }
}
