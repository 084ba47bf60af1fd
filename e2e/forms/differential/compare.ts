// Compares a batch of generated forms in the page: one `setHTMLUnsafe` write, one `getTools()`, and for
// each form the JSON text of Chromium's inputSchema next to Toolmark's (native-parity setting).
import type { Page } from '@playwright/test';
import { toHtml } from './markup';
import type { GeneratedForm } from './generate-form';

/** What the page says about one generated form. */
export interface Comparison {
  readonly toolname: string;
  /** Chromium's inputSchema as JSON text, `null` when Chromium registered no tool. */
  readonly native: string | null;
  /** Toolmark's schema as JSON text, `null` when it found no form, or the error it threw. */
  readonly toolmark: string | null;
}

/**
 * Writes the HTML of a batch of forms, each in its own `<section>` with the controls outside it.
 *
 * @param forms The forms.
 * @returns The HTML.
 */
export function batchHtml(forms: readonly GeneratedForm[]): string {
  return forms.map((form) => `<section>${form.parts.map(toHtml).join('')}</section>`).join('\n');
}

/**
 * Loads a batch of forms into the differential fixture page and reads both schemas of each.
 *
 * @param page A page on `forms/differential.html` (harness loaded).
 * @param forms The forms.
 * @returns One comparison per form, in order.
 */
export async function compareBatch(page: Page, forms: readonly GeneratedForm[]): Promise<Comparison[]> {
  return page.evaluate(
    async ({ html, toolnames }) => {
      // Not innerHTML: only setHTMLUnsafe parses declarative shadow roots.
      document.getElementById('forms')!.setHTMLUnsafe(html);
      // Chromium registers declarative forms a task after they are inserted: wait until every one is
      // listed, or a second has passed (a form Chromium refuses never appears).
      let tools: Awaited<ReturnType<NonNullable<NonNullable<typeof document.modelContext>['getTools']>>> = [];
      for (const started = Date.now(); Date.now() - started < 1000; ) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        tools = await document.modelContext!.getTools!();
        const listed = new Set(tools.map((tool) => tool.name));
        if (toolnames.every((toolname) => listed.has(toolname))) break;
      }
      const native = new Map(tools.map((tool) => [tool.name, tool.inputSchema]));
      const options = { additions: false, sensitiveFields: 'include' } as const;
      const text = (schema: unknown) => (schema === undefined ? null : typeof schema === 'string' ? schema : JSON.stringify(schema));
      return toolnames.map((toolname) => {
        let toolmark: string | null;
        try {
          toolmark = text(window.formsHarness.schema(toolname, options));
        } catch (error) {
          toolmark = `threw ${String(error)}`;
        }
        return { toolname, native: text(native.get(toolname)), toolmark };
      });
    },
    { html: batchHtml(forms), toolnames: forms.map((form) => form.toolname) },
  );
}

type Schema = { properties?: Record<string, unknown>; required?: unknown };

/**
 * Describes how two schemas differ, property by property: the smallest text that shows a difference.
 *
 * @param native Chromium's JSON text.
 * @param toolmark Toolmark's JSON text.
 * @returns One line per difference (order of properties, a property's JSON, `required`, other keys).
 */
export function diffSchemas(native: string, toolmark: string): string[] {
  let ours: Schema;
  let theirs: Schema;
  try {
    [ours, theirs] = [JSON.parse(toolmark) as Schema, JSON.parse(native) as Schema];
  } catch {
    return [`toolmark: ${toolmark}`];
  }
  const lines: string[] = [];
  const [a, b] = [theirs.properties ?? {}, ours.properties ?? {}];
  if (JSON.stringify(Object.keys(a)) !== JSON.stringify(Object.keys(b))) lines.push(`property order: native ${JSON.stringify(Object.keys(a))}, toolmark ${JSON.stringify(Object.keys(b))}`);
  for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const [x, y] = [JSON.stringify(a[name]), JSON.stringify(b[name])];
    if (x !== y) lines.push(`properties[${JSON.stringify(name)}]:\n    native   ${x}\n    toolmark ${y}`);
  }
  if (JSON.stringify(theirs.required) !== JSON.stringify(ours.required)) lines.push(`required: native ${JSON.stringify(theirs.required)}, toolmark ${JSON.stringify(ours.required)}`);
  if (lines.length === 0) lines.push('same properties and required; other keys or their order differ');
  return lines;
}
