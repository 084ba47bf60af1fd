// The words of a confirmation card's primary button (spec §17.2 Stakes, issue #36): the tool's
// `actionLabel` ("Pay €147") where it reads plainly, else the card's "Approve". The button is the one
// thing a person acts on, so it never carries what the card would have to annotate: a label with an
// invisible, reordering or look-alike character, or one too long to read at a glance, falls back to
// "Approve"; the summary above still says everything.
import { toVisibleText } from './visible-text.js';

/** The longest label a button shows, in code points. */
export const ACTION_LABEL_LIMIT = 40;

/**
 * Chooses the primary button's words.
 *
 * @param label The request's `actionLabel`, if any.
 * @returns The label, trimmed, when it reads plainly; else `undefined` (the button says "Approve").
 */
export function actionLabelOf(label: string | undefined): string | undefined {
  const text = label?.trim();
  if (!text || [...text].length > ACTION_LABEL_LIMIT) return undefined;
  const visible = toVisibleText(text);
  const plain = visible.scripts.length === 0 && visible.lookalike.length === 0 && visible.pieces.every((piece) => typeof piece === 'string');
  return plain ? text : undefined;
}
