// The regular expressions Chromium 156 puts in `format` for date and time controls (spec §14.3),
// copied verbatim, `[0-9a-zA-Z]` in colors included, so Toolmark's schema equals the browser's.
import type { FieldKind } from './collect-fields';
import { parseStep } from './html-numbers';

/** The description Chromium gives every `type=date` parameter. */
export const DATE_DESCRIPTION = "Dates MUST be provided in 'YYYY-MM-DD' format.";

const FORMATS: Partial<Record<FieldKind, string>> = {
  date: 'date',
  month: '^[0-9]{4}-(0[1-9]|1[0-2])$',
  week: '^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$',
  color: '^#[0-9a-zA-Z]{6}$',
};

/**
 * Creates the `format` Chromium gives a date, time or color control. A `time` or `datetime-local`
 * control's `step` (in seconds, default 60) decides the precision: 60 or more allows minutes, 1 or
 * more adds optional seconds, less adds optional milliseconds.
 *
 * @param kind The field's kind.
 * @param step The control's `step` attribute.
 * @returns The format (`date`, or an anchored regular expression), or `undefined` for other kinds.
 */
export function dateTimeFormat(kind: FieldKind, step: string | null): string | undefined {
  if (kind !== 'time' && kind !== 'datetime-local') return FORMATS[kind];
  const parsed = parseStep(step);
  const seconds = parsed === undefined || parsed === 'any' ? 60 : parsed;
  const precision = seconds >= 60 ? '' : seconds >= 1 ? '(:[0-5][0-9])?' : '(:[0-5][0-9](\\.[0-9]{1,3})?)?';
  return `^${kind === 'time' ? '' : '[0-9]{4}-(0[1-9]|1[0-2])-[0-9]{2}T'}([01][0-9]|2[0-3]):[0-5][0-9]${precision}$`;
}
