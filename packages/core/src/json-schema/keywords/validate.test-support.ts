// Test support for the keyword tests: what a schema says about an input, as an agent reads it.
import { fromJsonSchema, type FromJsonSchemaOptions } from '../from-json-schema.js';
import type { JsonSchema } from '../types.js';

/**
 * Validates an input against a schema (any root) and returns the issues' messages.
 *
 * @param schema The schema.
 * @param input The input.
 * @param options More options of `fromJsonSchema`.
 * @returns The messages, `[]` when the input is valid.
 */
export function messagesOf(schema: JsonSchema | boolean, input: unknown, options?: FromJsonSchemaOptions): string[] {
  return fromJsonSchema(schema as JsonSchema, { ...options, root: 'any' })['~standard'].validate(input).issues?.map((issue) => issue.message) ?? [];
}

/**
 * Validates an input and returns its output (defaults filled in), or the messages when it is invalid.
 *
 * @param schema The schema.
 * @param input The input.
 * @param options More options of `fromJsonSchema`.
 * @returns The output, or the messages.
 */
export function outputOf(schema: JsonSchema, input: unknown, options?: FromJsonSchemaOptions): unknown {
  const result = fromJsonSchema(schema, { ...options, root: 'any' })['~standard'].validate(input);
  return result.issues ? result.issues.map((issue) => issue.message) : result.value;
}
