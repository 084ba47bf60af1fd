// The script tag's JSON Schema compiler (spec §18.9, D110, D119): the core vocabulary a page writes by
// hand, enforced, and every other keyword refused, so a schema is never silently loosened. The full
// compiler (`fromJsonSchema`, 19 kB) stays in `@toolmark/core/json-schema` for sites with a build step.
import { ToolmarkError, formatPath, type CompileJsonSchema } from '@toolmark/core';
import { safePattern } from './safe-pattern';

type Path = (string | number)[];

interface Issue {
  readonly message: string;
  readonly path: Path;
}

/** Validates one value found at `path`, adding what is wrong to `issues`. */
type Check = (value: unknown, path: Path, issues: Issue[]) => void;

/** What a keyword compiles to, given its value, its pointer and its schema: a check, or why the value is malformed. */
type Rule = (value: any, pointer: string, schema: Record<string, any>) => Check;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value == 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value == 'string';
const isNumber = (value: unknown): value is number => typeof value == 'number';

const TYPES: Record<string, (value: unknown) => boolean> = {
  object: isObject,
  array: Array.isArray,
  string: isString,
  // JSON Schema counts 1.0 as an integer; NaN and the infinities are not JSON numbers.
  integer: Number.isInteger,
  number: Number.isFinite,
  boolean: (value) => typeof value == 'boolean',
  null: (value) => value === null,
};

/** Keywords that only annotate: accepted, never enforced. */
const ANNOTATIONS = 'title description default examples $schema $comment deprecated readOnly writeOnly'.split(' ');

/**
 * Refuses a schema: the registration fails with the code `fromJsonSchema` uses (spec §13.2).
 *
 * @param pointer The JSON pointer of the offending keyword or schema.
 * @param problem What is wrong; `false` (production builds, for a malformed value) says `invalid value`.
 * @throws {ToolmarkError} Always, `schema_conversion_failed` with `details.pointer`.
 */
function refuse(pointer: string, problem: string | false): never {
  throw new ToolmarkError('schema_conversion_failed', `Cannot compile JSON Schema at #${pointer}: ${problem || 'invalid value'}`, { pointer });
}

/**
 * Refuses a malformed keyword value: one path for every kind (D91).
 *
 * @param valid Whether the value is of the keyword's kind.
 * @param pointer The keyword's pointer.
 * @param kind The kind in words, in development builds (`false` in production: `invalid value`).
 */
function expectKind(valid: boolean, pointer: string, kind: string | false): void {
  if (!valid) refuse(pointer, kind && `must be ${kind}`);
}

/**
 * Adds an issue about the value at `path`, named as §3.2 writes it (`'items[2].qty'`, `Input`).
 * The value itself is never quoted: it may be a secret.
 *
 * @param issues Where issues go.
 * @param path The value's path (never changed afterwards: children get a path of their own).
 * @param predicate The end of the message, such as `must be at most 9`.
 */
function report(issues: Issue[], path: Path, predicate: string): void {
  const name = formatPath(path);
  issues.push({ message: `${name ? `'${name}'` : 'Input'} ${predicate}`, path });
}

/**
 * Writes a JSON value canonically (object keys sorted), so JSON equality is string equality:
 * `1` equals `1.0`, `false` is not `0`, `{a, b}` equals `{b, a}`.
 *
 * @param value A JSON value.
 * @returns Its canonical text.
 */
function canonical(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, item: unknown) =>
    isObject(item) ? Object.fromEntries(Object.keys(item).sort().map((key) => [key, item[key]])) : item,
  );
}

/**
 * Creates a check of one constraint on the values of one kind; values of other kinds pass.
 *
 * @param applies Which values the constraint is about.
 * @param holds Whether such a value meets it.
 * @param predicate What the message says it must be.
 * @returns The check.
 */
function constraint(applies: (value: unknown) => boolean, holds: (value: any) => unknown, predicate: string): Check {
  return (value, path, issues) => {
    if (applies(value) && !holds(value)) report(issues, path, predicate);
  };
}

/**
 * Measures a value for a bound: a number is itself, a string its length in code points (JSON Schema
 * counts an emoji as one character), an array its count of items.
 *
 * @param value A number, string or array.
 * @returns Its measure.
 */
const measure = (value: any): number => (isString(value) ? [...value].length : value.length ?? value);

/** The comparisons of the bounds: whether a measure meets the limit, and the words for it. */
const COMPARISONS: [holds: (measured: number, limit: number) => boolean, words: string][] = [
  [(measured, limit) => measured >= limit, 'at least'],
  [(measured, limit) => measured <= limit, 'at most'],
  [(measured, limit) => measured > limit, 'greater than'],
  [(measured, limit) => measured < limit, 'less than'],
];

/** The bound keywords: their comparison (an index into `COMPARISONS`) and what they count, if anything. */
const BOUNDS: Record<string, [comparison: number, unit?: string]> = {
  minimum: [0],
  maximum: [1],
  exclusiveMinimum: [2],
  exclusiveMaximum: [3],
  minLength: [0, 'character'],
  maxLength: [1, 'character'],
  minItems: [0, 'item'],
  maxItems: [1, 'item'],
};

/**
 * Creates the rule of a bound keyword: a count (a non-negative integer) of characters or items, or
 * any finite number for the number bounds.
 *
 * @param comparison The index of its comparison.
 * @param unit What it counts (`character`, `item`), if anything.
 * @returns The rule.
 */
function bound([comparison, unit]: [number, string?]): Rule {
  const [holds, words] = COMPARISONS[comparison]!;
  const applies = unit ? (unit == 'item' ? Array.isArray : isString) : isNumber;
  return (limit, pointer) => {
    expectKind(unit ? Number.isInteger(limit) && limit >= 0 : Number.isFinite(limit), pointer, import.meta.env.DEV && (unit ? 'a non-negative integer' : 'a number'));
    return constraint(applies, (value) => holds(measure(value), limit), `must ${unit ? `have ${words} ${limit} ${unit}${limit == 1 ? '' : 's'}` : `be ${words} ${limit}`}`);
  };
}

/**
 * Creates the test of `multipleOf`, exact for decimal divisors: `19.99` is a multiple of `0.01`
 * although `19.99 / 0.01` is not an integer in binary floating point. Both are scaled by the
 * divisor's decimal places and compared as near-integers (the rule of `fromJsonSchema`).
 *
 * @param divisor The positive divisor.
 * @returns The test.
 */
function multipleOf(divisor: number): (value: number) => boolean {
  const [mantissa = '', exponent = 0] = String(divisor).split('e');
  const scale = 10 ** Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - +exponent);
  return (value) => {
    if (scale == 1) return value % divisor == 0;
    const scaled = value * scale;
    const whole = Math.round(scaled);
    return Math.abs(scaled - whole) <= 1e-9 * Math.max(1, Math.abs(scaled)) && whole % Math.round(divisor * scale) == 0;
  };
}

/**
 * Creates the check of `enum` (and of `const`, a one-value enum) by JSON equality.
 *
 * @param allowed The allowed values.
 * @param predicate The message's start, before the values.
 * @returns The check.
 */
function oneOf(allowed: unknown[], predicate: string): Check {
  const texts = allowed.map(canonical);
  return constraint(() => true, (value) => texts.includes(canonical(value)), predicate + allowed.map((item, i) => (isString(item) ? item : texts[i])).join(', '));
}

const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The enforced keywords but `type` (spec §18.9). */
const RULES: Record<string, Rule> = {
  enum(allowed, pointer) {
    expectKind(Array.isArray(allowed), pointer, import.meta.env.DEV && 'an array');
    return oneOf(allowed, 'must be one of: ');
  },
  const: (expected) => oneOf([expected], 'must be '),
  multipleOf(divisor, pointer) {
    expectKind(Number.isFinite(divisor) && divisor > 0, pointer, import.meta.env.DEV && 'a number greater than 0');
    return constraint(isNumber, multipleOf(divisor), `must be a multiple of ${divisor}`);
  },
  pattern(pattern, pointer) {
    expectKind(isString(pattern), pointer, import.meta.env.DEV && 'a string');
    // A pattern is matched against what a model sends: one prone to catastrophic backtracking could freeze the page.
    const regex = safePattern(pattern);
    if (isString(regex)) refuse(pointer, regex);
    // Unanchored, as JSON Schema says: `^` and `$` anchor when the pattern writes them.
    return constraint(isString, (value) => regex.test(value), `must match the pattern ${pattern}`);
  },
  uniqueItems(unique, pointer) {
    expectKind(typeof unique == 'boolean', pointer, import.meta.env.DEV && 'a boolean');
    return constraint(Array.isArray, (value: unknown[]) => !unique || new Set(value.map(canonical)).size == value.length, 'must not contain duplicate items');
  },
  items(schema, pointer) {
    const check = compile(schema, pointer);
    return (value, path, issues) => Array.isArray(value) && value.forEach((item, index) => check(item, [...path, index], issues));
  },
  properties(properties, pointer) {
    expectKind(isObject(properties), pointer, import.meta.env.DEV && 'an object');
    const checks = Object.keys(properties).map((key) => [key, compile(properties[key], `${pointer}/${escapePointer(key)}`)] as const);
    return (value, path, issues) => {
      if (isObject(value)) for (const [key, check] of checks) if (Object.hasOwn(value, key)) check(value[key], [...path, key], issues);
    };
  },
  required(required, pointer) {
    expectKind(Array.isArray(required) && required.every(isString), pointer, import.meta.env.DEV && 'an array of strings');
    return (value, path, issues) => {
      // A property holding `undefined` is missing: JSON has no `undefined`.
      if (isObject(value)) for (const key of new Set<string>(required)) if (value[key] === undefined || !Object.hasOwn(value, key)) report(issues, [...path, key], 'is required');
    };
  },
  additionalProperties(schema, pointer, parent) {
    // `false` is the schema that allows nothing: an undeclared property 'is not allowed'. A malformed
    // `properties` is refused by its own rule, so the schema never runs.
    const check = compile(schema, pointer);
    return (value, path, issues) => {
      if (isObject(value)) for (const key of Object.keys(value)) if (!Object.hasOwn(parent['properties'] ?? {}, key)) check(value[key], [...path, key], issues);
    };
  },
};
for (const keyword in BOUNDS) RULES[keyword] = bound(BOUNDS[keyword]!);

/**
 * Compiles a schema (an object or a boolean) into one check. `type` gates the rest: a value of the
 * wrong type gets one issue, not one per keyword.
 *
 * @param schema The schema.
 * @param pointer Its JSON pointer (`''` for the root).
 * @returns The check.
 * @throws {ToolmarkError} `schema_conversion_failed` for a keyword outside the vocabulary or a malformed value.
 */
function compile(schema: unknown, pointer: string): Check {
  if (typeof schema == 'boolean') return (_value, path, issues) => schema || report(issues, path, 'is not allowed');
  expectKind(isObject(schema), pointer, import.meta.env.DEV && 'a schema (an object or a boolean)');
  const checks: Check[] = [];
  let types: string[] | undefined;
  for (const [keyword, value] of Object.entries(schema as Record<string, unknown>)) {
    const at = `${pointer}/${keyword}`;
    if (keyword == 'type') {
      types = [].concat(value as never);
      expectKind(types.length > 0 && types.every((name) => Object.hasOwn(TYPES, name)), at, import.meta.env.DEV && `one of ${Object.keys(TYPES).join(', ')}, or an array of them`);
    } else if (Object.hasOwn(RULES, keyword)) checks.push(RULES[keyword]!(value, at, schema as Record<string, unknown>));
    else if (!ANNOTATIONS.includes(keyword)) {
      refuse(at, `'${keyword}' is not supported${import.meta.env.DEV ? ': give the tool a Standard Schema as `input`, or use fromJsonSchema (npm @toolmark/core) for all of JSON Schema' : ''}`);
    }
  }
  const mismatch = types && `must be ${types.map((name) => (name == 'null' ? name : /^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`)).join(' or ')}`;
  return (value, path, issues) => {
    if (types && !types.some((name) => TYPES[name]!(value))) return report(issues, path, mismatch!);
    for (const check of checks) check(value, path, issues);
  };
}

/**
 * Compiles a tool's JSON Schema into a Standard Schema validator (vendor `toolmark`) for the script
 * tag's registry (spec §18.9): `type` (one or an array, `integer` included), `properties`,
 * `required`, `additionalProperties` (a boolean or a schema), `items`, `enum`, `const`, `minimum`,
 * `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`, `minLength`, `maxLength` (in code
 * points), `minItems`, `maxItems`, `uniqueItems` and `pattern` (`u` flag, unanchored, refused unless
 * provably linear, D118) are enforced; annotations are ignored; any other keyword is refused. Tool
 * input is an object: anything else is answered `Input must be an object`. Every problem is reported.
 *
 * @param schema The tool's JSON Schema.
 * @returns The validator; `validate` is synchronous and never throws for JSON input.
 * @throws {ToolmarkError} `schema_conversion_failed`, with `details.pointer`, for a keyword outside
 *   the vocabulary, a malformed keyword value, or an invalid or refused pattern.
 */
/* @__NO_SIDE_EFFECTS__ */
export const compileJsonSchema: CompileJsonSchema = (schema) => {
  const check = compile(schema, '');
  return {
    '~standard': {
      version: 1,
      vendor: 'toolmark',
      validate(value) {
        const issues: Issue[] = [];
        if (isObject(value)) check(value, [], issues);
        else report(issues, [], 'must be an object');
        return issues.length ? { issues } : { value };
      },
    },
  };
};
