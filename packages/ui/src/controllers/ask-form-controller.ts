import type { ReactiveControllerHost } from 'lit';
import { controlOf, readControl, type ShownIssue } from '../elements/confirm-card-ask.js';
import type { ConfirmCardAsk } from '../elements/confirm-card-types.js';
import { readAnswer, toAskForm, type AskForm } from '../view-models/ask-form.js';
import { checkField } from '../view-models/field-check.js';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

// The form's own check first (field-check.ts, in the card's words), then what the browser can tell
// beyond the schema's bounds (an email's or a date's shape), in its words.
function issueOf(form: AskForm, index: number, control: Control): ShownIssue | undefined {
  const field = form.fields[index];
  if (!field || !control.form) return undefined;
  return checkField(field, readControl(control.form, index)) ?? (control.validity.valid ? undefined : control.validationMessage);
}

/**
 * The form of a card's ask (spec §17.2 Asking): made once per ask from its schema (ask-form.ts), what
 * is wrong with its fields as the person is told, and the answer read from it. A field is checked
 * when the person leaves it, again as they type once it was wrong, and every field when they send;
 * the host re-renders when what is wrong changes.
 */
export class AskFormController {
  readonly #host: ReactiveControllerHost;
  #made: { readonly ask: ConfirmCardAsk; readonly label: string; readonly form: AskForm } | undefined;
  #issues: ReadonlyMap<number, ShownIssue> = new Map();

  /**
   * Creates a controller for a card; it needs none of the host's lifecycle.
   *
   * @param host The card, re-rendered when what is wrong changes.
   */
  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  /** What is wrong with the fields, by index. */
  get issues(): ReadonlyMap<number, ShownIssue> {
    return this.#issues;
  }

  /**
   * The form of an ask, made once per ask and label.
   *
   * @param ask The question.
   * @param label The label of an answer's one field when its schema has no title.
   * @returns The form.
   */
  formOf(ask: ConfirmCardAsk, label: string): AskForm {
    if (this.#made?.ask !== ask || this.#made.label !== label) {
      this.#made = { ask, label, form: toAskForm(ask.schema, ask.sensitivePaths ?? [], label) };
    }
    return this.#made.form;
  }

  /** Forgets what was wrong: the card shows another ask. */
  reset(): void {
    this.#issues = new Map();
  }

  /**
   * Checks the field an `input` or `change` event came from: on `change` (the person left it) always,
   * on `input` only while it is wrong, so that its message leaves as soon as it is right.
   *
   * @param form The ask's form.
   * @param event The event.
   */
  edit(form: AskForm, event: Event): void {
    const control = event.target;
    if (!isControl(control)) return;
    const index = Number(control.name.slice(1));
    if (event.type === 'input' && !this.#issues.has(index)) return;
    const issue = issueOf(form, index, control);
    if (issue === undefined && !this.#issues.has(index)) return;
    const issues = new Map(this.#issues);
    if (issue === undefined) issues.delete(index);
    else issues.set(index, issue);
    this.#set(issues);
  }

  /**
   * Reads the answer. When a field is wrong, the person is told under each wrong field and focus goes
   * to the first of them.
   *
   * @param form The ask's form.
   * @param element The form element.
   * @returns The answer, or `undefined` when a field is wrong.
   */
  read(form: AskForm, element: HTMLFormElement): { readonly value: unknown } | undefined {
    const answer = readAnswer(form, (index) => readControl(element, index));
    const issues = new Map<number, ShownIssue>('issues' in answer ? answer.issues : []);
    form.fields.forEach((_, index) => {
      const control = controlOf(element, index);
      if (!issues.has(index) && control && !control.validity.valid) issues.set(index, control.validationMessage);
    });
    this.#set(issues);
    if (issues.size === 0 && 'value' in answer) return answer;
    // Once its message is drawn: it describes the field.
    void this.#host.updateComplete.then(() => controlOf(element, Math.min(...issues.keys()))?.focus());
    return undefined;
  }

  #set(issues: ReadonlyMap<number, ShownIssue>): void {
    if (issues.size === 0 && this.#issues.size === 0) return;
    this.#issues = issues;
    this.#host.requestUpdate();
  }
}
