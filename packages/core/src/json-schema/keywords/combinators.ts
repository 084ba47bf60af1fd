import { read, resolveRef, sequenceChecks, type CompileContext, type SchemaObject } from '../compile-context.js';
import { report } from '../messages.js';
import { isRecord } from '../../is-record.js';
import { childPointer } from '../pointer.js';
import { isPresent } from './child.js';
import { findTaggedUnion } from './tagged-union.js';
import { memoize, retested } from '../memo.js';
import type { Check } from '../types.js';

const isNonEmpty = (value: unknown): boolean => Array.isArray(value) && value.length > 0;

/**
 * Creates the checks of `allOf`, `anyOf` and `oneOf`. Output values thread through `allOf`; `anyOf`
 * and `oneOf` keep the output of the first matching branch and drop the problems of the others.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param context The compile context.
 * @returns The checks that apply.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileCombinators(schema: SchemaObject, pointer: string, context: CompileContext): Check[] {
  const branches = (keyword: string): Check[] | undefined =>
    read<unknown[]>(schema, pointer, keyword, isNonEmpty, 'a non-empty array')?.map((subschema, index) => {
      const at = childPointer(`${pointer}/${keyword}`, index);
      return retested(context.compile(subschema, at), at, context);
    });
  const all = branches('allOf');
  const checks = all ? [sequenceChecks(all)] : [];
  // `anyOf` stops at the first match, `oneOf` tries every branch and wants exactly one; a tagged
  // union runs the one branch its tag names, the only one that can match.
  const choice = (keyword: string, exactly: boolean): void => {
    const list = branches(keyword);
    const text = `must match ${exactly ? 'exactly' : 'at least'} one of the allowed schemas`;
    if (!list) return;
    const tagged = findTaggedUnion(schema[keyword] as unknown[], `${pointer}/${keyword}`, context.root);
    if (tagged) {
      const byTag = new Map(tagged.tags.map((tag, index) => [tag, list[index]!]));
      const { key } = tagged;
      checks.push((value, state) => {
        const branch = isRecord(value) && isPresent(value, key) ? byTag.get(value[key] as never) : undefined;
        return branch ? branch(value, state) : (report(state, text), value);
      });
      return;
    }
    checks.push((value, state) => {
      const before = state.problems.length;
      let matches = 0;
      let output = value;
      for (const branch of list) {
        const result = branch(value, state);
        if (state.problems.length === before && !matches++) {
          output = result;
          if (!exactly) break;
        }
        state.problems.length = before;
      }
      // `anyOf` stops at its first match, so it counts one match at most.
      if (matches !== 1) report(state, text);
      return output;
    });
  };
  choice('anyOf', false);
  choice('oneOf', true);
  return checks;
}

/**
 * Creates the check of a local `$ref` (`#`, `#/$defs/name` or any JSON pointer into the document).
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param context The compile context.
 * @returns The check, or `undefined` when `$ref` is absent.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileRef(schema: SchemaObject, pointer: string, context: CompileContext): Check | undefined {
  if (!Object.hasOwn(schema, '$ref')) return undefined;
  const { target, local } = resolveRef(schema['$ref'], pointer, context.root);
  // A reference back to a schema still compiling is recursion: `compile` guards its depth. The
  // pointer is the one the target's own place in the document has, so it compiles once. Every
  // reference to it shares its verdicts (§13.8): a schema reached many ways judges an object once.
  return memoize(context.compile(target, local), local);
}
