import { identityCheck, read, refuse, sequenceChecks, type CompileContext, type SchemaObject } from './compile-context.js';
import { isRecord } from '../is-record.js';
import { compileArray } from './keywords/array.js';
import { compileCombinators, compileRef } from './keywords/combinators.js';
import { compileNumber } from './keywords/number.js';
import { compileObject } from './keywords/object.js';
import { compileString } from './keywords/string.js';
import { compileTypes, leafCheck } from './keywords/type.js';
import { compileValue } from './keywords/value.js';
import { report } from './messages.js';
import { childPointer } from './pointer.js';
import type { Check, FormatCheck, IgnoredKeyword } from './types.js';

/**
 * Keywords the validator enforces, plus annotations that never constrain a value. Any other key is
 * reported in `ignoredKeywords`: listing every unknown key also catches typos such as `minLenght`.
 */
const KNOWN_KEYWORDS = /* @__PURE__ */ new Set(
  'type enum const properties required additionalProperties items minItems maxItems uniqueItems minLength maxLength pattern format minimum maximum multipleOf anyOf oneOf allOf $ref $defs definitions default $schema $id $comment title description examples deprecated readOnly writeOnly'.split(' '),
);

/**
 * Compiles one schema object: the `type` gate around the other keywords. Keywords that apply to one
 * type (`minLength`, `items` …) run only on values of that type, picked once by `typeof`.
 *
 * @param schema The schema object.
 * @param pointer Its JSON pointer.
 * @param context The compile context.
 * @returns The check.
 */
function compileSchemaObject(schema: SchemaObject, pointer: string, context: CompileContext): Check {
  for (const keyword of Object.keys(schema)) if (!KNOWN_KEYWORDS.has(keyword)) context.ignored.push({ keyword, pointer });
  const defs = read<SchemaObject>(schema, pointer, '$defs', isRecord, 'an object') ?? {};
  // Compiled even when unreferenced, so every problem in the document surfaces at once.
  for (const name of Object.keys(defs)) context.compile(defs[name], childPointer(`${pointer}/$defs`, name));
  const gate = compileTypes(schema, pointer);
  const number = compileNumber(schema, pointer);
  const string = compileString(schema, pointer, context);
  const array = compileArray(schema, pointer, context);
  const object = compileObject(schema, pointer, context);
  const byType: Readonly<Record<string, Check | undefined>> = { number, integer: number, string, array, object };
  // Behind a gate of one type, only that type's check can apply; it runs after the gate, so each typed
  // check is called only with values of its type and never tests the type again (D114).
  const typed: Check | undefined =
    gate?.names.length === 1
      ? byType[gate.names[0]!]
      : (number || string || array || object) &&
        ((value, state) => {
          // `typeof` names the type, but for arrays and `null`; no other name has a check.
          const check = value !== null && byType[Array.isArray(value) ? 'array' : typeof value];
          return check ? check(value, state) : value;
        });
  const checks = [...compileValue(schema, pointer), typed, ...compileCombinators(schema, pointer, context), compileRef(schema, pointer, context)].filter(
    (check): check is Check => !!check,
  );
  if (!gate) return sequenceChecks(checks);
  if (!checks.length) return leafCheck(gate);
  const { test, fail } = gate;
  const rest = sequenceChecks(checks);
  return (value, state) => (test(value) ? rest(value, state) : fail(value, state));
}

/** How deep subschemas may nest (spec §13.2), and recursive input (§13.4): clear of the stack limit. */
const MAX_SCHEMA_DEPTH = 256;

/**
 * Creates the check of a reference back to a schema still compiling: it calls through once the
 * schema is compiled, and reports input nested too deeply before the stack overflows. Only such
 * references can recurse, so only they count depth (D17).
 *
 * @param target Gives the referenced check, once compiled.
 * @returns The check.
 */
/* @__NO_SIDE_EFFECTS__ */
function recursion(target: () => Check): Check {
  let check: Check | undefined;
  return (value, state) => {
    if (state.depth >= MAX_SCHEMA_DEPTH) return report(state, 'is nested too deeply'), value;
    state.depth++;
    const result = (check ??= target())(value, state);
    state.depth--;
    return result;
  };
}

/**
 * Compiles a JSON Schema document into a tree of closures, once; validating then only calls them.
 * Every `$ref` resolves at compile time, so an unresolvable one is refused up front.
 *
 * @param root The schema document (any schema: object or boolean).
 * @param ignored Receives the keywords accepted but not enforced.
 * @param formats The format checks by name.
 * @returns The check of the root schema.
 * @throws {ToolmarkError} `schema_conversion_failed` when the schema cannot be enforced faithfully.
 */
export function compileSchema(root: unknown, ignored: IgnoredKeyword[], formats: Readonly<Record<string, FormatCheck>>): Check {
  // Each pointer's check, or `undefined` while it compiles: recursive references call through the map.
  const compiled = new Map<string, Check | undefined>();
  let depth = 0;
  const context: CompileContext = {
    root,
    ignored,
    formats,
    compile: (schema, pointer) => {
      if (compiled.has(pointer)) return compiled.get(pointer) ?? recursion(() => compiled.get(pointer)!);
      // Compiling recurses once per level; a hostile schema must be refused, not overflow the stack.
      if (depth++ >= MAX_SCHEMA_DEPTH) refuse(pointer, import.meta.env.DEV ? `the schema is nested more than ${MAX_SCHEMA_DEPTH} levels deep` : 'too deep');
      compiled.set(pointer, undefined);
      const check =
        schema === true
          ? identityCheck
          : schema === false
            ? (value: unknown, state: Parameters<Check>[1]) => (report(state, 'is not allowed'), value)
            : isRecord(schema)
              ? compileSchemaObject(schema, pointer, context)
              : refuse(pointer, import.meta.env.DEV ? 'expected a schema (an object or a boolean)' : 'not a schema');
      compiled.set(pointer, check);
      depth--;
      return check;
    },
  };
  return context.compile(root, '');
}
