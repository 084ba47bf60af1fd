// A recorded plan: the tool calls an agent made, in order, to replay against the page
// (`apps/playground/plans/*.json`).
import * as v from 'valibot';

/** One recorded call. */
export interface PlanStep {
  /** The tool's full name. */
  readonly tool: string;
  readonly input: Readonly<Record<string, unknown>>;
  /** What the step is for, shown to the person. */
  readonly note?: string | undefined;
}

/** A plan: its title and its calls. */
export interface Plan {
  readonly title: string;
  readonly steps: readonly PlanStep[];
}

const PlanSteps = v.pipe(
  v.array(
    v.strictObject({
      tool: v.pipe(v.string(), v.nonEmpty()),
      input: v.optional(
        v.pipe(
          v.custom<object>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), 'Expected an object, not an array'),
          v.record(v.string(), v.unknown()),
        ),
        {},
      ),
      note: v.optional(v.string()),
    }),
  ),
  v.nonEmpty(),
);

/**
 * Reads a plan from its JSON value: a non-empty array of `{ tool, input?, note? }`.
 *
 * @param title The plan's title (its file name, say).
 * @param value The parsed JSON.
 * @returns The plan, or a message saying what is wrong with it.
 */
export function readPlan(title: string, value: unknown): { readonly plan: Plan } | { readonly message: string } {
  const parsed = v.safeParse(PlanSteps, value);
  if (parsed.success) return { plan: { title, steps: parsed.output } };
  const issue = parsed.issues[0];
  const path = v.getDotPath(issue);
  return { message: `The plan '${title}' is not a list of { tool, input } steps${path ? ` (at ${path})` : ''}: ${issue.message}` };
}

/**
 * Turns a plan file's path into its title: `../../plans/book-a-flight.json` → `book a flight`.
 *
 * @param path The file's path.
 * @returns The title.
 */
export function planTitle(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.json$/, '').replace(/[-_]+/g, ' ');
}
