// A page step's summary for the confirmation card (spec §15.6): the page author's template, else the
// step's description and what the step shows for review. The page's part of it is pinned: a step
// call whose card showed other page text than the page shows when the call runs does not run.
import { fail, REDACTED, redactPaths, type ToolContext, type ToolResult } from '@toolmark/core';
import { collectSecrets, egress, warn } from '@toolmark/core/internal';
import { collectFields, fieldPath, sensitiveValues } from '@toolmark/forms/internal';
import { reviewText, shownText } from '../dom/review-text.js';
import type { PageStep } from '../dom/find-steps.js';
import type { StepFields } from '../dom/step-fields.js';
import { fillTemplate, templateFields } from './summary-template.js';

/** A page step's summary, and the check that the page still says what its card said. */
export interface PageStepSummary {
  /** The summary of a call's input as the card shows it (sensitive paths already redacted). */
  summary(input: Record<string, unknown>): string;
  /**
   * Checks, when the call runs, that the summary made now from the page is the one the person
   * approved for this call (`ctx.confirmedSummary`, spec §3.4); a call nobody confirmed has none to match.
   *
   * @returns `page_changed`, when the page changed since, else `undefined`.
   */
  check(input: Record<string, unknown>, ctx: ToolContext): ToolResult | undefined;
}

/** Ends a sentence that does not end already. */
const sentence = (text: string) => (text && !/[.!?]$/.test(text) ? `${text}.` : text);

/**
 * Builds a page step's summary (spec §15.6). With `data-toolmark-summary` the template is filled
 * from the input, a sensitive field always as `[redacted]`; without it, the step's description is
 * followed by its review content. Text read from the page is scrubbed of every sensitive value the
 * form holds, in each of its forms (spec §6). Development builds warn (TM501) when the template
 * names a field the step does not have.
 *
 * @param form The wizard's form.
 * @param step The page step.
 * @param fields The step's fields.
 * @param wizard The wizard's name, for the warning.
 * @returns The summary and its check.
 */
export function pageStepSummary(form: HTMLFormElement, step: PageStep, fields: StepFields, wizard: string): PageStepSummary {
  const { element, template } = step;
  if (import.meta.env.DEV && template) {
    for (const name of templateFields(template)) {
      if (!Object.hasOwn(fields.jsonSchema['properties'] as object, name)) {
        warn('TM501', `Step '${step.id}' of wizard '${wizard}': data-toolmark-summary names {${name}}, which is not a field of the step; it is left empty`, element);
      }
    }
  }
  // The page's text, without the form's secrets: a page may echo a card number it should not.
  const fromPage = (text: string) => egress(text, collectSecrets(sensitiveValues(collectFields(form)), ['[*]'])) as string;
  const make = (input: Record<string, unknown>) => {
    const sensitive = fields.sensitivePaths();
    return template
      ? fillTemplate(template, {
          field: (name) => (sensitive.includes(fieldPath(name)) ? REDACTED : Object.hasOwn(input, name) ? input[name] : undefined),
          shown: (id) => fromPage(shownText(element, id)),
        })
      : [sentence(step.description ?? step.title ?? step.id), sentence(fromPage(reviewText(element)))].filter(Boolean).join(' ');
  };
  return {
    summary: make,
    check(input, { confirmedSummary, name }) {
      // Made as the card's was: from the input redacted by path.
      if (confirmedSummary === undefined || make(redactPaths(input, fields.sensitivePaths()) as Record<string, unknown>) === confirmedSummary) return undefined;
      return fail(
        'page_changed',
        `What step '${step.id}' shows changed after the person was asked to confirm it, so nothing ran. Call '${name}' again for them to confirm what it shows now.`,
      );
    },
  };
}
