import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@standard-schema/spec';
import { toJsonSchema as valibotToJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { ToolmarkError } from '../errors.js';
import type { JsonSchema } from '../types.js';

/** Valibot transformations: they reshape a value after it is validated, never what a caller may send. */
const INPUT_TRANSFORMATIONS = /* @__PURE__ */ 'trim trim_start trim_end to_lower_case to_upper_case to_min_value to_max_value transform raw_transform normalize readonly brand flavor'.split(' ');

/**
 * Describes a Standard Schema as a draft 2020-12 JSON Schema, for the manifest's `inputSchema` and
 * `outputSchema`: through the schema's own Standard JSON Schema converter where it has one
 * (zod 4.2+, arktype), through `@valibot/to-json-schema` for valibot. Pass it to `createToolmark`
 * as `toJsonSchema`.
 *
 * @param schema The schema.
 * @param io Which side to describe: what callers send (`'input'`) or what the schema produces.
 * @returns The JSON Schema.
 * @throws ToolmarkError `json_schema_unsupported` when the schema cannot be described, with a hint to pass `jsonSchema`.
 */
export function toJsonSchema(schema: StandardSchemaV1, io: 'input' | 'output' = 'input'): JsonSchema {
  const props = schema['~standard'];
  const converter = (props as Partial<StandardJSONSchemaV1.Props>).jsonSchema;
  try {
    if (typeof converter?.[io] === 'function') return converter[io]({ target: 'draft-2020-12' });
    if (props.vendor === 'valibot') {
      const { $schema: _, ...json } = valibotToJsonSchema(schema as unknown as GenericSchema, {
        target: 'draft-2020-12',
        typeMode: io,
        errorMode: 'throw',
        // What callers send is checked before these run, so they do not change the input's schema.
        ...(io === 'input' && { ignoreActions: INPUT_TRANSFORMATIONS }),
      });
      return json;
    }
  } catch (error) {
    throw unsupported(props.vendor, String((error as Error)?.message ?? error));
  }
  throw unsupported(props.vendor, 'the schema has no JSON Schema converter');
}

/**
 * Creates the error of a schema that cannot be described.
 *
 * @param vendor The schema's vendor.
 * @param why Why, in words.
 * @returns The `json_schema_unsupported` error.
 */
function unsupported(vendor: string, why: string): ToolmarkError {
  return new ToolmarkError('json_schema_unsupported', `Cannot describe this ${vendor} schema as JSON Schema (${why}): give the tool a \`jsonSchema\``, { vendor });
}
