import { identityCheck, refuse, sequenceChecks, type CompileContext, type SchemaObject } from './compile-context';
import { isJsonObject } from './json-value';
import { compileArray } from './keywords/array';
import { compileCombinators, compileRef } from './keywords/combinators';
import { compileNumber } from './keywords/number';
import { compileObject } from './keywords/object';
import { compileString } from './keywords/string';
import { compileType } from './keywords/type';
import { compileValue } from './keywords/value';
import { reporter } from './messages';
import { childPointer } from './pointer';
import type { Check, IgnoredKeyword } from './types';

/**
 * Keywords the validator enforces, plus annotations that never constrain a value. Any other key is
 * reported in `ignoredKeywords`: listing every unknown key also catches typos such as `minLenght`.
 */
const KNOWN_KEYWORDS: Readonly<Record<string, true>> = {
  type: true, enum: true, const: true, properties: true, required: true, additionalProperties: true,
  items: true, minItems: true, maxItems: true, uniqueItems: true, minLength: true, maxLength: true,
  pattern: true, format: true, minimum: true, maximum: true, multipleOf: true, anyOf: true, oneOf: true,
  allOf: true, $ref: true, $defs: true, definitions: true, default: true, $schema: true, $id: true,
  $comment: true, title: true, description: true, examples: true, deprecated: true, readOnly: true, writeOnly: true,
};

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
  for (const keyword of Object.keys(schema)) if (!Object.hasOwn(KNOWN_KEYWORDS, keyword)) context.ignored.push({ keyword, pointer });
  const defs = schema['$defs'];
  if (Object.hasOwn(schema, '$defs')) {
    if (!isJsonObject(defs)) refuse(`${pointer}/$defs`, `'$defs' must be an object`);
    // Compiled even when unreferenced, so every problem in the document surfaces at once.
    for (const name of Object.keys(defs)) context.compile(defs[name], childPointer(`${pointer}/$defs`, name));
  }
  const checks = [
    ...compileValue(schema, pointer),
    compileNumber(schema, pointer),
    compileString(schema, pointer, context),
    compileArray(schema, pointer, context),
    compileObject(schema, pointer, context),
    ...compileCombinators(schema, pointer, context),
    compileRef(schema, pointer, context),
  ].filter((check): check is Check => check !== undefined);
  return compileType(schema, pointer, sequenceChecks(checks));
}

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
  const context: CompileContext = {
    root,
    ignored,
    compile: (schema, pointer) => {
      const existing = boxes.get(pointer);
      if (existing) return existing.check ?? ((value, state) => existing.check!(value, state));
      const box: Box = { check: undefined };
      boxes.set(pointer, box);
      if (schema === true) box.check = identityCheck;
      else if (schema === false) {
        const report = reporter('is not allowed');
        box.check = (value, state) => (report(state), value);
      } else if (isJsonObject(schema)) box.check = compileSchemaObject(schema, pointer, context);
      else refuse(pointer, 'expected a schema (an object or a boolean)');
      return box.check;
    },
    isCompiling: (pointer) => boxes.has(pointer) && !boxes.get(pointer)!.check,
  };
  return context.compile(root, '');
}
