import { readCount, type CompileContext, type Mismatch, type SchemaObject } from '../compile-context';
import { deepEqual } from '../json-value';
import { prefixProblems, reporter } from '../messages';
import { leafMatches, leafType } from './type';
import type { Check } from '../types';

/**
 * Checks whether an array holds two equal items (JSON equality).
 *
 * @param items The array.
 * @returns Whether some item repeats.
 */
export function hasDuplicates(items: readonly unknown[]): boolean {
  if (items.every((item) => typeof item !== 'object' || item === null)) return new Set(items).size !== items.length;
  for (let i = 1; i < items.length; i++) for (let j = 0; j < i; j++) if (deepEqual(items[i], items[j])) return true;
  return false;
}

/**
 * Creates the check of `items`, `minItems`, `maxItems` and `uniqueItems`; other values than arrays pass.
 * The array is copied only when an item's check fills in defaults.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param context The compile context.
 * @param mismatch What to do with other values than arrays.
 * @returns The check, or `undefined` when none of these keywords applies.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileArray(schema: SchemaObject, pointer: string, context: CompileContext, mismatch: Mismatch): Check | undefined {
  const minItems = readCount(schema, 'minItems', pointer) ?? 0;
  const maxItems = readCount(schema, 'maxItems', pointer) ?? Infinity;
  const unique = schema['uniqueItems'];
  if (Object.hasOwn(schema, 'uniqueItems') && typeof unique !== 'boolean') context.compile(unique, `${pointer}/uniqueItems`);
  const item = Object.hasOwn(schema, 'items') ? context.compile(schema['items'], `${pointer}/items`) : undefined;
  if (!minItems && maxItems === Infinity && !unique && !item) return undefined;
  const leaf = item && leafType(item);
  const reportFew = reporter(`must have at least ${minItems} item${minItems === 1 ? '' : 's'}`);
  const reportMany = reporter(`must have at most ${maxItems} item${maxItems === 1 ? '' : 's'}`);
  const reportDuplicate = reporter('must not contain duplicate items');
  return (value, state) => {
    if (!Array.isArray(value)) return mismatch.check(value, state);
    if (value.length < minItems) reportFew(state);
    if (value.length > maxItems) reportMany(state);
    if (unique && hasDuplicates(value)) reportDuplicate(state);
    if (!item) return value;
    let output = value;
    for (let i = 0; i < value.length; i++) {
      if (leafMatches(leaf, value[i])) continue;
      const before = state.problems.length;
      const result = item(value[i], state);
      if (state.problems.length !== before) prefixProblems(state, before, i);
      else if (result !== value[i]) {
        if (output === value) output = value.slice();
        output[i] = result;
      }
    }
    return output;
  };
}
