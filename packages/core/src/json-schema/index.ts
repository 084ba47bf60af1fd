export { fromJsonSchema, type FromJsonSchemaOptions } from './from-json-schema.js';
export { checkPatternSafety, type PatternSafety } from './regex/check-safety.js';
export type { FormatCheck, IgnoredKeyword, JsonSchema, JsonSchemaValidator, JsonValue, KeywordRule } from './types.js';
