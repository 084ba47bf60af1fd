import type { JsonSchema } from '@toolmark/core';
import { setOwn } from '@toolmark/core/internal';
import { checkField, type AskFieldIssue } from './field-check.js';
import { readField, toFormFields, toValueField, type FieldValue, type FormField } from './schema-form.js';

/** One field of an ask's form (spec §17.2 Asking). */
export interface AskField extends FormField {
  /**
   * The field holds a sensitive value (a sensitive path names it or a place inside it, or its schema
   * says `writeOnly` / `format: 'password'`): a text, number or JSON field is a password input.
   */
  readonly sensitive: boolean;
}

/** The form a card shows for an ask, made from the answer's JSON Schema. */
export interface AskForm {
  readonly fields: readonly AskField[];
  /**
   * The answer is an object with one property per field; otherwise it is the value of the one field
   * (named `''`): a string, a number, a choice, or JSON for what no plain field can express.
   */
  readonly object: boolean;
}

/** What a form's fields hold as an answer: the value, or what is wrong with which fields (by index). */
export type AskAnswer = { readonly value: unknown } | { readonly issues: ReadonlyMap<number, AskFieldIssue> };

/** Any field: a path whose first step is `*`, an index (the answer is an array) or does not read. */
const ANY = null;

// The property a sensitive path starts at. Only the first step matters: a field is masked whole when
// any place in it is sensitive. A path that does not read masks every field (fail closed).
function firstStep(path: string): string | typeof ANY {
  if (path.startsWith('[')) {
    const quoted = /^\["((?:[^"\\]|\\.)*)"\]/.exec(path);
    if (!quoted) return ANY;
    try {
      return JSON.parse(`"${quoted[1]}"`) as string;
    } catch {
      return ANY;
    }
  }
  const name = /^[^.[\]]*/.exec(path)![0];
  return name === '' || name === '*' ? ANY : name;
}

/**
 * Creates the form of an ask from its answer's JSON Schema, as the tool list makes a tool's form
 * (`toFormFields`): one field per property of an object, else one field for the whole answer.
 *
 * @param schema The answer's JSON Schema.
 * @param sensitivePaths The ask's sensitive paths (spec §6 paths: `card.number`, `pin`, `[*]`).
 * @param label The label of the one field of an answer that is not an object, when the schema has no `title`.
 * @returns The form.
 */
export function toAskForm(schema: JsonSchema, sensitivePaths: readonly string[], label: string): AskForm {
  const starts = new Set(sensitivePaths.map(String).map(firstStep));
  const fields = toFormFields(schema);
  if (fields) {
    const sensitive = (field: FormField) => field.kind === 'secret' || starts.has(ANY) || starts.has(field.name);
    return { object: true, fields: fields.map((field) => ({ ...field, sensitive: sensitive(field) })) };
  }
  const one: FormField = toValueField(schema, label) ?? { name: '', label, kind: 'json', required: true };
  return { object: false, fields: [{ ...one, sensitive: one.kind === 'secret' || starts.size > 0 }] };
}

/**
 * Reads the person's answer from the form: every field checked (`checkField`), then each value typed
 * as the schema says (`readField`); empty optional fields are left out.
 *
 * @param form The form.
 * @param read Returns what the field at an index holds.
 * @returns The answer, or the fields that are wrong.
 */
export function readAnswer(form: AskForm, read: (index: number) => FieldValue): AskAnswer {
  const raws = form.fields.map((_, index) => read(index));
  const issues = new Map<number, AskFieldIssue>();
  form.fields.forEach((field, index) => {
    const issue = checkField(field, raws[index]);
    if (issue) issues.set(index, issue);
  });
  if (issues.size > 0) return { issues };
  if (!form.object) {
    const value = readField(form.fields[0]!, raws[0]);
    // Checked above: a required field is never empty, JSON that does not parse is an issue.
    return value && 'value' in value ? { value: value.value } : { issues: new Map([[0, { code: 'required' }]]) };
  }
  const answer: Record<string, unknown> = {};
  form.fields.forEach((field, index) => {
    const value = readField(field, raws[index]);
    // An own property even for a property named `__proto__`.
    if (value && 'value' in value) setOwn(answer, field.name, value.value);
  });
  return { value: answer };
}
