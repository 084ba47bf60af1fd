import { readCount, type CompileContext, type SchemaObject } from '../compile-context.js';
import { report } from '../messages.js';
import { matches } from './child.js';
import { spend } from '../work-meter.js';
import type { Check } from '../types.js';

const plural = (count: number): string => `${count} propert${count === 1 ? 'y' : 'ies'}`;

/**
 * Creates the check of `minProperties`, `maxProperties` and `propertyNames`, run on objects only:
 * they judge the keys, not the values. A key `propertyNames` refuses is reported at that key.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param context The compile context.
 * @returns The check, or `undefined` when none of these keywords applies.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileObjectKeys(schema: SchemaObject, pointer: string, context: CompileContext): Check | undefined {
  const min = readCount(schema, pointer, 'minProperties') ?? 0;
  const max = readCount(schema, pointer, 'maxProperties') ?? Infinity;
  const names = Object.hasOwn(schema, 'propertyNames') ? context.compile(schema['propertyNames'], `${pointer}/propertyNames`) : undefined;
  if (!min && max === Infinity && !names) return undefined;
  const [few, many] = [`must have at least ${plural(min)}`, `must have at most ${plural(max)}`];
  return (input, state) => {
    const keys = Object.keys(input as object);
    spend(state, keys.length);
    if (keys.length < min) report(state, few);
    if (keys.length > max) report(state, many);
    if (names) {
      // One issue per refused key, in words about the key rather than the name schema's own.
      for (const key of keys) if (!matches(names, key, state)) report(state, 'is not an allowed property name', key);
    }
    return input;
  };
}
