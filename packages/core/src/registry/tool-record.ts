import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ToolmarkError, isToolmarkError } from '../errors';
import { compact } from '../compact';
import { joinName } from '../names';
import type { JsonSchema, ToolDefinition, WizardPlacement } from '../types';
import { advertisedSchema, type ToJsonSchema } from './advertised-schema';
import { checkDefinition } from './check-definition';

/** Compiles a JSON Schema into a validator; `fromJsonSchema` from `@toolmark/core/json-schema` is one. */
export type CompileJsonSchema = (schema: JsonSchema) => StandardSchemaV1;

/** What the registry keeps for one tool. */
export interface ToolRecord {
  /** The full name. */
  readonly name: string;
  /** The scope path, `''` at the root. */
  readonly scope: string;
  readonly def: ToolDefinition;
  /** What validates input: `def.input`, or `def.jsonSchema` compiled; none for a tool without input. */
  readonly validator: StandardSchemaV1 | undefined;
  readonly inputSchema: JsonSchema;
  readonly outputSchema: JsonSchema | undefined;
  /** A copy of `def.wizard`, taken at registration like the schemas. */
  readonly wizard: WizardPlacement | undefined;
}

/** The registry options that building a record needs. */
export interface RecordOptions {
  readonly toJsonSchema?: ToJsonSchema | undefined;
  readonly compileJsonSchema?: CompileJsonSchema | undefined;
}

function compiledValidator(def: ToolDefinition, compile: CompileJsonSchema | undefined): StandardSchemaV1 | undefined {
  if (def.input || !def.jsonSchema) return def.input;
  if (!compile) {
    throw new ToolmarkError(
      'json_schema_unsupported',
      import.meta.env.DEV
        ? `Tool '${def.name}' has only a \`jsonSchema\`: pass \`compileJsonSchema: fromJsonSchema\` from ` +
            "'@toolmark/core/json-schema' to createToolmark, or give the tool an `input` schema"
        : `Tool '${def.name}': no compileJsonSchema`,
      { name: def.name },
    );
  }
  try {
    return compile(def.jsonSchema);
  } catch (error) {
    if (isToolmarkError(error)) throw error;
    throw new ToolmarkError('invalid_schema', `Tool '${def.name}': ${String(error)}`, { name: def.name });
  }
}

function describe(def: ToolDefinition, io: 'input' | 'output', options: RecordOptions): JsonSchema | undefined {
  const explicit = io === 'input' ? def.jsonSchema : def.outputJsonSchema;
  try {
    return advertisedSchema(explicit, def[io], io, options.toJsonSchema);
  } catch (error) {
    if (io === 'output') return undefined;
    if (isToolmarkError(error)) throw error;
    throw new ToolmarkError('json_schema_unsupported', `Tool '${def.name}': ${String(error)}`, { name: def.name });
  }
}

/**
 * Creates the registry's record of a tool: checks the definition and derives its validator and its
 * advertised schemas once, at registration (spec §2, D3).
 *
 * @param def The definition.
 * @param scope The scope path it is registered in.
 * @param options How to convert and compile schemas.
 * @returns The record.
 * @throws ToolmarkError with a registration code (spec §9).
 */
export function createToolRecord(def: ToolDefinition, scope: string, options: RecordOptions): ToolRecord {
  checkDefinition(def);
  return {
    name: joinName(scope, def.name),
    scope,
    def,
    validator: compiledValidator(def, options.compileJsonSchema),
    inputSchema: describe(def, 'input', options) as JsonSchema,
    outputSchema: describe(def, 'output', options),
    wizard: def.wizard && compact({ name: def.wizard.name, steps: Object.freeze([...def.wizard.steps]), step: def.wizard.step }),
  };
}
