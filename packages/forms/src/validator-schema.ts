// The schema agents see is Chromium's; the schema that validates is stricter where the page is
// (spec §14.5): unknown parameters are refused (as natively), the regular expressions Chromium puts
// in `format` are enforced as patterns, and HTML patterns are anchored as HTML anchors them. A
// pattern the safe-regex check refuses is left to the page's own check on a detached copy. The
// `anyOf` that titles choices is left out: the `enum` beside it says the same.
import type { JsonSchema } from '@toolmark/core';
import { checkPatternSafety } from '@toolmark/core/json-schema';

const KNOWN_FORMATS = new Set(['date', 'email', 'uri']);

/**
 * Derives the validating schema of one parameter.
 *
 * @param property The advertised parameter schema.
 * @returns The validating one.
 */
function validatingProperty(property: JsonSchema): JsonSchema {
  const out: Record<string, unknown> = { ...property };
  // `anyOf` of `{ const, title }` only titles the `enum` beside it (and may be empty: a select without options).
  delete out['anyOf'];
  if (out['items'] && typeof out['items'] === 'object') {
    const { anyOf: _titles, ...items } = out['items'] as Record<string, unknown>;
    out['items'] = items;
  }
  const format = out['format'];
  if (typeof format === 'string' && !KNOWN_FORMATS.has(format)) {
    delete out['format'];
    out['pattern'] = format;
  } else if (typeof out['pattern'] === 'string') {
    out['pattern'] = `^(?:${out['pattern']})$`;
  }
  if (typeof out['pattern'] === 'string' && !checkPatternSafety(out['pattern']).safe) delete out['pattern'];
  return out;
}

/**
 * Derives the schema that validates a form tool's input from the one it advertises.
 *
 * @param schema The synthesized object schema.
 * @returns A schema for `fromJsonSchema`: no unknown parameters, formats and patterns enforced.
 */
export function validatorSchema(schema: JsonSchema): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(schema['properties'] as Record<string, JsonSchema>)) {
    Object.defineProperty(properties, name, { value: validatingProperty(property), enumerable: true, writable: true, configurable: true });
  }
  return { ...schema, properties, additionalProperties: false };
}
