import { read, refuse, type CompileContext, type SchemaObject } from '../compile-context.js';
import { isRecord } from '../../is-record.js';
import { report } from '../messages.js';
import { childPointer } from '../pointer.js';
import { isPresent } from './child.js';
import type { Check } from '../types.js';

const isStrings = (value: unknown): boolean => Array.isArray(value) && value.every((key) => typeof key === 'string');

/**
 * Creates the check of `dependentRequired` and `dependentSchemas`, run on objects only: when an object
 * has a property named here, it must also have the listed properties (`Missing required parameter`),
 * and it must match the named schema, whose output threads through as `allOf`'s does.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param context The compile context.
 * @returns The check, or `undefined` when neither keyword applies.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileDependent(schema: SchemaObject, pointer: string, context: CompileContext): Check | undefined {
  const requiredMap = read<SchemaObject>(schema, pointer, 'dependentRequired', isRecord, 'an object') ?? {};
  const required = Object.keys(requiredMap).map((key) => {
    const list = requiredMap[key];
    return isStrings(list) ? ([key, list as string[]] as const) : refuse(childPointer(`${pointer}/dependentRequired`, key), "'dependentRequired' must map names to arrays of strings");
  });
  const schemaMap = read<SchemaObject>(schema, pointer, 'dependentSchemas', isRecord, 'an object') ?? {};
  const schemas = Object.keys(schemaMap).map((key) => [key, context.compile(schemaMap[key], childPointer(`${pointer}/dependentSchemas`, key))] as const);
  if (!required.length && !schemas.length) return undefined;
  return (input, state) => {
    const value = input as Record<string, unknown>;
    for (const [key, list] of required) {
      if (isPresent(value, key)) for (const other of list) if (!isPresent(value, other)) report(state, 'Missing required parameter', other);
    }
    let output: unknown = value;
    for (const [key, check] of schemas) if (isPresent(value, key)) output = check(output, state);
    return output;
  };
}
