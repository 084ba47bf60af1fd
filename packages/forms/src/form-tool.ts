// A form → a tool definition (spec §14): identity from the form's attributes, the schema Chromium
// would synthesize, a run that fills all-or-nothing and submits as a person would.
import { collectSecrets, fail, ToolmarkError, type ToolDefinition, type ToolHints, type ToolResult } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { defaultButton, markActive, releaseWhenPersonActs } from './active-state';
import { collectFields, type FormField } from './collect-fields';
import { applyFill, planFill } from './fill-form';
import { readFields, sensitiveValues } from './read-form';
import { identifyForm, type IdentifyOptions } from './select-forms';
import { fieldPath, isSensitiveField } from './sensitive-fields';
import { submitForm, type SubmitOutcome } from './submit-form';
import { synthesizeSchema, type SchemaOptions } from './synthesize-schema';
import { validatorSchema } from './validator-schema';

/** Options of {@link formTool}. */
export interface FormToolOptions extends SchemaOptions, IdentifyOptions {
  /** The tool's local name; default from the form (spec §14.2). */
  readonly name?: string;
  readonly title?: string;
  readonly description?: string;
  /** Whether a run submits the form; default `toolautosubmit` / `data-toolmark-autosubmit`. */
  readonly autosubmit?: boolean;
  readonly hints?: ToolHints;
}

/** What a form tool's input is: parameter name → value. */
export type FormInput = Record<string, unknown>;

/**
 * Reads the values of a form's sensitive fields and turns them into secrets to scrub.
 *
 * @param fields The sensitive fields.
 * @returns The secrets.
 */
function currentSecrets(fields: readonly FormField[]): string[] {
  return collectSecrets(sensitiveValues(fields), ['[*]']);
}

/**
 * Creates the tool of a form (spec §14): its name, title and description from the form's attributes
 * (spec §14.2), its input schema as Chromium synthesizes it plus Toolmark's additions (spec §14.3,
 * §14.4), its state (the current values, sensitive ones redacted) and sensitive paths (spec §14.7),
 * and a run that validates, fills every value or none, and submits with `requestSubmit()` unless the
 * form waits for the person (spec §14.5, §14.6). When the browser serves the form natively its origin
 * is `'native-form'` with `nativeName`, so publishers skip it (spec §14.8).
 *
 * The schema is taken when the tool is created; `scanForms` re-creates it when the form changes.
 *
 * @param form The form.
 * @param options Names, schema options and hints.
 * @returns The tool definition.
 * @throws {ToolmarkError} `invalid_definition` when the form has no usable name or description.
 */
/* @__NO_SIDE_EFFECTS__ */
export function formTool(form: HTMLFormElement, options: FormToolOptions = {}): ToolDefinition<FormInput, unknown, unknown> {
  const identity = identifyForm(form, options);
  if ('reason' in identity && (options.name === undefined || options.description === undefined)) {
    throw new ToolmarkError('invalid_definition', `This form cannot become a tool: ${identity.reason}`, { form: form.id || form.getAttribute('name') });
  }
  const known = 'reason' in identity ? undefined : identity;
  const name = options.name ?? known!.name;
  const title = options.title ?? known?.title;
  const autosubmit = options.autosubmit ?? known?.autosubmit ?? false;
  const omitSensitive = (options.sensitiveFields ?? 'omit') === 'omit';
  const { schema } = synthesizeSchema(form, options);
  const label = title ?? name;
  const sensitiveFields = () => collectFields(form).filter(isSensitiveField);

  const run = async (input: FormInput, ctx: { readonly signal: AbortSignal }): Promise<ToolResult> => {
    if (!form.isConnected) return fail('form_gone', `The form of '${name}' is no longer in the page`);
    const fields = collectFields(form).filter((field) => !(omitSensitive && isSensitiveField(field)));
    const plan = planFill(fields, input);
    if ('issues' in plan) {
      return fail('invalid_input', `Nothing was filled: ${plan.issues.map((issue) => issue.message).join('; ')}`, plan.issues);
    }
    const submitter = defaultButton(form);
    const release = markActive(form, submitter);
    applyFill(plan.steps);
    if (!autosubmit) {
      submitter?.focus();
      releaseWhenPersonActs(form, release);
      const waiting: SubmitOutcome = { submitted: false, awaitingPerson: true };
      return { content: [{ type: 'text', text: 'The form is filled in; it waits for the person to review and submit it.' }], structuredContent: waiting };
    }
    try {
      if (ctx.signal.aborted) return fail('aborted', 'The call was aborted before the form was submitted');
      const sensitive = sensitiveFields();
      return await submitForm(form, {
        submitter,
        signal: ctx.signal,
        sensitiveNames: new Set(sensitive.map((field) => field.name)),
        secrets: currentSecrets(sensitive),
      });
    } finally {
      release();
    }
  };

  return {
    name,
    ...(title === undefined ? {} : { title }),
    description: options.description ?? known!.description,
    origin: known?.nativeName === undefined ? 'form' : 'native-form',
    ...(known?.nativeName === undefined ? {} : { nativeName: known.nativeName }),
    ...(options.hints ? { hints: options.hints } : {}),
    input: fromJsonSchema<FormInput>(validatorSchema(schema)),
    jsonSchema: schema,
    summary: () => (autosubmit ? `Fill in and submit “${label}”` : `Fill in “${label}” for you to review`),
    state: () => readFields(collectFields(form)),
    sensitivePaths: () => sensitiveFields().map((field) => fieldPath(field.name)),
    anchors: { form: () => form },
    run,
  };
}
