// `@toolmark/forms/internal`: what @toolmark/wizard shares with the form tools to build a page
// wizard's steps from a form (spec §15.4): the fields, the synthesized schema, the input check, the
// all-or-nothing fill and the reads; and what the script tag reads before it loads the form scan. Not part of the public API (spec §11): it may change in any
// release, so nothing outside @toolmark/* should import it.

/** A form's fields as Chromium's declarative WebMCP reads them (spec §14.3). */
export { collectFields, type FieldKind, type FormControl, type FormField } from './scan/collect-fields.js';
/** The input schema Chromium synthesizes for a form, with Toolmark's additions (spec §14.3, §14.4). */
export { synthesizeSchema, type FormSchema } from './schema/synthesize-schema.js';
/** The input check of a form tool: no other parameters, the live controls' constraints (spec §14.5). */
export { formInput, type FormInputSchema } from './fill/form-input.js';
/** The all-or-nothing fill: plan against the live controls, then apply (spec §14.5). */
export { applyFill, nothingFilled, planFill, type FillPlan, type FillStep } from './fill/fill-form.js';
/** The fields' current values, and the sensitive ones to scrub from results (spec §14.7). */
export { readFields, sensitiveValues } from './fill/read-form.js';
/** Which fields are sensitive, and their paths in the input (spec §14.7, §6). */
export { fieldPath, isSensitiveField } from './schema/sensitive-fields.js';
/** The hints a page writes in its markup (`data-toolmark-confirm`, `data-toolmark-destructive`), one reader for every path. */
export { HINT_ATTRIBUTES, markupHints } from './scan/markup-hints.js';
/** The one rule of every agent's submit: never to another origin; such a form is filled and left to the person (spec §14.5). */
export { leaveToPerson, submitsForAgent } from './submit/agent-may-submit.js';
/** Whether the browser serves a form itself, from its attributes alone (spec §14.8): the script tag asks before it loads anything. */
export { isDeclarativeForm } from './scan/declarative-form.js';
