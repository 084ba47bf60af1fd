export { fromJsonSchema, type FromJsonSchemaOptions } from './from-json-schema';
export { checkPatternSafety, type PatternSafety } from './regex/check-safety';
export type { FormatCheck, IgnoredKeyword, JsonSchema, JsonSchemaValidator, JsonValue } from './types';
