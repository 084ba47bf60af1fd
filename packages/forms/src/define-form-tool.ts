// A form → a tool definition (spec §14): identity from the form's attributes, the schema Chromium
// would synthesize, a validator that dry-runs the fill, a run that fills all-or-nothing and submits
// as a person would.
import { fail, ToolmarkError, type ToolDefinition, type ToolHints, type ToolOrigin, type ToolResult } from '@toolmark/core';
import { compact } from '@toolmark/core/internal';
import { defaultButton, markActive } from './submit/active-state.js';
import { collectFields, type CollectOptions } from './scan/collect-fields.js';
import { pageNaming, type FieldNaming } from './scan/page-naming.js';
import { formLabel } from './scan/form-label.js';
import { applyFill, nothingFilled, planFill } from './fill/fill-form.js';
import { formInput, type FormInput } from './fill/form-input.js';
import { readFields } from './fill/read-form.js';
import { identifyForm, type FormIdentity, type FormRefusal, type IdentifyOptions } from './scan/select-forms.js';
import { fieldPath, isSensitiveField } from './schema/sensitive-fields.js';
import { submitForm } from './submit/submit-form.js';
import { leaveToPerson, submitsForAgent } from './submit/agent-may-submit.js';
import { synthesizeSchema, type SchemaOptions } from './schema/synthesize-schema.js';

/** Options of {@link defineFormTool}. */
export interface FormToolOptions extends SchemaOptions, IdentifyOptions {
  /** The tool's local name; default from the form (spec §14.2). */
  readonly name?: string;
  readonly title?: string;
  readonly description?: string;
  /** Whether a run submits the form; default `toolautosubmit` / `data-toolmark-autosubmit`. */
  readonly autosubmit?: boolean;
  readonly hints?: ToolHints;
  /** `'page'` names fields and choices from the page where Chromium cannot (spec §14.13); default `'native'`, Chromium's. */
  readonly naming?: FieldNaming;
}

/**
 * Defines the tool of a form (spec §14), and registers nothing: pass the definition to `tm.register`
 * (or let `scanForms` register and update it). Its name, title and description come from the form's attributes
 * (spec §14.2), its input schema as Chromium synthesizes it plus Toolmark's additions (spec §14.3,
 * §14.4), an input validator that checks every value against the live form without writing
 * (spec §14.5), its state (the current values, sensitive ones redacted) and sensitive paths
 * (spec §14.7), and a run that fills every value or none and submits with `requestSubmit()` unless
 * the form waits for the person or its submit would go to another origin (spec §14.5, §14.6). The
 * hints of its markup (`data-toolmark-confirm`, `data-toolmark-destructive`: `markupHints`) ask a
 * person first. When the browser serves the form natively its origin is `'native-form'` with
 * `nativeName`, so publishers skip it (spec §14.8).
 *
 * The schema is taken when the tool is defined; `scanForms` defines it again when the form changes.
 *
 * @param form The form.
 * @param options Names, schema options and hints.
 * @returns The tool definition.
 * @throws {ToolmarkError} `invalid_definition` when the form has no usable name or description.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineFormTool(form: HTMLFormElement, options: FormToolOptions = {}): ToolDefinition<FormInput, unknown, FormInput> {
  // The options win over what the form's attributes say; a refusal only matters when they do not name and describe.
  const identity = identifyForm(form, options) as Partial<FormIdentity & FormRefusal>;
  const { name, title, description, autosubmit, nativeName, reason } = { ...identity, ...options } as Partial<FormIdentity & FormRefusal>;
  // The page's code decides over its markup, hint by hint: options.hints win over the markup's.
  const hints = identity.hints || options.hints ? { ...identity.hints, ...options.hints } : undefined;
  if (name === undefined || description === undefined) {
    // Production says only why: `no name`, `bad name 'x'`, `no description`.
    // Development names the form (spec §14.10): a page of unnamed forms must tell which one it is.
    // Attributes, not properties: a control named `id` shadows `form.id`.
    const detail = { form: form.getAttribute('id') || form.getAttribute('name') };
    throw new ToolmarkError('invalid_definition', import.meta.env.DEV ? `This form (${formLabel(form)}) cannot become a tool: ${reason}` : reason!, detail);
  }
  const omitSensitive = options.sensitiveFields !== 'include';
  const label = `“${title ?? name}”`;
  // The fields a call may fill now: sensitive ones stay out unless the options include them.
  // Page naming (spec §14.13) names the fields of every read alike: schema, validation, run, state.
  const { naming: namingOption, ...schemaOptions } = options;
  const naming: CollectOptions = namingOption === 'page' ? { naming: pageNaming } : {};
  const collect = () => collectFields(form, naming);
  const fields = () => collect().filter((field) => !(omitSensitive && isSensitiveField(field)));
  const sensitiveFields = () => collect().filter(isSensitiveField);
  const { schema } = synthesizeSchema(form, { ...schemaOptions, ...naming });
  // Read at each call: the page may change its action while a person confirms (submitsForAgent).
  const submits = () => submitsForAgent(form, defaultButton(form), !!autosubmit);

  const run = async (input: FormInput, ctx: { readonly signal: AbortSignal }): Promise<ToolResult> => {
    if (!form.isConnected) return fail('form_gone', 'The form left the page');
    // Planned again: the page may have changed while the person confirmed.
    const plan = planFill(fields(), input);
    if ('issues' in plan) return nothingFilled(plan.issues);
    const submitter = defaultButton(form);
    const release = markActive(form, submitter);
    applyFill(plan.steps);
    if (!submits()) return leaveToPerson(form, submitter, !!autosubmit, release);
    try {
      return await submitForm(form, submitter, ctx.signal, sensitiveFields());
    } finally {
      release();
    }
  };

  return {
    ...compact({ name, title, description, origin: (nativeName ? 'native-form' : 'form') as ToolOrigin, nativeName, hints }),
    input: formInput(schema, fields),
    jsonSchema: schema,
    summary: () => (submits() ? `Fill in and submit ${label}` : `Fill in ${label} for you to review`),
    state: () => readFields(collect()),
    sensitivePaths: () => sensitiveFields().map((field) => fieldPath(field.name)),
    anchors: { form: () => form },
    run,
  };
}
