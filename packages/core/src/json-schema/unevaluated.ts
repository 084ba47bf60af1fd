// Entry `@toolmark/core/json-schema/unevaluated`: `unevaluatedProperties` and `unevaluatedItems`, for
// the pages whose schemas use them. They need every applicator to tell what it evaluated, which
// costs more than the rest of a keyword family; schemas written by hand rarely use them, so, as the
// formats, they are an import: without it `fromJsonSchema` refuses them, never ignores them.
import { compileUnevaluated } from './keywords/unevaluated.js';
import type { KeywordRule } from './types.js';

/**
 * The rule of `unevaluatedProperties` and `unevaluatedItems` (JSON Schema 2020-12 §11), for
 * `fromJsonSchema(schema, { keywords: [unevaluated] })`: the properties or items that nothing in the
 * schema and its in-place subschemas evaluated must match them (`false`: none may be left).
 */
export const unevaluated: KeywordRule = { keywords: ['unevaluatedProperties', 'unevaluatedItems'], compile: compileUnevaluated };
