// The regular expressions Chromium 156 puts in `format` for date and time controls (spec §14.3),
// copied verbatim, `[0-9a-zA-Z]` in colors included, so Toolmark's schema equals the browser's.
import { parseStep } from './html-numbers';

/** The description Chromium gives every `type=date` parameter. */
export const DATE_DESCRIPTION = "Dates MUST be provided in 'YYYY-MM-DD' format.";

const CLOCK = '([01][0-9]|2[0-3]):[0-5][0-9]';
const SECONDS = '(:[0-5][0-9])?';
const MILLISECONDS = '(:[0-5][0-9](\\.[0-9]{1,3})?)?';
const DAY = '[0-9]{4}-(0[1-9]|1[0-2])-[0-9]{2}T';

/** `format` of `type=month`. */
export const MONTH_FORMAT = '^[0-9]{4}-(0[1-9]|1[0-2])$';
/** `format` of `type=week`. */
export const WEEK_FORMAT = '^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$';
/** `format` of `type=color`. */
export const COLOR_FORMAT = '^#[0-9a-zA-Z]{6}$';

/**
 * Creates the `format` of a `time` or `datetime-local` control: its `step` (in seconds, default 60)
 * decides the precision: 60 or more allows minutes, 1 or more adds optional seconds, less adds
 * optional milliseconds.
 *
 * @param kind `'time'` or `'datetime-local'`.
 * @param step The control's `step` attribute.
 * @returns The regular expression, anchored.
 */
export function timeFormat(kind: 'time' | 'datetime-local', step: string | null): string {
  const parsed = parseStep(step);
  const seconds = parsed === undefined || parsed === 'any' ? 60 : parsed;
  const precision = seconds >= 60 ? '' : seconds >= 1 ? SECONDS : MILLISECONDS;
  return `^${kind === 'time' ? '' : DAY}${CLOCK}${precision}$`;
}

/**
 * Checks a date or time attribute value (`min`, `max`) against the syntax of its control's type.
 *
 * @param kind The control's kind.
 * @param text The attribute value.
 * @returns Whether it is well-formed.
 */
export function isDateTimeValue(kind: 'date' | 'time' | 'datetime-local' | 'month' | 'week', text: string): boolean {
  const pattern =
    kind === 'date'
      ? '^[0-9]{4,}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
      : kind === 'month'
        ? MONTH_FORMAT
        : kind === 'week'
          ? WEEK_FORMAT
          : timeFormat(kind, '0.001');
  return new RegExp(pattern).test(text);
}
