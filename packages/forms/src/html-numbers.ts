// HTML's number attributes (min, max, step, value) parsed the way Chromium reads them when it
// synthesizes a form's schema: strict floating-point syntax, finite values only, and step alignment
// decided in decimal arithmetic (Chromium's `Decimal`), so `min="0.3" step="0.1"` is aligned.

const FLOAT = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Parses an HTML floating-point number attribute ("valid floating-point number" syntax).
 *
 * @param text The attribute value, or `null` when the attribute is absent.
 * @returns The number, or `undefined` when absent, malformed or not finite.
 */
export function parseHtmlNumber(text: string | null): number | undefined {
  const value = Number(text);
  // `null` is tested as the text "null", which is no number.
  return FLOAT.test(text as string) && Number.isFinite(value) ? value : undefined;
}

/**
 * Parses a `step` attribute.
 *
 * @param text The attribute value, or `null` when absent.
 * @returns `'any'`, a positive step, or `undefined` when absent or invalid (the type's default applies).
 */
export function parseStep(text: string | null): number | 'any' | undefined {
  if (text?.toLowerCase() === 'any') return 'any';
  const step = parseHtmlNumber(text);
  return step !== undefined && step > 0 ? step : undefined;
}

/**
 * Converts a number to the exact decimal of its shortest round-trip spelling: `digits × 10^-scale`
 * (`0.1` is 1 × 10^-1, `1e21` is 10^21 × 10^0).
 *
 * @param value A finite number.
 * @returns `[digits, scale]`, the scale never negative.
 */
function toDecimal(value: number): [bigint, bigint] {
  // JavaScript spells numbers `-1.5`, `1e+21` or `5e-324`, never with a capital E.
  const [mantissa, exponent = 0] = String(value).split('e');
  const [whole, fraction = ''] = mantissa!.split('.');
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole! + fraction);
  return scale < 0 ? [digits * 10n ** BigInt(-scale), 0n] : [digits, BigInt(scale)];
}

/**
 * Checks whether `base` is a whole multiple of `step`, in decimal arithmetic: base / step =
 * (a × 10^-sa) / (b × 10^-sb) is whole when a × 10^sb is a multiple of b × 10^sa.
 *
 * @param base The step base (min, else the default value, else 0).
 * @param step A positive step.
 * @returns Whether `base` = n × `step` for an integer n.
 */
export function isMultipleOf(base: number, step: number): boolean {
  const [a, sa] = toDecimal(base);
  const [b, sb] = toDecimal(step);
  return (a * 10n ** sb) % (b * 10n ** sa) === 0n;
}

/**
 * Parses a non-negative integer attribute such as `minlength` (leading whitespace allowed, as in HTML).
 *
 * @param text The attribute value, or `null` when absent.
 * @returns The integer, or `undefined` when absent or malformed.
 */
export function parseNonNegativeInteger(text: string | null): number | undefined {
  // `null` is read as the text "null", which has no digits.
  const value = Number(/^[\t\n\f\r ]*\+?(\d+)/.exec(text as string)?.[1] ?? NaN);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Rounds a number as Chromium writes it into a synthesized schema: integers exactly, other numbers
 * to 15 significant digits (`min="0.30000000000000004"` is advertised as `0.3`).
 *
 * @param value A finite number, or `undefined` (returned as it is, so absent bounds stay absent).
 * @returns The number as Chromium advertises it.
 */
export function chromiumNumber<T extends number | undefined>(value: T): T {
  return (value === undefined ? value : Number.isInteger(value) ? value + 0 : Number(value.toPrecision(15))) as T;
}
