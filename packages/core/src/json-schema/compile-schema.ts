import { identityCheck, read, refuse, sequenceChecks, type CompileContext, type SchemaObject } from './compile-context.js';
import { isRecord } from '../is-record.js';
import { compileArray } from './keywords/array.js';
import { compileCombinators, compileRef } from './keywords/combinators.js';
import { compileConditionals } from './keywords/conditionals.js';
import { compileContains } from './keywords/contains.js';
import { compileDependent } from './keywords/dependent.js';
import { compileNumber } from './keywords/number.js';
import { compileObject } from './keywords/object.js';
import { compileObjectKeys } from './keywords/object-keys.js';
import { compileString } from './keywords/string.js';
import { compileTypes, leafCheck } from './keywords/type.js';
import { compileValue } from './keywords/value.js';
import { report } from './messages.js';
import { childPointer } from './pointer.js';
import type { Check } from './types.js';
import { metered, weightOf } from './work-meter.js';

/** The keywords the validator enforces (spec §13.1), each read by one keyword compiler. */
const ENFORCED =
  'type enum const minimum maximum exclusiveMinimum exclusiveMaximum multipleOf minLength maxLength pattern format ' +
  'items prefixItems minItems maxItems uniqueItems contains minContains maxContains ' +
  'properties patternProperties additionalProperties required minProperties maxProperties propertyNames dependentRequired dependentSchemas ' +
  'allOf anyOf oneOf not if then else $ref $defs definitions';

/** Annotations: they never constrain a value, so accepting them loosens nothing. `default` also fills in (§13.3). */
const ANNOTATIONS = 'title description default examples deprecated readOnly writeOnly $comment $schema $id $anchor';

/** The keywords of the rules Toolmark ships as imports of their own, and where each is. */
const OPT_IN: Readonly<Record<string, string>> = {
  unevaluatedProperties: '@toolmark/core/json-schema/unevaluated',
  unevaluatedItems: '@toolmark/core/json-schema/unevaluated',
};

/** Every keyword a schema may hold without the `ignore` option. */
const VOCABULARY = /* @__PURE__ */ new Set(`${ENFORCED} ${ANNOTATIONS}`.split(' '));

/**
 * Checks every key of a schema object against the vocabulary: a keyword the validator does not
 * enforce is refused, so a schema is never silently loosened, unless `options.ignore` names it,
 * which lists it in `ignoredKeywords`. A nested `$id` is refused too: it would change what the local
 * references under it point to.
 *
 * @param schema The schema object.
 * @param pointer Its JSON pointer.
 * @param context The compile context.
 * @throws {ToolmarkError} `schema_conversion_failed` at the first keyword refused.
 */
function checkVocabulary(schema: SchemaObject, pointer: string, context: CompileContext): void {
  for (const keyword of Object.keys(schema)) {
    const at = childPointer(pointer, keyword);
    if (VOCABULARY.has(keyword) || context.rules.some((rule) => rule.keywords.includes(keyword))) {
      if (keyword === '$id' && pointer) refuse(at, "'$id' is supported at the root only: below it, it would change where references resolve");
    } else if (context.ignore.has(keyword)) context.ignored.push({ keyword, pointer });
    else if (Object.hasOwn(OPT_IN, keyword)) refuse(at, `'${keyword}' needs \`keywords: [unevaluated]\` from '${OPT_IN[keyword]}'`);
    else refuse(at, `'${keyword}' is not a keyword Toolmark enforces: name it in the \`ignore\` option to accept it unenforced`);
  }
}

/**
 * Combines the checks that apply to values of one type.
 *
 * @param checks The checks, `undefined` where a keyword compiler had nothing to check.
 * @returns One check, or `undefined` when none applies.
 */
function sequenceOrNone(checks: readonly (Check | undefined)[]): Check | undefined {
  const present = checks.filter((check): check is Check => !!check);
  return present.length ? sequenceChecks(present) : undefined;
}

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
  checkVocabulary(schema, pointer, context);
  // Compiled even when unreferenced, so every problem in the document surfaces at once.
  for (const keyword of ['$defs', 'definitions']) {
    const defs = read<SchemaObject>(schema, pointer, keyword, isRecord, 'an object') ?? {};
    for (const name of Object.keys(defs)) context.compile(defs[name], childPointer(`${pointer}/${keyword}`, name));
  }
  const gate = compileTypes(schema, pointer);
  const number = compileNumber(schema, pointer);
  const string = compileString(schema, pointer, context);
  const array = sequenceOrNone([compileArray(schema, pointer, context), compileContains(schema, pointer, context)]);
  const object = sequenceOrNone([compileObject(schema, pointer, context), compileObjectKeys(schema, pointer, context), compileDependent(schema, pointer, context)]);
  const byType: Readonly<Record<string, Check | undefined>> = { number, integer: number, string, array, object };
  // Behind a gate of one type, only that type's check can apply; it runs after the gate, so each typed
  // check is called only with values of its type and never tests the type again.
  const typed: Check | undefined =
    gate?.names.length === 1
      ? byType[gate.names[0]!]
      : (number || string || array || object) &&
        ((value, state) => {
          // `typeof` names the type, but for arrays and `null`; no other name has a check.
          const check = value !== null && byType[Array.isArray(value) ? 'array' : typeof value];
          return check ? check(value, state) : value;
        });
  const checks = [
    ...compileValue(schema, pointer),
    typed,
    ...compileCombinators(schema, pointer, context),
    ...compileConditionals(schema, pointer, context),
    compileRef(schema, pointer, context),
    // Last: `unevaluated*` judge what everything else left unevaluated.
    ...context.rules.flatMap((rule) => rule.compile(schema, pointer, context)),
  ].filter((check): check is Check => !!check);
  // A leaf (`type` alone) costs one step, charged by whatever applies it; every other schema object
  // charges its weight on each application (§13.8).
  if (gate && !checks.length) return leafCheck(gate);
  const weight = weightOf(schema);
  if (!gate) return metered(sequenceChecks(checks), weight);
  const { test, fail } = gate;
  const rest = sequenceChecks(checks);
  return metered((value, state) => (test(value) ? rest(value, state) : fail(value, state)), weight);
}

/** How deep subschemas may nest (spec §13.2), and recursive input (§13.4): clear of the stack limit. */
const MAX_SCHEMA_DEPTH = 256;

/**
 * Creates the check of a reference back to a schema still compiling: it calls through once the
 * schema is compiled, and reports input nested too deeply before the stack overflows. Only such
 * references can recurse, so only they count depth.
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
 * @param options Where the keywords accepted but not enforced go, which those are, and the format checks by name.
 * @returns The check of the root schema.
 * @throws {ToolmarkError} `schema_conversion_failed` when the schema cannot be enforced faithfully.
 */
export function compileSchema(root: unknown, { ignored, ignore, rules, formats }: Pick<CompileContext, 'ignored' | 'ignore' | 'rules' | 'formats'>): Check {
  // Each pointer's check, or `undefined` while it compiles: recursive references call through the map.
  const compiled = new Map<string, Check | undefined>();
  let depth = 0;
  const context: CompileContext = {
    root,
    ignored,
    ignore,
    rules,
    evaluated: new Map(),
    formats,
    compile: (schema, pointer) => {
      if (compiled.has(pointer)) return compiled.get(pointer) ?? recursion(() => compiled.get(pointer)!);
      // Compiling recurses once per level; a hostile schema must be refused, not overflow the stack.
      if (depth++ >= MAX_SCHEMA_DEPTH) refuse(pointer, `the schema is nested more than ${MAX_SCHEMA_DEPTH} levels deep`);
      compiled.set(pointer, undefined);
      const check =
        schema === true
          ? identityCheck
          : schema === false
            ? (value: unknown, state: Parameters<Check>[1]) => (report(state, 'is not allowed'), value)
            : isRecord(schema)
              ? compileSchemaObject(schema, pointer, context)
              : refuse(pointer, 'expected a schema (an object or a boolean)');
      compiled.set(pointer, check);
      depth--;
      return check;
    },
  };
  return context.compile(root, '');
}
