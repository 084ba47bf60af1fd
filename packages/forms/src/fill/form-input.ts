// A form tool's input validator (spec §14.5): the registry validates before permission and
// confirmation (§3), so the page's own constraints are checked here, by a dry run of the fill, and a
// person is never asked to confirm values the form would refuse. No JSON Schema compiler and no
// regular expression of ours: patterns are only ever run by the browser's constraint validation.
import type { JsonSchema, ToolDefinition } from '@toolmark/core';
import { isRecord } from '@toolmark/core/internal';
import type { FormField } from '../scan/collect-fields.js';
import { planFill } from './fill-form.js';

/** What a form tool's input is: parameter name → value. */
export type FormInput = Record<string, unknown>;

/** A Standard Schema (v1, vendor `toolmark`) that validates a form's input. */
export type FormInputSchema = NonNullable<ToolDefinition<FormInput, unknown, FormInput>['input']>;

/**
 * Creates the validator of a form tool's input (spec §14.5): it refuses a non-object, missing
 * `required` parameters, and whatever the dry run of {@link planFill} refuses against the live
 * controls the schema advertises: a parameter that is not one of them (as Chromium refuses one the
 * schema does not list), a value of the wrong JSON type, a choice the control does not offer, and a
 * value the page's constraints refuse (pattern, type, range, step, length). Nothing is written.
 * Every problem is reported, each at its parameter: missing ones first, then in the input's order.
 *
 * @param schema The advertised schema (`{ properties, required }`).
 * @param fields Reads the fields a call may fill, now.
 * @returns The validator; its output is the input as sent.
 */
/* @__NO_SIDE_EFFECTS__ */
export function formInput(schema: JsonSchema, fields: () => readonly FormField[]): FormInputSchema {
  const { properties, required } = schema as { properties: object; required: readonly string[] };
  const validate = (input: unknown) => {
    if (!isRecord(input)) return { issues: [{ message: 'Input must be an object' }] };
    // One check for "not advertised" and "no longer in the form": only advertised live fields are known.
    const plan = planFill(fields().filter((field) => Object.hasOwn(properties, field.name)), input);
    const issues = [
      ...required.filter((name) => !Object.hasOwn(input, name) || input[name] === undefined).map((name) => ({ path: name, message: `Missing required parameter '${name}'` })),
      ...('issues' in plan ? plan.issues : []),
    ].map(({ path, message }) => ({ path: [path], message }));
    return issues.length ? { issues } : { value: input };
  };
  return { '~standard': { version: 1, vendor: 'toolmark', validate } };
}
