import type { ConfirmRequest } from '@toolmark/core';
import { toPlainData } from '@toolmark/core/internal';
import { toInputRows, type InputRow } from './input-rows.js';

/** The most rows a card lists; an input with more cannot be approved on it (spec §17.2). */
export const MAX_REVIEW_ROWS = 500;
/** The most characters (keys and values) a card shows in all; an input with more cannot be approved on it. */
export const MAX_REVIEW_CHARS = 200_000;

/** What a card shows of a call's input. */
export interface CardInput {
  /** Every value run will receive, in the schema's order, then the keys it does not declare. */
  readonly rows: readonly InputRow[];
  /**
   * The input cannot be shown whole (more than `MAX_REVIEW_ROWS` values or `MAX_REVIEW_CHARS`
   * characters, or values nested too deep to list): the card offers Deny only (fail closed).
   */
  readonly tooLarge: boolean;
}

/**
 * Decides what a confirmation card lists of a call's input (spec §17.2, docs/security.md T5): every
 * value that reaches `run`, none left out behind a count and none cut short, masked exactly where the
 * registry says it masked (`redacted`), ordered and marked by the schema's `shape`. A person cannot
 * approve what they were not shown, so an input too large to show whole makes the card refuse
 * to approve, rather than show part of it. Without `redacted` (a request made by hand), nothing is masked.
 *
 * @param request The waiting call.
 * @returns The rows and whether the input is too large to approve here.
 */
export function toCardInput(request: Partial<Pick<ConfirmRequest, 'input' | 'redacted' | 'shape'>>): CardInput {
  const { rows, hidden, unlisted } = toInputRows(request.input, {
    limit: MAX_REVIEW_ROWS,
    redacted: request.redacted ?? [],
    ...(request.shape && { shape: request.shape }),
    // The validated input is what `run` receives, objects a schema made included: listed as data.
    toData: toPlainData,
  });
  let chars = 0;
  for (const row of rows) chars += row.key.length + row.value.length;
  return { rows, tooLarge: hidden > 0 || unlisted || chars > MAX_REVIEW_CHARS };
}
