import type { JsonSchema } from '../types.js';
import { isRecord } from '../is-record.js';
import { parseLocalRef, resolvePointer } from '../json-schema/pointer.js';
import { setOwn } from '../set-own.js';

type SchemaObject = Readonly<Record<string, unknown>>;


/** How many `$ref` hops the walk follows before it stops, so a self-referencing schema terminates. */
const MAX_REF_HOPS = 32;

/**
 * Resolves a local `$ref` (`#` or `#/…`) against the root schema.
 *
 * @param schema A schema.
 * @param root The root schema.
 * @returns The schema the chain of references leads to, or `undefined` when one does not resolve.
 */
function resolve(schema: unknown, root: JsonSchema): SchemaObject | undefined {
  for (let hops = 0; isRecord(schema) && typeof schema['$ref'] === 'string'; hops++) {
    const pointer = parseLocalRef(schema['$ref']);
    if (hops === MAX_REF_HOPS || pointer === undefined) return undefined;
    schema = resolvePointer(root, pointer);
  }
  return isRecord(schema) ? schema : undefined;
}

/**
 * Checks whether a schema may accept `null`: a `null` sent for an optional property it describes is
 * then a value, not strict mode's stand-in for "absent".
 *
 * @param schema A schema.
 * @param root The root schema.
 * @param hops The `$ref` hops so far.
 * @returns Whether `null` may be valid; `true` when unsure, so a value is never dropped wrongly.
 */
function mayAcceptNull(schema: unknown, root: JsonSchema, hops = 0): boolean {
  const resolved = resolve(schema, root);
  if (!resolved || hops > MAX_REF_HOPS) return schema !== false;
  if ('const' in resolved) return resolved['const'] === null;
  if (Array.isArray(resolved['enum'])) return resolved['enum'].includes(null);
  if ('type' in resolved) return ([] as unknown[]).concat(resolved['type']).includes('null');
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = resolved[keyword];
    if (Array.isArray(branches)) return branches.some((branch) => mayAcceptNull(branch, root, hops + 1));
  }
  return true;
}

/**
 * The JSON type of a value, as schema `type` names it.
 *
 * @param value A JSON value.
 * @returns `object`, `array` or another type name.
 */
function jsonType(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/**
 * Removes, from a model's arguments, the `null`s that strict mode made it send for optional
 * properties the tool's own schema does not let be `null` (spec §12.3). The walk follows the
 * tool's original schema through `properties`, `items`, `$ref`, `allOf`, and the one branch of an
 * `anyOf`/`oneOf` whose `type` fits the value; where it cannot tell which branch applies, values stay
 * as they are and the tool's validator judges them. The arguments are not mutated.
 *
 * @param value The parsed arguments.
 * @param schema The schema describing `value`, from the tool's manifest entry.
 * @param root The root of that schema document, where `$ref`s resolve.
 * @param hops How deep the walk is, so a self-referencing schema terminates.
 * @returns The arguments without those `null`s.
 */
export function dropOptionalNulls(value: unknown, schema: unknown, root: JsonSchema, hops = 0): unknown {
  const resolved = resolve(schema, root);
  if (!resolved || hops > MAX_REF_HOPS) return value;
  let out = value;
  const properties = resolved['properties'];
  if (isRecord(value) && isRecord(properties)) {
    const required = Array.isArray(resolved['required']) ? (resolved['required'] as unknown[]) : [];
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const item = value[key];
      const declared = Object.hasOwn(properties, key);
      if (item === null && declared && !required.includes(key) && !mayAcceptNull(properties[key], root)) continue;
      setOwn(copy, key, declared ? dropOptionalNulls(item, properties[key], root, hops + 1) : item);
    }
    out = copy;
  }
  if (Array.isArray(value) && 'items' in resolved) out = value.map((item) => dropOptionalNulls(item, resolved['items'], root, hops + 1));
  if (Array.isArray(resolved['allOf'])) for (const branch of resolved['allOf']) out = dropOptionalNulls(out, branch, root, hops + 1);
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = resolved[keyword];
    if (!Array.isArray(branches)) continue;
    const type = jsonType(out);
    const fitting = branches.filter((branch) => {
      const target = resolve(branch, root);
      return !!target && 'type' in target && ([] as unknown[]).concat(target['type']).some((name) => name === type || (name === 'integer' && type === 'number'));
    });
    if (fitting.length === 1) out = dropOptionalNulls(out, fitting[0], root, hops + 1);
  }
  return out;
}
