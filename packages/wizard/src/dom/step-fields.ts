// A step's part of the form (spec §15.4): its schema is the form's synthesized schema (spec §14.3)
// restricted to the fields whose controls sit inside the step; validating, filling, reading and
// sensitive fields are @toolmark/forms' own, through the entry it shares with this package.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { JsonSchema, ToolResult } from '@toolmark/core';
import type { SchemaOptions } from '@toolmark/forms';
import {
  applyFill,
  collectFields,
  fieldPath,
  formInput,
  isSensitiveField,
  nothingFilled,
  planFill,
  readFields,
  synthesizeSchema,
  type FormField,
} from '@toolmark/forms/internal';

/** What a wizard needs of one step's fields. */
export interface StepFields {
  /** The advertised input schema: the step's parameters as Chromium would synthesize them. */
  readonly jsonSchema: JsonSchema;
  /** Validates input as a form tool does (`formInput`, spec §14.5): no other parameters, the page's own constraints. */
  readonly input: StandardSchemaV1<unknown, Record<string, unknown>>;
  /** The step's sensitive fields now, as paths of its input (spec §6). */
  sensitivePaths(): string[];
  /** The step's current values, sensitive ones already `[redacted]` (spec §14.7). */
  read(): Record<string, unknown>;
}

/**
 * Fills a wizard's form as a person would (spec §14.5 steps 2 and 4): every value is planned against
 * the live controls first, all or nothing, then written as a person would type, choose and tick.
 *
 * @param form The form.
 * @param input The parameters to fill; others are not touched.
 * @returns An `invalid_input` result when the page refuses a value (nothing was written), else `undefined`.
 */
export function fillControls(form: HTMLFormElement, input: Readonly<Record<string, unknown>>): ToolResult | undefined {
  const plan = planFill(collectFields(form), input);
  if ('issues' in plan) return nothingFilled(plan.issues);
  applyFill(plan.steps);
  return undefined;
}

/**
 * Describes one step's fields.
 *
 * @param form The form.
 * @param step The step's element.
 * @param options Schema options (additions).
 * @returns The step's schema, validator, sensitive paths and reader.
 */
export function stepFields(form: HTMLFormElement, step: Element, options: Pick<SchemaOptions, 'additions'> = {}): StepFields {
  // A field belongs to the step when one of its controls sits inside the step's element.
  const inStep = (fields: readonly FormField[]) => fields.filter((field) => field.controls.some((control) => step.contains(control)));
  const { schema, fields } = synthesizeSchema(form, { ...options, sensitiveFields: 'include' });
  const names = inStep(fields).map((field) => field.name);
  const all = schema['properties'] as Readonly<Record<string, JsonSchema>>;
  // fromEntries: a field named `__proto__` stays a property.
  const properties = Object.fromEntries(names.map((name) => [name, all[name]]));
  const required = (schema['required'] as readonly string[]).filter((name) => names.includes(name));
  const jsonSchema: JsonSchema = { type: 'object', properties, required };
  const fieldsNow = () => inStep(collectFields(form));
  return {
    jsonSchema,
    input: formInput(jsonSchema, fieldsNow),
    sensitivePaths: () => fieldsNow().filter(isSensitiveField).map((field) => fieldPath(field.name)),
    read: () => readFields(fieldsNow()),
  };
}
