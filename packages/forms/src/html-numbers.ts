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
  if (text === null || !FLOAT.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Parses a `step` attribute.
 *
 * @param text The attribute value, or `null` when absent.
 * @returns `'any'`, a positive step, or `undefined` when absent or invalid (the type's default applies).
 */
export function parseStep(text: string | null): number | 'any' | undefined {
  if (text !== null && text.toLowerCase() === 'any') return 'any';
  const step = parseHtmlNumber(text);
  return step !== undefined && step > 0 ? step : undefined;
}

/** A finite number as an exact decimal: `digits × 10^-scale`. */
interface Decimal {
  readonly digits: bigint;
  readonly scale: number;
}

/**
 * Converts a number to the exact decimal of its shortest round-trip spelling (`0.1` is 1 × 10^-1).
 *
 * @param value A finite number.
 * @returns The decimal.
 */
function toDecimal(value: number): Decimal {
  const [mantissa = '0', exponent = '0'] = String(value).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/**
 * Checks whether `base` is a whole multiple of `step`, in decimal arithmetic.
 *
 * @param base The step base (min, else the default value, else 0).
 * @param step A positive step.
 * @returns Whether `base` = n × `step` for an integer n.
 */
export function isMultipleOf(base: number, step: number): boolean {
  const a = toDecimal(base);
  const b = toDecimal(step);
  const scale = Math.max(a.scale, b.scale);
  const scaledBase = a.digits * 10n ** BigInt(scale - a.scale);
  const scaledStep = b.digits * 10n ** BigInt(scale - b.scale);
  return scaledStep !== 0n && scaledBase % scaledStep === 0n;
}

/**
 * Parses a non-negative integer attribute such as `minlength` (leading whitespace allowed, as in HTML).
 *
 * @param text The attribute value, or `null` when absent.
 * @returns The integer, or `undefined` when absent or malformed.
 */
export function parseNonNegativeInteger(text: string | null): number | undefined {
  const match = text === null ? null : /^[\t\n\f\r ]*\+?(\d+)/.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Rounds a number as Chromium writes it into a synthesized schema: integers exactly, other numbers
 * to 15 significant digits (`min="0.30000000000000004"` is advertised as `0.3`).
 *
 * @param value A finite number.
 * @returns The number as Chromium advertises it.
 */
export function chromiumNumber(value: number): number {
  return Number.isInteger(value) ? value + 0 : Number(value.toPrecision(15));
}
