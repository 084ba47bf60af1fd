// `@toolmark/core/to-json-schema`: describing a page's Standard Schemas (valibot, zod, arktype) as
// JSON Schema for the manifest (spec §13.7). Its own entry, apart from `fromJsonSchema`: a page that
// writes valibot schemas needs this and not the compiler, a page that writes JSON Schema the reverse.
export { toJsonSchema } from './to-json-schema.js';
