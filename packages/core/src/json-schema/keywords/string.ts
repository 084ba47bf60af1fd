import { readCount, read, refuse, type CompileContext, type SchemaObject } from '../compile-context.js';
import { report } from '../messages.js';
import { compileSafePattern, type PatternMatcher } from '../regex/check-safety.js';
import { spend, TEST_WORK } from '../work-meter.js';
import { TYPE_TESTS } from './type.js';
import type { Check } from '../types.js';

/**
 * Counts the code points of a string: an emoji written as a surrogate pair counts once.
 *
 * @param text The string.
 * @returns The number of code points.
 */
export function codePointLength(text: string): number {
  // A string iterates by code point: a surrogate pair once, a lone surrogate once. Counted, not
  // spread: a hot path, and spreading allocates an array per string.
  let length = 0;
  for (const _ of text) length++;
  return length;
}

/**
 * Compiles a pattern (of `pattern` or a `patternProperties` key) to the linear-time matcher, with the
 * semantics of the `u` flag: the one place a schema's regular expressions are made. The engine's own
 * RegExp never runs them: it backtracks, and no check of the pattern can bound its work (spec §13.5).
 *
 * @param pattern The pattern source.
 * @param pointer The JSON pointer of the keyword or key that holds it.
 * @param what The pattern in words, for the refusal (`'pattern'`).
 * @returns The matcher, searched unanchored as JSON Schema says.
 */
export function compilePattern(pattern: string, pointer: string, what: string): PatternMatcher {
  // An invalid pattern is refused with the engine's reason: the engine compiles it first.
  const compiled = compileSafePattern(pattern);
  return compiled.safe ? compiled.matcher : refuse(pointer, `${what} ${JSON.stringify(pattern)} is refused: ${compiled.reason}`);
}

const isString = TYPE_TESTS['string']!;

/**
 * Creates the check of `minLength`, `maxLength`, `pattern` and `format`, run on strings only.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param context The compile context, which holds the format checks.
 * @returns The check, or `undefined` when none of these keywords applies.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileString(schema: SchemaObject, pointer: string, { formats }: CompileContext): Check | undefined {
  const minLength = readCount(schema, pointer, 'minLength') ?? 0;
  const maxLength = readCount(schema, pointer, 'maxLength') ?? Infinity;
  const pattern = read<string>(schema, pointer, 'pattern', isString, 'a string');
  const regex = pattern !== undefined && compilePattern(pattern, `${pointer}/pattern`, "'pattern'");
  // A format the validator does not check is refused, not ignored: what is not enforced is refused.
  // Without `options.formats` every format is unknown; the standard ones are an entry of their own.
  const isFormat = (value: unknown): boolean => {
    if (isString(value) && Object.hasOwn(formats, value as string)) return true;
    // When none were given, the refusal says where the standard formats are, in every build.
    if (!Object.keys(formats).length) {
      refuse(`${pointer}/format`, "'format' must be a known format: pass `formats` from '@toolmark/core/json-schema/formats' to fromJsonSchema");
    }
    return false;
  };
  const format = read<string>(schema, pointer, 'format', isFormat, 'a known format');
  const isFormatted = format !== undefined && formats[format];
  if (!minLength && maxLength === Infinity && !regex && !isFormatted) return undefined;
  // Messages are written once, here, not on every failing run.
  const [short, long, unmatched, malformed] = [
    `must be at least ${minLength} characters long`,
    `must be at most ${maxLength} characters long`,
    `must match the pattern ${pattern}`,
    `must be a valid ${format}`,
  ];
  return (input, state) => {
    const value = input as string;
    // Counting code points and checking a format read the string: a step per character (§13.8); a
    // pattern's test costs its start here, its matcher charges its own steps.
    spend(state, (regex ? TEST_WORK : 0) + (isFormatted || value.length < minLength * 2 || value.length > maxLength ? value.length : 0));
    // A string has at least half as many code points as UTF-16 units, and at most as many.
    if (value.length < minLength * 2 && codePointLength(value) < minLength) report(state, short);
    if (value.length > maxLength && codePointLength(value) > maxLength) report(state, long);
    if (regex && !regex.test(value, state)) report(state, unmatched);
    if (isFormatted && !isFormatted(value)) report(state, malformed);
    return input;
  };
}
