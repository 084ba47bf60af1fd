// The regular expressions Chromium 156 puts in `format` for date and time controls (spec §14.3),
// copied verbatim, `[0-9a-zA-Z]` in colors included, so Toolmark's schema equals the browser's.
import type { FieldKind } from '../scan/collect-fields.js';
import { parseStep } from './html-numbers.js';

/** The description Chromium gives every `type=date` parameter. */
export const DATE_DESCRIPTION = "Dates MUST be provided in 'YYYY-MM-DD' format.";

const YEAR_MONTH = '[0-9]{4}-(0[1-9]|1[0-2])';

// A `date` control's format is the name `date`; its value syntax only checks the additions' bounds.
const SYNTAXES: Partial<Record<FieldKind, string>> = {
  date: '^[0-9]{4,}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  month: `^${YEAR_MONTH}$`,
  week: '^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$',
  color: '^#[0-9a-zA-Z]{6}$',
};

/**
 * Creates the syntax of a date, time or color control's values, the `format` Chromium gives it
 * (except `date`, whose format is the name `date`). A `time` or `datetime-local` control's `step`
 * (in seconds, default 60) decides the precision: 60 or more allows minutes, 1 or more adds optional
 * seconds, less adds optional milliseconds.
 *
 * @param kind The field's kind.
 * @param step The control's `step` attribute.
 * @returns An anchored regular expression, or `undefined` for other kinds.
 */
export function valueSyntax(kind: FieldKind, step: string | null): string | undefined {
  // Only `time` and `datetime-local` have a time of day.
  if (!/time/.test(kind)) return SYNTAXES[kind];
  // Absent, malformed and `any` read as NaN, which is no step below 60: minutes.
  const seconds = Number(parseStep(step));
  const precision = !(seconds < 60) ? '' : seconds < 1 ? '(:[0-5][0-9](\\.[0-9]{1,3})?)?' : '(:[0-5][0-9])?';
  return `^${kind === 'time' ? '' : `${YEAR_MONTH}-[0-9]{2}T`}([01][0-9]|2[0-3]):[0-5][0-9]${precision}$`;
}
