import { readCount, type CompileContext, type SchemaObject } from '../compile-context.js';
import { report } from '../messages.js';
import { matches } from './child.js';
import { spend } from '../work-meter.js';
import { retested } from '../memo.js';
import type { Check } from '../types.js';

const matching = (count: number): string => `${count} matching item${count === 1 ? '' : 's'}`;

/**
 * Creates the check of `contains`, `minContains` and `maxContains`, run on arrays only: how many
 * items match the `contains` schema must lie between the two counts (at least 1 by default). The
 * items' own outputs are dropped: `contains` only counts, it fills nothing in.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param context The compile context.
 * @returns The check, or `undefined` when `contains` is absent.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileContains(schema: SchemaObject, pointer: string, context: CompileContext): Check | undefined {
  const min = readCount(schema, pointer, 'minContains') ?? 1;
  const max = readCount(schema, pointer, 'maxContains') ?? Infinity;
  // Without `contains`, the two counts constrain nothing (JSON Schema 2020-12 §10.3.1.3, §6.4.4–5).
  if (!Object.hasOwn(schema, 'contains')) return undefined;
  const contains = retested(context.compile(schema['contains'], `${pointer}/contains`), `${pointer}/contains`, context);
  const [few, many] = [`must contain at least ${matching(min)}`, `must contain at most ${matching(max)}`];
  return (input, state) => {
    const value = input as unknown[];
    spend(state, value.length);
    let count = 0;
    for (const item of value) {
      if (matches(contains, item, state)) count++;
      // Past the maximum the answer is known; below the minimum every item may still count.
      if (count > max) break;
    }
    if (count < min) report(state, few);
    if (count > max) report(state, many);
    return value;
  };
}
