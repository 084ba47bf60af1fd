import { type CompileContext, type SchemaObject } from '../compile-context.js';
import { report } from '../messages.js';
import { matches } from './child.js';
import { retested } from '../memo.js';
import type { Check } from '../types.js';

/**
 * Creates the checks of `not` and `if`/`then`/`else`. `not` and `if` only test the value; the branch
 * `if` picks (`then` when it matches, else `else`) checks it and gives the output, defaults included.
 * `then` and `else` without `if` constrain nothing (JSON Schema 2020-12 §10.2.2).
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param context The compile context.
 * @returns The checks that apply.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileConditionals(schema: SchemaObject, pointer: string, context: CompileContext): Check[] {
  const sub = (keyword: string): Check | undefined => (Object.hasOwn(schema, keyword) ? context.compile(schema[keyword], `${pointer}/${keyword}`) : undefined);
  const checks: Check[] = [];
  const not = sub('not');
  if (not) checks.push((value, state) => (matches(not, value, state) && report(state, 'must not match the excluded schema'), value));
  // `then` and `else` are compiled even without `if`, so a problem in them is refused all the same.
  const [test, then, otherwise] = [sub('if'), sub('then'), sub('else')];
  if (test && (then || otherwise)) {
    const tested = retested(test, `${pointer}/if`, context);
    checks.push((value, state) => {
      const branch = matches(tested, value, state) ? then : otherwise;
      return branch ? branch(value, state) : value;
    });
  }
  return checks;
}
