// HTML's number attributes (min, max, step, value) parsed the way Chromium reads them when it
// synthesizes a form's schema: strict floating-point syntax, finite values only, and step alignment
// decided in decimal arithmetic (Chromium's `Decimal`), so `min="0.3" step="0.1"` is aligned.

// Digits with an optional fraction (`1.5`, `.5`, not `1.`), an optional exponent.
const FLOAT = /^-?(\d*\.)?\d+(e[+-]?\d+)?$/i;

/**
 * Parses an HTML floating-point number attribute ("valid floating-point number" syntax).
 *
 * @param text The attribute value, or `null` when the attribute is absent.
 * @returns The number, or `undefined` when absent, malformed or not finite.
 */
export function parseHtmlNumber(text: string | null): number | undefined {
  // `null` is tested as the text "null", which is no number.
  return FLOAT.test(text as string) && isFinite(+text!) ? +text! : undefined;
}

/**
 * Parses a `step` attribute.
 *
 * @param text The attribute value, or `null` when absent.
 * @returns `'any'`, a positive step, or `undefined` when absent or invalid (the type's default applies).
 */
export function parseStep(text: string | null): number | 'any' | undefined {
  const step = parseHtmlNumber(text);
  // `undefined > 0` is false: an absent or malformed step is no step.
  return /^any$/i.test(text as string) ? 'any' : step! > 0 ? step : undefined;
}

/**
 * Converts a number to the exact decimal of its shortest round-trip spelling: `digits × 10^-scale`
 * (`0.1` is 1 × 10^-1, `1e21` is 1 × 10^21, so its scale is -21).
 *
 * @param value A finite number.
 * @returns `[digits, scale]`.
 */
function toDecimal(value: number): [bigint, number] {
  // JavaScript spells numbers `-1.5`, `1e+21` or `5e-324`, never with a capital E.
  const [mantissa, exponent = 0] = String(value).split('e');
  const [whole, fraction = ''] = mantissa!.split('.');
  return [BigInt(whole! + fraction), fraction.length - +exponent];
}

/**
 * Checks whether `base` is a whole multiple of `step`, in decimal arithmetic: base / step =
 * (a × 10^-sa) / (b × 10^-sb) is whole when a × 10^(sb-sa) is a multiple of b, or, when sa > sb,
 * when a is a multiple of b × 10^(sa-sb).
 *
 * @param base The step base (min, else the default value, else 0).
 * @param step A positive step.
 * @returns Whether `base` = n × `step` for an integer n.
 */
export function isMultipleOf(base: number, step: number): boolean {
  const [a, sa] = toDecimal(base);
  const [b, sb] = toDecimal(step);
  const power = (exponent: number) => 10n ** BigInt(Math.max(exponent, 0));
  return (a * power(sb - sa)) % (b * power(sa - sb)) === 0n;
}

/**
 * Parses a non-negative integer attribute such as `minlength` (leading whitespace allowed, as in HTML).
 *
 * @param text The attribute value, or `null` when absent.
 * @returns The integer, or `undefined` when absent or malformed.
 */
export function parseNonNegativeInteger(text: string | null): number | undefined {
  // `null` is read as the text "null", which has no digits; no digits read as `+undefined`, NaN.
  const value = +(/^[\t\n\f\r ]*\+?(\d+)/.exec(text as string)?.[1] as string);
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
  return (value === undefined ? value : Number.isInteger(value) ? value + 0 : +value.toPrecision(15)) as T;
}
