// Entry of `toolmark.json-schema.js` / `toolmark.json-schema.min.js` (spec §18.9): the JSON Schema
// compiler as an add-on to the script tag, for the pages that register tools with only a `jsonSchema`.
// It is core's `fromJsonSchema` with the standard formats, the one compiler the npm packages use, so a
// schema means the same on every page; the pages that never need it never download it.
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { formats } from '@toolmark/core/json-schema/formats';
import { JSON_SCHEMA_COMPILER, type MarkedDocument } from '../brand.js';

/**
 * Leaves the compiler on `document`, where the script tag's registry reads it at each registration:
 * before or after the tag, the same (the tag waits for an add-on whose script came first). A second
 * copy finds the same compiler there.
 */
export function start(): void {
  (document as MarkedDocument)[JSON_SCHEMA_COMPILER] = (schema) => fromJsonSchema(schema, { formats });
}
