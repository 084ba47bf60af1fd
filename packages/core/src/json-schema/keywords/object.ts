import { readArray, refuse, type CompileContext, type Mismatch, type SchemaObject } from '../compile-context';
import { cloneJson, isJsonObject, setOwn } from '../json-value';
import { prefixProblems, reportChild } from '../messages';
import { leafMatches, leafType } from './type';
import { childPointer } from '../pointer';
import type { Check } from '../types';

/** One declared property, compiled. */
interface PropertyPlan {
  readonly key: string;
  readonly check: Check;
  /** The type the check only tests, tested inline to save the call (see `leafType`). */
  readonly leaf: string | undefined;
  readonly required: boolean;
  /** Whether the property's schema declares a `default` to fill in when it is missing. */
  readonly hasDefault: boolean;
  readonly defaultValue: unknown;
  /** Whether the key also names an `Object.prototype` member, so a read can find an inherited value. */
  readonly inherited: boolean;
}

const missing = (subject: string): string => `Missing required parameter ${subject}`;
const unexpected = (subject: string): string => `Unexpected parameter ${subject}`;

/**
 * Creates the check of `properties`, `required` and `additionalProperties`, filling in the `default`
 * of missing optional properties. The object is copied only when something changes, and keys are
 * read and written as own properties only, so `__proto__` in a schema or input stays inert.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param context The compile context.
 * @param mismatch What to do with other values than objects.
 * @returns The check, or `undefined` when none of these keywords applies.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileObject(schema: SchemaObject, pointer: string, context: CompileContext, mismatch: Mismatch): Check | undefined {
  const rawProperties = schema['properties'];
  if (Object.hasOwn(schema, 'properties') && !isJsonObject(rawProperties)) refuse(`${pointer}/properties`, `'properties' must be an object`);
  const properties = isJsonObject(rawProperties) ? rawProperties : undefined;
  const required = readArray(schema, 'required', pointer) ?? [];
  if (required.some((key) => typeof key !== 'string')) refuse(`${pointer}/required`, `'required' must be an array of strings`);
  const declared = properties ? Object.keys(properties) : [];
  const plans: PropertyPlan[] = declared.map((key) => {
    const subschema = properties![key];
    const hasDefault = isJsonObject(subschema) && Object.hasOwn(subschema, 'default');
    const check = context.compile(subschema, childPointer(`${pointer}/properties`, key));
    return {
      key,
      check,
      leaf: leafType(check),
      required: required.includes(key),
      hasDefault,
      defaultValue: hasDefault ? subschema['default'] : undefined,
      inherited: key in Object.prototype,
    };
  });
  const extraRequired = (required as string[]).filter((key) => !declared.includes(key));
  const hasAdditional = Object.hasOwn(schema, 'additionalProperties');
  const additional = schema['additionalProperties'];
  const additionalCheck = hasAdditional && additional !== false ? context.compile(additional, `${pointer}/additionalProperties`) : undefined;
  if (!plans.length && !extraRequired.length && !hasAdditional) return undefined;
  const known = new Set(declared);
  const count = plans.length;
  return (value, state) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return mismatch.check(value, state);
    const object = value as Record<string, unknown>;
    // Checks below only push to this array; `validate` swaps it between runs.
    const { problems } = state;
    let output = object;
    let seen = 0;
    for (let i = 0; i < count; i++) {
      const plan = plans[i]!;
      const key = plan.key;
      const item = object[key];
      // Reading first and checking ownership only when needed keeps the common path to one lookup;
      // a property holding `undefined` counts as missing, as JSON has no `undefined`.
      if (item !== undefined && (!plan.inherited || Object.hasOwn(object, key))) {
        seen++;
        if (leafMatches(plan.leaf, item)) continue;
        const before = problems.length;
        const result = plan.check(item, state);
        if (problems.length !== before) prefixProblems(state, before, key);
        else if (result !== item) {
          if (output === object) output = { ...object };
          setOwn(output, key, result);
        }
      } else if (plan.required) reportChild(state, key, missing);
      else if (plan.hasDefault) {
        if (output === object) output = { ...object };
        setOwn(output, key, cloneJson(plan.defaultValue));
      }
    }
    for (const key of extraRequired) if (!Object.hasOwn(object, key)) reportChild(state, key, missing);
    if (!hasAdditional) return output;
    // Counting keys is cheaper than looking each up: when every key is a declared one seen above,
    // there is nothing more to check.
    let keys = 0;
    for (const _ in object) keys++;
    if (keys === seen) return output;
    for (const key in object) {
      if (known.has(key) || !Object.hasOwn(object, key)) continue;
      if (!additionalCheck) {
        reportChild(state, key, unexpected);
        continue;
      }
      const before = state.problems.length;
      const result = additionalCheck(object[key], state);
      if (state.problems.length !== before) prefixProblems(state, before, key);
      else if (result !== object[key]) {
        if (output === object) output = { ...object };
        setOwn(output, key, result);
      }
    }
    return output;
  };
}
