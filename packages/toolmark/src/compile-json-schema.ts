// The script tag's JSON Schema compiler (spec §18.9, D110, D119): the core vocabulary a page writes by
// hand, enforced, and every other keyword refused, so a schema is never silently loosened. The full
// compiler (`fromJsonSchema`, 19 kB) stays in `@toolmark/core/json-schema` for sites with a build step.
import { ToolmarkError, formatPath, isRecord, type CompileJsonSchema } from '@toolmark/core';
import { safePattern } from './safe-pattern.js';

type Path = (string | number)[];

interface Issue {
  readonly message: string;
  readonly path: Path;
}

/** Validates one value found at `path`, adding what is wrong to `issues`. */
type Check = (value: unknown, path: Path, issues: Issue[]) => void;

/** What a keyword compiles to, given its value, its pointer and its schema: a check, or a refusal. */
type Rule = (value: any, pointer: string, schema: Record<string, any>) => Check;

// Locals rather than `Object.hasOwn`, `Object.keys` and `Array.isArray` at every use: a local's name is minified.
const { hasOwn, keys } = Object;
const { isArray } = Array;
const isString = (value: unknown): value is string => typeof value == 'string';
const isNumber = (value: unknown): value is number => typeof value == 'number';
const isBoolean = (value: unknown): value is boolean => typeof value == 'boolean';

const TYPES: Record<string, (value: unknown) => boolean> = {
  object: isRecord,
  array: isArray,
  string: isString,
  // JSON Schema counts 1.0 as an integer; NaN and the infinities are not JSON numbers.
  integer: Number.isInteger,
  number: Number.isFinite,
  boolean: isBoolean,
  null: (value) => value === null,
};

/**
 * Refuses a schema unless `valid`: the registration fails with the code `fromJsonSchema` uses (spec
 * §13.2). One path for every refusal (D91).
 *
 * @param valid Whether the keyword or schema is acceptable.
 * @param pointer The JSON pointer of the offending keyword or schema.
 * @param problem What is wrong; `false` (production builds, for a malformed value) says `invalid value`.
 * @throws {ToolmarkError} `schema_conversion_failed` with `details.pointer`, unless `valid`.
 */
function refuseUnless(valid: unknown, pointer: string, problem: string | false): asserts valid {
  if (!valid) throw new ToolmarkError('schema_conversion_failed', `Cannot compile JSON Schema at #${pointer}: ${problem || 'invalid value'}`, { pointer });
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
    isRecord(item) ? Object.fromEntries(keys(item).sort().map((key) => [key, item[key]])) : item,
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
 * Creates the test of `multipleOf`: exact (`%`) for an integer divisor; for a decimal one the
 * quotient is compared as a near-integer, so `19.99` is a multiple of `0.01` although `19.99 / 0.01`
 * is `1998.9999999999998` in binary floating point. The tolerance, 1e-15 relative, is three times the
 * rounding error of a quotient of two decimals (D129): every true multiple passes, up to 2^53.
 *
 * @param divisor The positive divisor.
 * @returns The test.
 */
function multipleOf(divisor: number): (value: number) => boolean {
  return (value) => {
    const quotient = value / divisor;
    return Number.isInteger(divisor) ? value % divisor == 0 : Math.abs(quotient - Math.round(quotient)) <= 1e-15 * Math.max(1, Math.abs(quotient));
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

/** Accepts what is never enforced: the annotations. */
const annotation: Rule = () => () => {};

/** The keywords (spec §18.9) and what they compile to; `type` is read by `compile` itself. */
const RULES: Record<string, Rule> = {
  enum(allowed, pointer) {
    refuseUnless(isArray(allowed), pointer, import.meta.env.DEV && 'must be an array');
    return oneOf(allowed, 'must be one of: ');
  },
  const: (expected) => oneOf([expected], 'must be '),
  multipleOf(divisor, pointer) {
    refuseUnless(Number.isFinite(divisor) && divisor > 0, pointer, import.meta.env.DEV && 'must be a number greater than 0');
    return constraint(isNumber, multipleOf(divisor), `must be a multiple of ${divisor}`);
  },
  pattern(pattern, pointer) {
    refuseUnless(isString(pattern), pointer, import.meta.env.DEV && 'must be a string');
    // A pattern is matched against what a model sends: one prone to catastrophic backtracking could freeze the page.
    const regex = safePattern(pattern);
    refuseUnless(!isString(regex), pointer, regex as string);
    // Unanchored, as JSON Schema says: `^` and `$` anchor when the pattern writes them.
    return constraint(isString, (value) => (regex as RegExp).test(value), `must match the pattern ${pattern}`);
  },
  uniqueItems(unique, pointer) {
    refuseUnless(isBoolean(unique), pointer, import.meta.env.DEV && 'must be a boolean');
    return constraint(isArray, (value: unknown[]) => !unique || new Set(value.map(canonical)).size == value.length, 'must not contain duplicate items');
  },
  items(schema, pointer) {
    const check = compile(schema, pointer);
    return (value, path, issues) => isArray(value) && value.forEach((item, index) => check(item, [...path, index], issues));
  },
  properties(properties, pointer) {
    refuseUnless(isRecord(properties), pointer, import.meta.env.DEV && 'must be an object');
    const checks = keys(properties).map((key) => [key, compile(properties[key], `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)] as const);
    return (value, path, issues) => {
      if (isRecord(value)) for (const [key, check] of checks) if (hasOwn(value, key)) check(value[key], [...path, key], issues);
    };
  },
  required(required, pointer) {
    refuseUnless(isArray(required) && required.every(isString), pointer, import.meta.env.DEV && 'must be an array of strings');
    return (value, path, issues) => {
      // A property holding `undefined` is missing: JSON has no `undefined`.
      if (isRecord(value)) for (const key of new Set<string>(required)) if (value[key] === undefined || !hasOwn(value, key)) report(issues, [...path, key], 'is required');
    };
  },
  additionalProperties(schema, pointer, parent) {
    // `false` is the schema that allows nothing: an undeclared property 'is not allowed'. A malformed
    // `properties` is refused by its own rule, so the schema never runs.
    const check = compile(schema, pointer);
    return (value, path, issues) => {
      if (isRecord(value)) for (const key of keys(value)) if (!hasOwn(parent['properties'] ?? {}, key)) check(value[key], [...path, key], issues);
    };
  },
};

/** The words of the bounds' comparisons: `≥`, `≤`, `>`, `<`. */
const WORDS = ['at least', 'at most', 'greater than', 'less than'];

// The eight bounds, one rule read from their place in this list (D119): the number bounds compare as
// `≥ ≤ > <` in turn, the others as `≥ ≤`; a length counts characters (code points: JSON Schema counts
// an emoji as one), an item bound items, and both are non-negative integers.
'minimum maximum exclusiveMinimum exclusiveMaximum minLength maxLength minItems maxItems'.split(' ').forEach((keyword, i) => {
  const comparison = i < 4 ? i : i % 2;
  const unit = ['character', 'item'][(i >> 1) - 2];
  RULES[keyword] = (limit, pointer) => {
    refuseUnless(unit ? Number.isInteger(limit) && limit >= 0 : Number.isFinite(limit), pointer, import.meta.env.DEV && `must be ${unit ? 'a non-negative integer' : 'a number'}`);
    return constraint(
      unit ? (unit == 'item' ? isArray : isString) : isNumber,
      (value) => {
        const measured = isString(value) ? [...value].length : (value.length ?? value);
        return [measured >= limit, measured <= limit, measured > limit, measured < limit][comparison];
      },
      `must ${unit ? `have ${WORDS[comparison]} ${limit} ${unit}${limit == 1 ? '' : 's'}` : `be ${WORDS[comparison]} ${limit}`}`,
    );
  };
});
// The annotations pass untouched; so does `type` here: `compile` reads it itself, as the gate of the rest.
for (const keyword of 'type title description default examples $schema $comment deprecated readOnly writeOnly'.split(' ')) RULES[keyword] = annotation;

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
  refuseUnless(isRecord(schema), pointer, import.meta.env.DEV && 'must be a schema (an object or a boolean)');
  const checks = keys(schema).map((keyword) => {
    const at = `${pointer}/${keyword}`;
    refuseUnless(hasOwn(RULES, keyword), at, `'${keyword}' is not supported${import.meta.env.DEV ? ': give the tool a Standard Schema as `input`, or use fromJsonSchema (npm @toolmark/core) for all of JSON Schema' : ''}`);
    return RULES[keyword]!(schema[keyword], at, schema);
  });
  const types: string[] | undefined = hasOwn(schema, 'type') ? [].concat(schema['type'] as never) : undefined;
  refuseUnless(!types || (types.length && types.every((name) => hasOwn(TYPES, name))), `${pointer}/type`, import.meta.env.DEV && `must be one of ${keys(TYPES).join(', ')}, or an array of them`);
  const mismatch = `must be ${types?.map((name) => (/^[aeio]/.test(name) ? 'an ' : name == 'null' ? '' : 'a ') + name).join(' or ')}`;
  return (value, path, issues) => {
    if (types && !types.some((name) => TYPES[name]!(value))) return report(issues, path, mismatch);
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
        if (isRecord(value)) check(value, [], issues);
        else report(issues, [], 'must be an object');
        return issues.length ? { issues } : { value };
      },
    },
  };
};
