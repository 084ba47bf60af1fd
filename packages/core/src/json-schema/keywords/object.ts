import { read, type CompileContext, type SchemaObject } from '../compile-context.js';
import { isRecord } from '../../is-record.js';
import { report } from '../messages.js';
import { checkChild, isPresent } from './child.js';
import { compilePattern } from './string.js';
import type { PatternMatcher } from '../regex/check-safety.js';
import { childPointer } from '../pointer.js';
import { leafTest } from './type.js';
import type { Check, RunState } from '../types.js';
import { sizeOf, spend, TEST_WORK } from '../work-meter.js';

/** One declared property, compiled. */
interface PropertyPlan {
  readonly key: string;
  readonly check: Check;
  /** The type test the check only runs, run inline to save the call (see `leafTest`). */
  readonly leaf: ((value: unknown) => boolean) | undefined;
  readonly required: boolean;
  /** Gives a deep copy of the `default` the property's schema declares, to fill in when it is missing. */
  readonly fill: Check | undefined;
  /** Whether the key also names an `Object.prototype` member, so a read can find an inherited value. */
  readonly inherited: boolean;
}

const MISSING = 'Missing required parameter';

/** The units a default filled in costs beside its size (§13.8): the copy of the object, the new property. */
const FILL_WORK = 48;

/**
 * Gives the check that fills in a default: a deep copy of it each time, so calls never share one (a
 * primitive is its own copy), charged {@link FILL_WORK} plus the default's size (§13.8).
 *
 * @param value The `default`.
 * @returns The check.
 */
function fillWith(value: unknown): Check {
  const work = FILL_WORK + sizeOf(value);
  return typeof value === 'object' && value !== null ? (_, state) => (spend(state, work), structuredClone(value)) : (_, state) => (spend(state, work), value);
}

const isStrings = (value: unknown): boolean => Array.isArray(value) && value.every((key) => typeof key === 'string');

/** One `patternProperties` entry, compiled: the keys it matches and their check. */
interface PatternPlan {
  readonly regex: PatternMatcher;
  readonly check: Check;
}

/**
 * Creates the check of `properties`, `patternProperties`, `required` and `additionalProperties`,
 * filling in the `default` of missing optional properties; run on objects only. A property is checked
 * by its `properties` schema and by every `patternProperties` schema whose pattern its key matches;
 * `additionalProperties` checks the properties neither names. The object is copied only when something changes, and keys are
 * read and written as own properties only, so `__proto__` in a schema or input stays inert.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param context The compile context.
 * @returns The check, or `undefined` when none of these keywords applies.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileObject(schema: SchemaObject, pointer: string, context: CompileContext): Check | undefined {
  const properties = read<SchemaObject>(schema, pointer, 'properties', isRecord, 'an object') ?? {};
  const required = read<string[]>(schema, pointer, 'required', isStrings, 'an array of strings') ?? [];
  const declared = Object.keys(properties);
  const plans: PropertyPlan[] = declared.map((key) => {
    const subschema = properties[key];
    const check = context.compile(subschema, childPointer(`${pointer}/properties`, key));
    return {
      key,
      check,
      leaf: leafTest(check),
      required: required.includes(key),
      // A deep copy: a default taken from the schema is never shared between calls. JSON has no
      // `undefined`, so a `default` of `undefined` (from page code) fills in nothing.
      fill: isRecord(subschema) && subschema['default'] !== undefined && Object.hasOwn(subschema, 'default') ? fillWith(subschema['default']) : undefined,
      inherited: key in Object.prototype,
    };
  });
  const patternMap = read<SchemaObject>(schema, pointer, 'patternProperties', isRecord, 'an object') ?? {};
  const patterns: PatternPlan[] = Object.keys(patternMap).map((source) => {
    const at = childPointer(`${pointer}/patternProperties`, source);
    return { regex: compilePattern(source, at, 'the property pattern'), check: context.compile(patternMap[source], at) };
  });
  const extraRequired = required.filter((key) => !declared.includes(key));
  const hasAdditional = Object.hasOwn(schema, 'additionalProperties');
  const additional = schema['additionalProperties'];
  const additionalCheck = hasAdditional && additional !== false ? context.compile(additional, `${pointer}/additionalProperties`) : undefined;
  if (!plans.length && !patterns.length && !extraRequired.length && !hasAdditional) return undefined;
  const known = new Set(declared);
  return (input, state) => {
    const value = input as Record<string, unknown>;
    let output = value;
    let seen = 0;
    for (const plan of plans) {
      const key = plan.key;
      const item = value[key];
      // Reading first and checking ownership only when needed keeps the common path to one lookup;
      // a property holding `undefined` counts as missing, as JSON has no `undefined`.
      if (item !== undefined && (!plan.inherited || Object.hasOwn(value, key))) {
        seen++;
        if (!plan.leaf?.(item)) output = checkChild(state, value, output, key, item, plan.check);
      } else if (plan.required) report(state, MISSING, key);
      // Filling in a default is a child check that turns the missing value into a new one.
      else if (plan.fill && state.fill) {
        state.filled++;
        output = checkChild(state, value, output, key, undefined, plan.fill);
      }
    }
    for (const key of extraRequired) if (!isPresent(value, key)) report(state, MISSING, key);
    if (patterns.length) return checkPatterned(state, value, output);
    if (!hasAdditional) return output;
    // Counting keys is cheaper than looking each up: when every key is a declared one seen above,
    // there is nothing more to check.
    let keys = 0;
    for (const _ in value) keys++;
    spend(state, keys);
    if (keys === seen) return output;
    for (const key in value) {
      if (known.has(key) || !Object.hasOwn(value, key)) continue;
      if (additionalCheck) output = checkChild(state, value, output, key, value[key], additionalCheck);
      else report(state, 'Unexpected parameter', key);
    }
    return output;
  };

  // Every own key, declared or not, goes through the patterns it matches; the rest of the undeclared
  // ones through `additionalProperties`. Each check reads the output so far, so defaults thread through.
  function checkPatterned(state: RunState, value: Record<string, unknown>, output: Record<string, unknown>): Record<string, unknown> {
    const keys = Object.keys(value);
    // A step per key, the start of each pattern test; the matchers charge their own steps.
    spend(state, keys.length * (patterns.length * TEST_WORK + 1));
    for (const key of keys) {
      let named = known.has(key);
      for (const { regex, check } of patterns) {
        if (!regex.test(key, state)) continue;
        named = true;
        output = checkChild(state, value, output, key, output[key], check);
      }
      if (named || !hasAdditional) continue;
      if (additionalCheck) output = checkChild(state, value, output, key, value[key], additionalCheck);
      else report(state, 'Unexpected parameter', key);
    }
    return output;
  }
}
