import { readCount, refuse, type CompileContext, type Mismatch, type SchemaObject } from '../compile-context';
import { FORMATS } from '../formats';
import { reporter } from '../messages';
import { checkPatternSafety } from '../regex/check-safety';
import type { Check } from '../types';

/**
 * Counts the code points of a string: an emoji written as a surrogate pair counts once.
 *
 * @param text The string.
 * @returns The number of code points.
 */
export function codePointLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) length--, i++;
    }
  }
  return length;
}

/**
 * Compiles a `pattern` with the `u` flag after checking it is safe from catastrophic backtracking.
 *
 * @param pattern The pattern source.
 * @param pointer The JSON pointer of the `pattern` keyword.
 * @returns The regular expression, searched unanchored as JSON Schema says.
 */
function compilePattern(pattern: unknown, pointer: string): RegExp {
  if (typeof pattern !== 'string') refuse(pointer, `'pattern' must be a string`);
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, 'u');
  } catch {
    return refuse(pointer, `'pattern' ${JSON.stringify(pattern)} is not a valid regular expression with the u flag`);
  }
  const safety = checkPatternSafety(pattern);
  if (!safety.safe) refuse(pointer, `'pattern' ${JSON.stringify(pattern)} is unsafe: ${safety.reason}`);
  return regex;
}

/**
 * Creates the check of `minLength`, `maxLength`, `pattern` and `format`; other values than strings pass.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param context The compile context, which collects unknown formats as ignored.
 * @param mismatch What to do with other values than strings.
 * @returns The check, or `undefined` when none of these keywords applies.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileString(schema: SchemaObject, pointer: string, context: CompileContext, mismatch: Mismatch): Check | undefined {
  const minLength = readCount(schema, 'minLength', pointer) ?? 0;
  const maxLength = readCount(schema, 'maxLength', pointer) ?? Infinity;
  const regex = Object.hasOwn(schema, 'pattern') ? compilePattern(schema['pattern'], `${pointer}/pattern`) : undefined;
  const format = schema['format'];
  if (Object.hasOwn(schema, 'format') && typeof format !== 'string') refuse(`${pointer}/format`, `'format' must be a string`);
  const isFormatted = typeof format === 'string' && Object.hasOwn(FORMATS, format) ? FORMATS[format] : undefined;
  if (typeof format === 'string' && !isFormatted) context.ignored.push({ keyword: 'format', pointer });
  if (!minLength && maxLength === Infinity && !regex && !isFormatted) return undefined;
  const reportShort = reporter(`must be at least ${minLength} characters long`);
  const reportLong = reporter(`must be at most ${maxLength} characters long`);
  const reportPattern = reporter(`must match the pattern ${regex?.source}`);
  const reportFormat = reporter(`must be a valid ${format}`);
  // A pattern alone is the most common string constraint; it gets a closure without the other tests.
  if (regex && !minLength && maxLength === Infinity && !isFormatted) {
    return (value, state) => {
      if (typeof value !== 'string') return mismatch.check(value, state);
      if (!regex.test(value)) reportPattern(state);
      return value;
    };
  }
  return (value, state) => {
    if (typeof value !== 'string') return mismatch.check(value, state);
    // A string has at least half as many code points as UTF-16 units, and at most as many.
    if (value.length < minLength * 2 && codePointLength(value) < minLength) reportShort(state);
    if (value.length > maxLength && codePointLength(value) > maxLength) reportLong(state);
    if (regex && !regex.test(value)) reportPattern(state);
    if (isFormatted && !isFormatted(value)) reportFormat(state);
    return value;
  };
}
