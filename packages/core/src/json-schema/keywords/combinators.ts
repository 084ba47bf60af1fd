import { readArray, refuse, sequenceChecks, type CompileContext, type SchemaObject } from '../compile-context';
import { reporter } from '../messages';
import { childPointer, parseLocalRef } from '../pointer';
import type { Check } from '../types';

/** How many `$ref` hops may nest before the input counts as too deep; keeps clear of the stack limit. */
const MAX_REF_DEPTH = 256;

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
  const checks: Check[] = [];
  const branches = (keyword: string): Check[] | undefined =>
    readArray(schema, keyword, pointer, true)?.map((subschema, index) => context.compile(subschema, childPointer(`${pointer}/${keyword}`, index)));
  const all = branches('allOf');
  if (all) checks.push(sequenceChecks(all));
  const any = branches('anyOf');
  if (any) {
    const report = reporter('must match at least one of the allowed schemas');
    checks.push((value, state) => {
      const before = state.problems.length;
      for (const branch of any) {
        const result = branch(value, state);
        if (state.problems.length === before) return result;
        state.problems.length = before;
      }
      report(state);
      return value;
    });
  }
  const one = branches('oneOf');
  if (one) {
    const report = reporter('must match exactly one of the allowed schemas');
    checks.push((value, state) => {
      const before = state.problems.length;
      let matches = 0;
      let output = value;
      for (const branch of one) {
        const result = branch(value, state);
        if (state.problems.length === before && matches++ === 0) output = result;
        state.problems.length = before;
      }
      if (matches !== 1) report(state);
      return output;
    });
  }
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
  const ref = schema['$ref'];
  const tokens = typeof ref === 'string' ? parseLocalRef(ref) : undefined;
  if (!tokens) return refuse(`${pointer}/$ref`, `only local references such as '#/$defs/name' are supported, got ${JSON.stringify(ref)}`);
  let target: unknown = context.root;
  for (const token of tokens) {
    const found = typeof target === 'object' && target !== null && Object.hasOwn(target, token);
    if (!found) return refuse(`${pointer}/$ref`, `the reference ${JSON.stringify(ref)} does not resolve`);
    target = (target as Record<string, unknown>)[token];
  }
  const targetPointer = tokens.reduce(childPointer, '');
  // Only a reference back to a schema still compiling can recurse; only it needs the depth guard.
  const recursive = context.isCompiling(targetPointer);
  const resolved = context.compile(target, targetPointer);
  if (!recursive) return resolved;
  const tooDeep = reporter('is nested too deeply');
  return (value, state) => {
    if (state.depth >= MAX_REF_DEPTH) {
      tooDeep(state);
      return value;
    }
    state.depth++;
    const result = resolved(value, state);
    state.depth--;
    return result;
  };
}
