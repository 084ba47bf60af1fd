import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@standard-schema/spec';
import { attempt } from '../attempt.js';
import { DEV, warn } from '../dev.js';
import { isToolmarkError, toolError, type ToolmarkError, type ToolmarkErrorCode } from '../errors.js';
import { assertName, joinName } from '../names.js';
import type { JsonSchema, ToolDefinition, WizardPlacement } from '../types.js';
import { checkDefinition } from './check-definition.js';
import { toManifestEntry, type ManifestEntry } from './manifest.js';

/** Compiles a JSON Schema into a validator; `fromJsonSchema` from `@toolmark/core/json-schema` is one. */
export type CompileJsonSchema = (schema: JsonSchema) => StandardSchemaV1;

/** Converts a Standard Schema to JSON Schema; `@toolmark/core/to-json-schema` provides one. */
export type ToJsonSchema = (schema: StandardSchemaV1, io: 'input' | 'output') => JsonSchema | undefined;

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
  /** The manifest entry, built once per registration or update. */
  readonly entry: ManifestEntry;
}

/** The registry options that building a record needs. */
export interface RecordOptions {
  /** Whether development warnings are on (development builds only). */
  readonly dev?: boolean | undefined;
  readonly toJsonSchema?: ToJsonSchema | undefined;
  readonly compileJsonSchema?: CompileJsonSchema | undefined;
}

/** The input schema of a tool that takes no input. */
const NO_INPUT: JsonSchema = { type: 'object', properties: {} };

/**
 * Creates the registration error for what a hook (a compiler, a converter) threw: a `ToolmarkError`
 * as it is, anything else under `code`.
 *
 * @param error What was thrown.
 * @param code The code for a plain error.
 * @param name The tool's name.
 * @returns The error.
 */
export function registrationError(error: unknown, code: ToolmarkErrorCode, name: string): ToolmarkError {
  return isToolmarkError(error) ? error : toolError(code, name, String(error));
}

// The JSON Schema to advertise (spec §5.1): the explicit one, else the schema's own Standard JSON
// Schema converter, else the registry's `toJsonSchema`; a plain-JSON copy, or `undefined` when none.
function advertised(def: ToolDefinition, io: 'input' | 'output', toJsonSchema: ToJsonSchema | undefined): JsonSchema | undefined {
  return describeSchema(def[io], io === 'input' ? def.jsonSchema : def.outputJsonSchema, io, toJsonSchema);
}

/**
 * A schema as JSON Schema, as a tool's input is advertised (spec §5.1) and `ctx.ask`'s form is made
 * (spec §3.12): `explicit` when given, else the schema's own Standard JSON Schema converter, else
 * `toJsonSchema`. A plain-JSON copy, or `undefined` when none.
 *
 * @param schema The Standard Schema.
 * @param explicit A JSON Schema given with it.
 * @param io Which side of the schema.
 * @param toJsonSchema The registry's converter.
 * @returns The JSON Schema.
 */
export function describeSchema(schema: StandardSchemaV1 | undefined, explicit: JsonSchema | undefined, io: 'input' | 'output', toJsonSchema: ToJsonSchema | undefined): JsonSchema | undefined {
  const own = (schema?.['~standard'] as Partial<StandardJSONSchemaV1.Props> | undefined)?.jsonSchema?.[io];
  const found = explicit ?? (schema && (attempt(() => own?.({ target: 'draft-2020-12' }), undefined) ?? toJsonSchema?.(schema, io)));
  // A plain-JSON copy: no functions, no undefined, no shared references with the definition.
  return found && (JSON.parse(JSON.stringify(found)) as JsonSchema);
}

function compiledValidator(def: ToolDefinition, compile: CompileJsonSchema | undefined): StandardSchemaV1 | undefined {
  if (def.input || !def.jsonSchema) return def.input;
  if (!compile) {
    // The same text in every build: this error throws in production too (spec §2.5).
    throw toolError(
      'json_schema_unsupported',
      def.name,
      "it has only a `jsonSchema`: pass `compileJsonSchema: fromJsonSchema` from '@toolmark/core/json-schema' " +
        "to createToolmark (for `format`, `(schema) => fromJsonSchema(schema, { formats })` with the formats of " +
        "'@toolmark/core/json-schema/formats'), or give the tool an `input` schema",
    );
  }
  try {
    return compile(def.jsonSchema);
  } catch (error) {
    throw registrationError(error, 'invalid_schema', def.name);
  }
}

function inputSchemaOf(def: ToolDefinition, toJsonSchema: ToJsonSchema | undefined): JsonSchema {
  if (!def.input && !def.jsonSchema) return NO_INPUT;
  try {
    const schema = advertised(def, 'input', toJsonSchema);
    if (schema) return schema;
    // A text, not an error: the catch below gives it the code and the name like any converter's failure.
    // The same text in every build: this error throws in production too (spec §2.5).
    throw (
      `cannot describe the ${def.input!['~standard'].vendor} input schema as JSON Schema for agents: ` +
      "pass `toJsonSchema` from '@toolmark/core/to-json-schema' to createToolmark, or `jsonSchema` with the tool"
    );
  } catch (error) {
    throw registrationError(error, 'json_schema_unsupported', def.name);
  }
}

// A sensitive path that never parses: redaction then replaces the whole value (fail closed).
const REDACT_EVERYTHING = [''];
// Shared, so that a call to a tool without sensitive paths allocates nothing for them.
const NO_PATHS: readonly string[] = /* @__PURE__ */ Object.freeze([]);

/**
 * Reads a tool's sensitive paths as they are now (spec §6). A `sensitivePaths()` that throws or
 * returns anything but strings redacts everything (fail closed).
 *
 * @param record The registry's record; none for an unknown tool, which has no paths.
 * @returns The paths.
 */
export function sensitivePathsOf(record: ToolRecord | undefined): readonly string[] {
  try {
    const paths: unknown = record?.def.sensitivePaths?.() ?? NO_PATHS;
    return Array.isArray(paths) && paths.every((path) => typeof path === 'string') ? paths : REDACT_EVERYTHING;
  } catch {
    return REDACT_EVERYTHING;
  }
}

/**
 * Creates the registry's record of a tool: checks the definition and its full name, and derives its
 * validator, its advertised schemas and its manifest entry once, at registration (spec §2).
 *
 * @param def The definition.
 * @param scope The scope path it is registered in.
 * @param options How to convert and compile schemas.
 * @returns The record.
 * @throws ToolmarkError with a registration code (spec §9).
 */
export function createToolRecord(def: ToolDefinition, scope: string, options: RecordOptions): ToolRecord {
  checkDefinition(def);
  const name = joinName(scope, def.name);
  assertName(name);
  const validator = compiledValidator(def, options.compileJsonSchema);
  if (import.meta.env.DEV && (options.dev ?? DEV) && (def.hints?.destructive || def.hints?.consequential) && def.hints.confirm === 'never') {
    warn('TM101', `'${name}' is ${def.hints.destructive ? 'destructive' : 'consequential'} and says confirm: 'never': agents can run it without asking anyone`);
  }
  const base = {
    name,
    scope,
    def,
    validator,
    inputSchema: inputSchemaOf(def, options.toJsonSchema),
    // An output schema that cannot be described is left out of the manifest.
    outputSchema: attempt(() => advertised(def, 'output', options.toJsonSchema), undefined),
    // A copy (the entry freezes it), so the page changing its own array cannot change the record.
    wizard: def.wizard && { ...def.wizard, steps: [...def.wizard.steps] },
  };
  return { ...base, entry: toManifestEntry(base, def) };
}
