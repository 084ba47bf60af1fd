import { html, nothing, type TemplateResult } from 'lit';
import type { ConfirmStrings } from '../strings.js';
import type { AskField, AskForm } from '../view-models/ask-form.js';
import type { AskFieldIssue } from '../view-models/field-check.js';
import type { FieldValue } from '../view-models/schema-form.js';
import { toVisibleText } from '../view-models/visible-text.js';
import { ASK_FORM_ID } from './ask-form-slot.js';
import { renderText } from './confirm-card-input.js';

// What `<tm-confirm-card>` draws for a question a tool asks (spec §17.2 Asking): the form made from
// the answer's schema, and how it reads the fields back. The element owns the sending and arming. It
// reaches the element through the form's slot (ask-form-slot.ts): in the script tag, as a part.

/** What is wrong with a field as the person is told: the form's own check, or the browser's words. */
export type ShownIssue = AskFieldIssue | string;


const controlName = (index: number) => `f${index}`;

// An option's text as plain text (an <option> holds no markup): its hidden and reordering characters
// by code point, as renderText draws them.
const optionText = (label: string) =>
  toVisibleText(label)
    .pieces.map((piece) => (typeof piece === 'string' ? piece : `⟨${piece.codePoint}⟩`))
    .join('');

/**
 * Finds the control of a field in the card's form.
 *
 * @param form The form.
 * @param index The field's index.
 * @returns The control, or `null`.
 */
export function controlOf(form: HTMLFormElement, index: number): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null {
  const control = form.elements.namedItem(controlName(index));
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement ? control : null;
}

/**
 * Reads what a field's control holds: its text, or a checkbox's state.
 *
 * @param form The form.
 * @param index The field's index.
 * @returns What it holds.
 */
export function readControl(form: HTMLFormElement, index: number): FieldValue {
  const control = controlOf(form, index);
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked;
  return control?.value;
}

function renderControl(field: AskField, index: number, describedBy: string | undefined, invalid: boolean): TemplateResult {
  const id = controlName(index);
  const aria = { describedBy: describedBy ?? nothing, invalid: invalid ? 'true' : nothing };
  if (field.kind === 'boolean') {
    return html`<input id=${id} name=${id} type="checkbox" aria-describedby=${aria.describedBy} />`;
  }
  if (field.kind === 'choice') {
    return html`<select id=${id} name=${id} ?required=${field.required} aria-describedby=${aria.describedBy} aria-invalid=${aria.invalid}>
      ${field.required ? nothing : html`<option value="">—</option>`}
      ${(field.options ?? []).map((_, at) => html`<option value=${at}>${optionText(field.optionLabels?.[at] ?? '')}</option>`)}
    </select>`;
  }
  // A sensitive value of any kind that is typed is typed into a password input: it is never shown,
  // and no attribute ever holds it (the value is read from the control, never bound to it).
  if (field.kind === 'json' && !field.sensitive) {
    return html`<textarea id=${id} name=${id} rows="3" spellcheck="false" ?required=${field.required} aria-describedby=${aria.describedBy} aria-invalid=${aria.invalid}></textarea>`;
  }
  const type = field.sensitive ? 'password' : field.kind === 'text' ? (field.inputType ?? 'text') : field.kind === 'json' ? 'text' : 'number';
  const number = type === 'number';
  return html`<input
    id=${id}
    name=${id}
    type=${type}
    min=${number ? (field.min ?? nothing) : nothing}
    max=${number ? (field.max ?? nothing) : nothing}
    step=${number ? (field.step ?? nothing) : nothing}
    minlength=${field.minLength ?? nothing}
    maxlength=${field.maxLength ?? nothing}
    inputmode=${field.sensitive && (field.kind === 'number' || field.kind === 'integer') ? 'decimal' : nothing}
    ?required=${field.required}
    autocomplete="off"
    spellcheck="false"
    aria-describedby=${aria.describedBy}
    aria-invalid=${aria.invalid}
  />`;
}

function renderField(field: AskField, index: number, issue: ShownIssue | undefined, s: ConfirmStrings): TemplateResult {
  const id = controlName(index);
  const ids = [field.description === undefined ? '' : `${id}-d`, issue === undefined ? '' : `${id}-e`].filter(Boolean).join(' ');
  const label = html`<label part="label" for=${id} dir="auto">${renderText(toVisibleText(field.label), s)}${field.required && field.kind !== 'boolean'
    ? html` <span class="muted">(${s.required})</span>`
    : nothing}</label>`;
  const description =
    field.description === undefined ? nothing : html`<small id="${id}-d" class="muted" dir="auto">${renderText(toVisibleText(field.description), s)}</small>`;
  const error =
    issue === undefined ? nothing : html`<p part="field-error" class="note" id="${id}-e">${typeof issue === 'string' ? issue : s.invalidField(issue)}</p>`;
  const control = renderControl(field, index, ids || undefined, issue !== undefined);
  return field.kind === 'boolean'
    ? html`<div part="field" class="field check">${control} ${label} ${description} ${error}</div>`
    : html`<div part="field" class="field">${label} ${control} ${description} ${error}</div>`;
}

/**
 * Draws an ask's form: a labelled field per property (or one for the whole answer), each with its
 * description and, once the person left it or tried to send, what is wrong with it. It validates
 * itself (`novalidate`): the browser's bubbles would not show inside a card that scrolls.
 *
 * @param form The form made from the schema.
 * @param issues What is wrong, by field index.
 * @param s The card's words.
 * @param on The form's `submit`, and `input` / `change` of its fields.
 * @param ended The card's call ended: the form is inert.
 * @returns The template.
 */
export function renderAskForm(
  form: AskForm,
  issues: ReadonlyMap<number, ShownIssue>,
  s: ConfirmStrings,
  on: { readonly submit: (event: SubmitEvent) => void; readonly edit: (event: Event) => void },
  ended: boolean,
): TemplateResult {
  return html`<form part="form" id=${ASK_FORM_ID} class="form" novalidate ?inert=${ended} @submit=${on.submit} @input=${on.edit} @change=${on.edit}>
    ${form.fields.map((field, index) => renderField(field, index, issues.get(index), s))}
  </form>`;
}
