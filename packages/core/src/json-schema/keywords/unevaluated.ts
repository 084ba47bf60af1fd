import { resolveRef, type CompileContext, type SchemaObject } from '../compile-context.js';
import { isRecord } from '../../is-record.js';
import { report } from '../messages.js';
import { childPointer } from '../pointer.js';
import { checkChild, isPresent, matches } from './child.js';
import { compilePattern } from './string.js';
import type { Check, RunState } from '../types.js';
import { memoize, tableOf } from '../memo.js';
import { spend, TEST_WORK } from '../work-meter.js';

/** What a schema evaluated of one value: the property names or item indexes, or all of them. */
type Evaluated = Set<string | number> | true;

/** Finds what a schema evaluates of a value, as `unevaluatedProperties` and `unevaluatedItems` need it. */
export type CollectEvaluated = (value: unknown, state: RunState) => Evaluated;

/** Which of the two keywords: the properties of objects, or the items of arrays. */
type Kind = 'properties' | 'items';

const NONE: Evaluated = new Set();

/** The units one collector's application costs beside its names (§13.8), measured by bench/validation-work.ts. */
const COLLECT_WORK = 160;

/** How often collecting may enter a schema for one value, against `$ref` cycles that stay in place. */
const MAX_DEPTH = 256;

const union = (into: Set<string | number>, add: Evaluated, state: RunState): boolean => {
  if (add === true) return true;
  spend(state, add.size);
  for (const name of add) into.add(name);
  return false;
};

/**
 * Creates the function that tells what a schema, with its in-place subschemas (`allOf`, the matching
 * `anyOf`/`oneOf` branches, `if` with `then` or `else`, `dependentSchemas`, `$ref`), evaluated of a
 * value: JSON Schema 2020-12 §11 says `unevaluatedProperties` and `unevaluatedItems` apply to the rest.
 * A branch counts only when it matches (its check runs once more, to know); `not` never counts.
 *
 * @param schema The schema.
 * @param pointer Its JSON pointer.
 * @param context The compile context; its `evaluated` map keeps one collector per pointer and kind.
 * @param kind Properties or items.
 * @returns The collector.
 */
export function collectEvaluated(schema: unknown, pointer: string, context: CompileContext, kind: Kind): CollectEvaluated {
  const id = `${kind} ${pointer}`;
  const known = context.evaluated.get(id);
  if (known) return known;
  // Built on first use: a `$ref` cycle then refers to a collector that exists.
  let built: CollectEvaluated | undefined;
  const collect: CollectEvaluated = (value, state) => {
    // A collector makes a set of names and tests its branches again: dearer than a check (§13.8).
    spend(state, COLLECT_WORK);
    if (state.depth >= MAX_DEPTH) return NONE;
    // What a schema evaluated of an object is memoized as checks' verdicts are (memo.ts): a `$ref`
    // cycle in place, branching, would otherwise collect again at every level.
    const object = typeof value === 'object' && value !== null ? value : undefined;
    const table = object && tableOf(state, id);
    const known = table && (table.get(object) as Evaluated | undefined);
    if (known) return known;
    state.depth++;
    const result = (built ??= buildCollector(schema, pointer, context, kind))(value, state);
    state.depth--;
    if (table) table.set(object!, result);
    return result;
  };
  context.evaluated.set(id, collect);
  return collect;
}

/**
 * Builds the collector of one schema (see {@link collectEvaluated}): its own keywords' names or items,
 * then those of its in-place subschemas; `true` as soon as one of them evaluates everything.
 *
 * @param schema The schema.
 * @param pointer Its JSON pointer, under which its subschemas were compiled.
 * @param context The compile context.
 * @param kind Properties or items.
 * @returns The collector.
 */
function buildCollector(schema: unknown, pointer: string, context: CompileContext, kind: Kind): CollectEvaluated {
  if (!isRecord(schema)) return () => NONE;
  const has = (keyword: string): boolean => Object.hasOwn(schema, keyword);
  // Memoized under the pointer the applicators use (memo.ts `retested`): testing again is free.
  const sub = (keyword: string, at = `${pointer}/${keyword}`, subschema = schema[keyword]) => ({
    check: memoize(context.compile(subschema, at), at),
    collect: collectEvaluated(subschema, at, context, kind),
  });
  const list = (keyword: string) => (has(keyword) ? (schema[keyword] as unknown[]).map((item, i) => sub(keyword, childPointer(`${pointer}/${keyword}`, i), item)) : []);
  // A keyword that evaluates everything: the rest of the names or items went through it.
  if (has(kind === 'properties' ? 'additionalProperties' : 'items') || has(`unevaluated${kind === 'properties' ? 'Properties' : 'Items'}`)) return () => true;
  const own = kind === 'properties' ? ownProperties(schema, pointer) : ownItems(schema, pointer, context);
  const all = list('allOf');
  const some = [...list('anyOf'), ...list('oneOf')];
  const test = has('if') ? sub('if') : undefined;
  const [then, otherwise] = [has('then') ? sub('then') : undefined, has('else') ? sub('else') : undefined];
  const dependent = isRecord(schema['dependentSchemas'])
    ? Object.keys(schema['dependentSchemas']).map((key) => [key, sub('dependentSchemas', childPointer(`${pointer}/dependentSchemas`, key), (schema['dependentSchemas'] as SchemaObject)[key])] as const)
    : [];
  const ref = has('$ref') ? resolveRef(schema['$ref'], pointer, context.root) : undefined;
  const target = ref && collectEvaluated(ref.target, ref.local, context, kind);
  return (value, state) => {
    const names = new Set<string | number>();
    if (union(names, own(value, state), state)) return true;
    for (const branch of all) if (union(names, branch.collect(value, state), state)) return true;
    for (const branch of some) if (matches(branch.check, value, state) && union(names, branch.collect(value, state), state)) return true;
    // `if` counts when it matches, as the branch it picks does.
    if (test) {
      const chosen = matches(test.check, value, state) ? [test, then] : [otherwise];
      for (const branch of chosen) if (branch && union(names, branch.collect(value, state), state)) return true;
    }
    if (isRecord(value)) for (const [key, branch] of dependent) if (isPresent(value, key) && union(names, branch.collect(value, state), state)) return true;
    if (target && union(names, target(value, state), state)) return true;
    return names;
  };
}

/** The properties a schema's own `properties` and `patternProperties` evaluate: the present keys they name or match. */
function ownProperties(schema: SchemaObject, pointer: string): CollectEvaluated {
  const declared = new Set(isRecord(schema['properties']) ? Object.keys(schema['properties']) : []);
  const patterns = isRecord(schema['patternProperties'])
    ? Object.keys(schema['patternProperties']).map((source) => compilePattern(source, childPointer(`${pointer}/patternProperties`, source), 'the property pattern'))
    : [];
  return (value, state) => {
    if (!isRecord(value)) return NONE;
    const keys = Object.keys(value);
    spend(state, keys.length * (patterns.length * TEST_WORK + 1));
    return new Set(keys.filter((key) => declared.has(key) || patterns.some((regex) => regex.test(key, state))));
  };
}

/** The items a schema's own `prefixItems` and `contains` evaluate: the first ones, and those `contains` matches. */
function ownItems(schema: SchemaObject, pointer: string, context: CompileContext): CollectEvaluated {
  const prefix = Array.isArray(schema['prefixItems']) ? schema['prefixItems'].length : 0;
  const contains = Object.hasOwn(schema, 'contains') ? memoize(context.compile(schema['contains'], `${pointer}/contains`), `${pointer}/contains`) : undefined;
  return (value, state) => {
    if (!Array.isArray(value)) return NONE;
    spend(state, value.length);
    const indexes = new Set<number>();
    value.forEach((item, index) => (index < prefix || (contains && matches(contains, item, state))) && indexes.add(index));
    return indexes;
  };
}

/**
 * Creates the checks of `unevaluatedProperties` and `unevaluatedItems`: the properties or items that
 * nothing in the schema and its in-place subschemas evaluated must match them; with `false`, an
 * unevaluated property is `Unexpected parameter`, as with `additionalProperties: false`.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param context The compile context.
 * @returns The checks that apply.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileUnevaluated(schema: SchemaObject, pointer: string, context: CompileContext): Check[] {
  const checks: Check[] = [];
  for (const kind of ['properties', 'items'] as const) {
    const keyword = kind === 'properties' ? 'unevaluatedProperties' : 'unevaluatedItems';
    if (!Object.hasOwn(schema, keyword)) continue;
    const rest = context.compile(schema[keyword], `${pointer}/${keyword}`);
    // What the schema evaluates besides the keyword itself.
    const { [keyword]: _, ...others } = schema;
    const evaluated = buildCollector(others, pointer, context, kind);
    const applies = kind === 'properties' ? isRecord : Array.isArray;
    checks.push((value, state) => {
      if (!applies(value)) return value;
      const seen = evaluated(value, state);
      if (seen === true) return value;
      let output = value as Record<string | number, unknown>;
      spend(state, kind === 'properties' ? Object.keys(value as object).length : (value as unknown[]).length);
      for (const key of kind === 'properties' ? Object.keys(value as object) : (value as unknown[]).keys()) {
        if (seen.has(key)) continue;
        if (schema[keyword] === false && kind === 'properties') report(state, 'Unexpected parameter', key);
        else output = checkChild(state, value as Record<string | number, unknown>, output, key, output[key], rest);
      }
      return output;
    });
  }
  return checks;
}
