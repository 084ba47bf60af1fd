// What an agent's submit reports when the page does not answer (spec §14.6): shared by the form
// tools' submit, the polyfill's serving and the rule of every agent's submit (agent-may-submit.ts),
// apart from the submit itself, which only the form tools and wizards load.
import { text, type ToolResult } from '@toolmark/core';

/** What a submit returns when the page does not answer (structured content). */
export interface SubmitOutcome {
  readonly submitted: boolean;
  /** Where the browser goes, when the submit navigates (sensitive values in the query are redacted). */
  readonly navigated?: { readonly url: string; readonly method: string };
  /** True when the form was filled and waits for the person to submit it. */
  readonly awaitingPerson?: boolean;
}

/**
 * Creates a result with a sentence for the model and the outcome for code.
 *
 * @param sentence The sentence.
 * @param structuredContent The outcome.
 * @returns The result.
 */
export function outcome(sentence: string, structuredContent: SubmitOutcome): ToolResult<SubmitOutcome> {
  return { ...text(sentence), structuredContent };
}
