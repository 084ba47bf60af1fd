import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@standard-schema/spec';
import { ToolmarkError } from '../errors';
import type { JsonSchema } from '../types';

/** Converts a Standard Schema to JSON Schema; `@toolmark/core/json-schema` provides one (spec D3). */
export type ToJsonSchema = (schema: StandardSchemaV1, io: 'input' | 'output') => JsonSchema | undefined;

/** The input schema of a tool that takes no input. */
const NO_INPUT: JsonSchema = { type: 'object', properties: {} };

function fromStandardJsonSchema(schema: StandardSchemaV1, io: 'input' | 'output'): JsonSchema | undefined {
  const converter = (schema['~standard'] as Partial<StandardJSONSchemaV1.Props>).jsonSchema;
  if (typeof converter?.[io] !== 'function') return undefined;
  try {
    return converter[io]({ target: 'draft-2020-12' });
  } catch {
    return undefined;
  }
}

// A plain-JSON copy: no functions, no undefined, no shared references with the definition.
function toPlainJson(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema)) as JsonSchema;
}

/**
 * Finds the JSON Schema to advertise for a tool's input or output (spec §5, D3): the explicit one,
 * else the schema's own Standard JSON Schema converter, else the registry's `toJsonSchema`.
 *
 * @param explicit `jsonSchema` or `outputJsonSchema` from the definition.
 * @param schema `input` or `output` from the definition.
 * @param io Which side.
 * @param toJsonSchema The registry's converter, if any.
 * @returns A plain-JSON schema; for output, `undefined` when none is known.
 * @throws ToolmarkError `json_schema_unsupported` when an input schema cannot be described.
 */
export function advertisedSchema(
  explicit: JsonSchema | undefined,
  schema: StandardSchemaV1 | undefined,
  io: 'input' | 'output',
  toJsonSchema: ToJsonSchema | undefined,
): JsonSchema | undefined {
  if (explicit) return toPlainJson(explicit);
  if (!schema) return io === 'input' ? NO_INPUT : undefined;
  const converted = fromStandardJsonSchema(schema, io) ?? toJsonSchema?.(schema, io);
  if (converted) return toPlainJson(converted);
  if (io === 'output') return undefined;
  throw new ToolmarkError(
    'json_schema_unsupported',
    import.meta.env.DEV
      ? `Cannot describe the ${schema['~standard'].vendor} input schema as JSON Schema for agents: ` +
          "pass `jsonSchema` with the tool, or `toJsonSchema` from '@toolmark/core/json-schema' to createToolmark"
      : 'No JSON Schema for the input',
  );
}
