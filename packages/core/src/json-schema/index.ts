export { fromJsonSchema, type FromJsonSchemaOptions } from './from-json-schema.js';
export { checkPatternSafety, STATE_BUDGET, type PatternSafety } from './regex/check-safety.js';
export type { FormatCheck, IgnoredKeyword, JsonSchema, JsonSchemaValidator, JsonValue, KeywordRule } from './types.js';
