export { fromJsonSchema, type FromJsonSchemaOptions } from './from-json-schema.js';
export type { FormatCheck, IgnoredKeyword, JsonSchema, JsonSchemaValidator, KeywordRule } from './types.js';
