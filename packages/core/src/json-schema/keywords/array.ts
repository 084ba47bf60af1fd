import { read, readCount, type CompileContext, type SchemaObject } from '../compile-context.js';
import { canonicalText } from '../json-value.js';
import { spend, type WorkMeter } from '../work-meter.js';
import { report } from '../messages.js';
import { checkChild } from './child.js';
import { childPointer } from '../pointer.js';
import { leafTest } from './type.js';
import type { Check } from '../types.js';

/**
 * Checks whether an array holds two equal items (JSON equality), in time linear in its size: each
 * item's canonical text goes into a set, instead of comparing every pair (spec §13.8).
 *
 * @param items The array.
 * @param meter The validation's meter, charged for the texts.
 * @returns Whether some item repeats.
 */
export function hasDuplicates(items: readonly unknown[], meter: WorkMeter): boolean {
  spend(meter, items.length);
  // Primitives only: a set of the items themselves (JSON equality is `===` for them).
  if (items.every((item) => typeof item !== 'object' || !item)) return new Set(items).size !== items.length;
  const seen = new Set<string>();
  for (const item of items) {
    const text = canonicalText(item, meter);
    if (seen.has(text)) return true;
    seen.add(text);
  }
  return false;
}

const plural = (count: number): string => `${count} item${count === 1 ? '' : 's'}`;

const isSchemaList = (value: unknown): boolean => Array.isArray(value) && value.length > 0;

/**
 * Creates the check of `prefixItems`, `items`, `minItems`, `maxItems` and `uniqueItems`, run on arrays
 * only: the first items are checked by `prefixItems`, one schema each, and the rest by `items`. The
 * array is copied only when an item's check fills in defaults.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param context The compile context.
 * @returns The check, or `undefined` when none of these keywords applies.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileArray(schema: SchemaObject, pointer: string, context: CompileContext): Check | undefined {
  const minItems = readCount(schema, pointer, 'minItems') ?? 0;
  const maxItems = readCount(schema, pointer, 'maxItems') ?? Infinity;
  const unique = read<boolean>(schema, pointer, 'uniqueItems', (value) => typeof value === 'boolean', 'a boolean');
  const prefix = (read<unknown[]>(schema, pointer, 'prefixItems', isSchemaList, 'a non-empty array') ?? []).map((item, index) =>
    context.compile(item, childPointer(`${pointer}/prefixItems`, index)),
  );
  const item = Object.hasOwn(schema, 'items') ? context.compile(schema['items'], `${pointer}/items`) : undefined;
  if (!minItems && maxItems === Infinity && !unique && !item && !prefix.length) return undefined;
  const leaf = item && leafTest(item);
  // Messages are written once, here, not on every failing run.
  const few = `must have at least ${plural(minItems)}`;
  const many = `must have at most ${plural(maxItems)}`;
  return (input, state) => {
    const value = input as unknown[];
    if (value.length < minItems) report(state, few);
    if (value.length > maxItems) report(state, many);
    if (unique && hasDuplicates(value, state)) report(state, 'must not contain duplicate items');
    let output = value;
    // One step per item: a leaf item schema is tested inline, never charged on its own.
    if (item || prefix.length) spend(state, value.length);
    let i = 0;
    for (; i < prefix.length && i < value.length; i++) output = checkChild(state, value, output, i, value[i], prefix[i]!);
    if (item) for (; i < value.length; i++) if (!leaf?.(value[i])) output = checkChild(state, value, output, i, value[i], item);
    return output;
  };
}
