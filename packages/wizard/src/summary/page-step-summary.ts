// A page step's summary for the confirmation card (spec §15.6): the page author's template, else the
// step's description and what the step shows for review. The page's part of it is pinned: a step
// call whose card showed other page text than the page shows when the call runs does not run.
import { fail, REDACTED, redactPaths, type ToolResult } from '@toolmark/core';
import { collectSecrets, scrubSecrets, warn } from '@toolmark/core/internal';
import { collectFields, fieldPath, sensitiveValues } from '@toolmark/forms/internal';
import { reviewText, shownText } from '../dom/review-text.js';
import type { PageStep } from '../dom/find-steps.js';
import type { StepFields } from '../dom/step-fields.js';
import { fillTemplate, templateFields } from './summary-template.js';

/** How many inputs of one step keep the summaries their cards showed, the oldest forgotten first. */
const REMEMBERED = 32;

/** A page step's summary, and the check that the page still says what its card said. */
export interface PageStepSummary {
  /** The summary of a call's input as the card shows it (sensitive paths already redacted). */
  summary(input: Record<string, unknown>): string;
  /**
   * Checks, when the call runs, that the summary made now from the page is the one every card still
   * open or approved for the same input showed.
   *
   * @returns `page_changed`, when the page changed since, else `undefined`.
   */
  check(input: Record<string, unknown>, tool: string): ToolResult | undefined;
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
  const fromPage = (text: string) => scrubSecrets(text, collectSecrets(sensitiveValues(collectFields(form)), ['[*]']));
  const make = (input: Record<string, unknown>) => {
    const sensitive = fields.sensitivePaths();
    return template
      ? fillTemplate(template, {
          field: (name) => (sensitive.includes(fieldPath(name)) ? REDACTED : Object.hasOwn(input, name) ? input[name] : undefined),
          shown: (id) => fromPage(shownText(element, id)),
        })
      : [sentence(step.description ?? step.title ?? step.id), sentence(fromPage(reviewText(element)))].filter(Boolean).join(' ');
  };
  // The summaries cards showed, by input as the card showed it.
  const shown = new Map<string, string[]>();
  return {
    summary(input) {
      const text = make(input);
      const key = JSON.stringify(input);
      shown.set(key, [...(shown.get(key) ?? []), text]);
      if (shown.size > REMEMBERED) shown.delete(shown.keys().next().value as string);
      return text;
    },
    check(input, tool) {
      const seen = redactPaths(input, fields.sensitivePaths()) as Record<string, unknown>;
      const key = JSON.stringify(seen);
      const texts = shown.get(key);
      // No card for this input: none was asked for (no summary at all), else this call's was lost
      // (forgotten, or the step's sensitive paths changed since): refused, failing closed.
      if (!texts && !shown.size) return undefined;
      const now = make(seen);
      // This call's card is one of them: it runs only when every one said what the page says now.
      if (texts?.every((text) => text === now)) {
        texts.pop();
        if (!texts[0]) shown.delete(key);
        return undefined;
      }
      if (texts) shown.delete(key);
      else shown.clear();
      return fail(
        'page_changed',
        `What step '${step.id}' shows changed after the person was asked to confirm it, so nothing ran. Call '${tool}' again for them to confirm what it shows now.`,
      );
    },
  };
}
