import { identityCheck, refuse, sequenceChecks, type CompileContext, type Mismatch, type SchemaObject } from './compile-context';
import { isJsonObject } from './json-value';
import { compileArray } from './keywords/array';
import { compileCombinators, compileRef } from './keywords/combinators';
import { compileNumber } from './keywords/number';
import { compileObject } from './keywords/object';
import { compileString } from './keywords/string';
import { compileType, readTypes, typeMismatch } from './keywords/type';
import { compileValue } from './keywords/value';
import { reporter } from './messages';
import { childPointer } from './pointer';
import type { Check, IgnoredKeyword } from './types';

/**
 * Keywords the validator enforces, plus annotations that never constrain a value. Any other key is
 * reported in `ignoredKeywords`: listing every unknown key also catches typos such as `minLenght`.
 */
const KNOWN_KEYWORDS = /* @__PURE__ */ new Set(
  'type enum const properties required additionalProperties items minItems maxItems uniqueItems minLength maxLength pattern format minimum maximum multipleOf anyOf oneOf allOf $ref $defs definitions default $schema $id $comment title description examples deprecated readOnly writeOnly'.split(' '),
);

/** The mismatch of typed checks that are not the schema's type gate: other types pass. */
const PASS: Mismatch = { check: identityCheck };

/** A compiled subschema, or a placeholder while it compiles (recursive references call through it). */
interface Box {
  check: Check | undefined;
}

/**
 * Compiles one schema object: the `type` gate around the other keywords.
 *
 * @param schema The schema object.
 * @param pointer Its JSON pointer.
 * @param context The compile context.
 * @returns The check.
 */
function compileSchemaObject(schema: SchemaObject, pointer: string, context: CompileContext): Check {
  for (const keyword of Object.keys(schema)) if (!KNOWN_KEYWORDS.has(keyword)) context.ignored.push({ keyword, pointer });
  const defs = schema['$defs'];
  if (Object.hasOwn(schema, '$defs')) {
    if (!isJsonObject(defs)) refuse(`${pointer}/$defs`, `'$defs' must be an object`);
    // Compiled even when unreferenced, so every problem in the document surfaces at once.
    for (const name of Object.keys(defs)) context.compile(defs[name], childPointer(`${pointer}/$defs`, name));
  }
  const types = readTypes(schema, pointer);
  const [sole] = types?.length === 1 ? types : [];
  // Each typed check learns whether it may double as the type gate (see `Mismatch`).
  const mismatch: Mismatch = { check: identityCheck };
  const typed = (family: boolean): Mismatch => (family ? mismatch : PASS);
  const numeric = sole === 'integer' || sole === 'number';
  const number = compileNumber(schema, pointer, typed(numeric), numeric ? sole : undefined);
  const string = compileString(schema, pointer, context, typed(sole === 'string'));
  const array = compileArray(schema, pointer, context, typed(sole === 'array'));
  const object = compileObject(schema, pointer, context, typed(sole === 'object'));
  const checks = [
    ...compileValue(schema, pointer),
    number,
    string,
    array,
    object,
    ...compileCombinators(schema, pointer, context),
    compileRef(schema, pointer, context),
  ].filter((check): check is Check => check !== undefined);
  if (!types) return sequenceChecks(checks);
  const [only] = checks;
  if (only && checks.length === 1 && only === (numeric ? number : sole === 'string' ? string : sole === 'array' ? array : sole === 'object' ? object : undefined)) {
    mismatch.check = typeMismatch(types);
    return only;
  }
  return compileType(types, sequenceChecks(checks), !only);
}

/** How deep subschemas may nest (spec §13.2). */
const MAX_SCHEMA_DEPTH = 256;

/**
 * Compiles a JSON Schema document into a tree of closures, once; validating then only calls them.
 * Every `$ref` resolves at compile time, so an unresolvable one is refused up front.
 *
 * @param root The schema document (any schema: object or boolean).
 * @param ignored Receives the keywords accepted but not enforced.
 * @returns The check of the root schema.
 * @throws {ToolmarkError} `schema_conversion_failed` when the schema cannot be enforced faithfully.
 */
export function compileSchema(root: unknown, ignored: IgnoredKeyword[]): Check {
  const boxes = new Map<string, Box>();
  let depth = 0;
  const context: CompileContext = {
    root,
    ignored,
    compile: (schema, pointer) => {
      const existing = boxes.get(pointer);
      if (existing) return existing.check ?? ((value, state) => existing.check!(value, state));
      // Compiling recurses once per level; a hostile schema must be refused, not overflow the stack.
      if (depth >= MAX_SCHEMA_DEPTH) refuse(pointer, `the schema is nested more than ${MAX_SCHEMA_DEPTH} levels deep`);
      const box: Box = { check: undefined };
      boxes.set(pointer, box);
      depth++;
      try {
        if (schema === true) box.check = identityCheck;
        else if (schema === false) {
          const report = reporter('is not allowed');
          box.check = (value, state) => (report(state), value);
        } else if (isJsonObject(schema)) box.check = compileSchemaObject(schema, pointer, context);
        else refuse(pointer, 'expected a schema (an object or a boolean)');
      } finally {
        depth--;
      }
      return box.check;
    },
    isCompiling: (pointer) => boxes.has(pointer) && !boxes.get(pointer)!.check,
  };
  return context.compile(root, '');
}
