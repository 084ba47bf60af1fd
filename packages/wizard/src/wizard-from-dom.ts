import { collectSecrets, fail, scrubSecrets, ToolmarkError, type Registrar, type ToolContext, type ToolHints, type ToolResult } from '@toolmark/core';
import { collectFields, sensitiveValues } from '@toolmark/forms';
import { defineWizard } from './define-wizard';
import { buttonLabel, DEFAULT_LABELS, findBackButton, findNextButton, type ButtonLabels, type PageButton, type Places } from './dom/find-buttons';
import { findSteps, shownStep, textOf, type PageStep } from './dom/find-steps';
import { isShown } from './dom/is-shown';
import { pageErrors } from './dom/page-errors';
import { fillControls, stepFields } from './dom/step-fields';
import { waitForPage } from './dom/wait-for-page';
import type { StepOutcome, WizardHandle, WizardStep } from './types';

/** Options of {@link wizardFromDom}. */
export interface WizardFromDomOptions {
  /** The wizard's local name; default `data-toolmark-name` of the root or form, else the form's `id` or `name`. */
  readonly name?: string;
  /** Default `data-toolmark-title` of the root or form. */
  readonly title?: string;
  /** Default `data-toolmark-description` of the root or form, else "the '<title>' form". */
  readonly description?: string;
  /** Words naming the page's Next and Back buttons, for pages in other languages. */
  readonly labels?: ButtonLabels;
  /** How long to wait for the page to show another step or errors after a click; default 5000 ms. */
  readonly timeoutMs?: number;
  /** Hints of steps by id, such as `{ review: { confirm: 'always' } }`; default from `data-toolmark-confirm` on the step. */
  readonly hints?: Readonly<Record<string, ToolHints>>;
  /** Adds what the page states and Chromium drops to the steps' schemas (spec §14.4); default `true`. */
  readonly additions?: boolean;
}

/** What the last step answers when the page took the form. */
export interface WizardSubmitted {
  readonly submitted: true;
  /** The text of the page's `role=status` message after the submit, such as an order confirmation. */
  readonly message?: string;
}

const CONFIRM = new Set(['always', 'never', 'auto']);

/**
 * Finds the form holding the wizard's controls: the root itself, a form inside it, or the one around it.
 *
 * @param root The wizard's root.
 * @returns The form.
 * @throws ToolmarkError `invalid_definition` when there is none.
 */
function formOf(root: Element): HTMLFormElement {
  const form = root.localName === 'form' ? root : (root.querySelector('form') ?? root.closest('form'));
  if (!form) throw new ToolmarkError('invalid_definition', 'wizardFromDom: the steps must sit in a <form>', { root: root.id || root.localName });
  return form as HTMLFormElement;
}

/**
 * Reads an attribute from the root, then from the form.
 *
 * @param root The root.
 * @param form The form.
 * @param name The attribute.
 * @returns Its trimmed value, or `undefined`.
 */
function attribute(root: Element, form: Element, name: string): string | undefined {
  return root.getAttribute(name)?.trim() || form.getAttribute(name)?.trim() || undefined;
}

/**
 * Reads a step's hints from `data-toolmark-confirm` and `data-toolmark-destructive`.
 *
 * @param element The step's element.
 * @returns The hints, if the page gives any.
 */
function pageHints(element: Element): ToolHints | undefined {
  const confirm = element.getAttribute('data-toolmark-confirm');
  const destructive = element.hasAttribute('data-toolmark-destructive');
  if (!destructive && (confirm === null || !CONFIRM.has(confirm))) return undefined;
  return { ...(destructive && { destructive }), ...(confirm !== null && CONFIRM.has(confirm) && { confirm: confirm as 'always' }) };
}

/**
 * Checks whether a button cannot be clicked.
 *
 * @param button The button.
 * @returns Whether it is disabled.
 */
function isDisabled(button: PageButton): boolean {
  return (button as HTMLButtonElement).disabled === true || button.getAttribute('aria-disabled') === 'true';
}

/**
 * Reads the first shown, non-empty `role=status` message of a document.
 *
 * @param document The document.
 * @returns Its text, or `undefined`.
 */
function statusMessage(document: Document): string | undefined {
  for (const status of document.querySelectorAll('[role=status]')) {
    const text = isShown(status) ? textOf(status) : undefined;
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * Defines a wizard from a multi-step form already in the page (spec §15.4), on top of
 * `defineWizard`: the same tools, lane, state and results. Steps are the `[data-toolmark-step]`
 * elements under `root`, else the form's fieldsets or sections shown one at a time. Each step's input
 * schema is synthesized from its controls by `@toolmark/forms`; a step call fills them as a person
 * would, clicks the page's own Next button (the submit button on the last step), and waits until the
 * page shows another step (the wizard moves there) or shows errors (`page_rejected_step`, naming the
 * fields). `start` begins at the step the page shows; `back` clicks the page's Back button; when the
 * person moves between steps themselves, the wizard follows.
 *
 * @param registrar Where to register the wizard's tools (`tm` or a scope).
 * @param root The element holding the wizard: the form, or an element around or inside it.
 * @param options Name, description, button labels, timeout and hints.
 * @returns The wizard's handle; `unregister()` also stops following the page.
 * @throws ToolmarkError `invalid_definition` when the page holds no form, no steps, or no name.
 */
export function wizardFromDom(registrar: Registrar, root: Element, options: WizardFromDomOptions = {}): WizardHandle {
  const form = formOf(root);
  const document = root.ownerDocument;
  const pageSteps = findSteps(root, form);
  const elements = pageSteps.map((step) => step.element);
  const name = options.name ?? attribute(root, form, 'data-toolmark-name') ?? (form.id || form.getAttribute('name') || undefined);
  if (name === undefined) {
    throw new ToolmarkError('invalid_definition', 'wizardFromDom: give the wizard a name (options.name or data-toolmark-name)', {});
  }
  const title = options.title ?? attribute(root, form, 'data-toolmark-title');
  const description = options.description ?? attribute(root, form, 'data-toolmark-description') ?? `the '${title ?? name}' form`;
  const timeoutMs = options.timeoutMs ?? 5000;
  const labels = { next: options.labels?.next ?? DEFAULT_LABELS.next, back: options.labels?.back ?? DEFAULT_LABELS.back };
  const placesOf = (step: PageStep): Places => ({ step: step.element, root, steps: elements });
  // While a call moves the page, the page's changes are the call's to interpret, not a person's.
  let moving = 0;

  // The current values of every sensitive field of the form: no result of the wizard may hold one,
  // whichever step they were entered in (the registry scrubs only the call's own input).
  const scrub = <T>(value: T): T => {
    return scrubSecrets(value, collectSecrets(sensitiveValues(collectFields(form)), ['[*]']));
  };
  const waitFailed = (end: { timeout: true } | { aborted: true }, what: string): ToolResult =>
    'timeout' in end
      ? fail('step_timeout', `The page showed neither another step nor an error within ${timeoutMs} ms after ${what}`)
      : fail('aborted', 'The call was aborted while waiting for the page');

  const moveOn = async (step: PageStep, last: boolean, input: Record<string, unknown>, ctx: ToolContext): Promise<StepOutcome | ToolResult> => {
    if (!root.isConnected) return fail('wizard_gone', `The wizard '${name}' is no longer in the page`);
    const refusedValue = fillControls(form, input);
    if (refusedValue) return refusedValue;
    const places = placesOf(step);
    const button = findNextButton(places, last, labels.next);
    if (!button) return fail('no_next_button', `The page shows no button to move on from step '${step.id}'`);
    const label = `'${buttonLabel(button) ?? 'Next'}' was pressed`;
    const rejected = (issues: ReturnType<typeof pageErrors>): ToolResult =>
      fail(
        'page_rejected_step',
        `The page did not accept step '${step.id}': ${issues.map((issue) => issue.message).join('; ')}. Correct this and call '${ctx.name}' again.`,
        issues,
      );
    if (isDisabled(button)) {
      const issues = pageErrors(places);
      return issues.length > 0 ? rejected(issues) : fail('page_rejected_step', `The page's ${label.replace(' was pressed', '')} button is disabled: the step is not complete`);
    }
    const refused = new Set<Element>();
    const statusBefore = statusMessage(document);
    let submitted = false;
    let navigates = false;
    const listen = (wake: () => void) => {
      const onInvalid = (event: Event) => (refused.add(event.target as Element), wake());
      // Listening on the window, the page's own submit handlers have run when this one does.
      const onSubmit = (event: Event) => {
        if (event.target !== form) return;
        submitted = true;
        navigates = !event.defaultPrevented;
        wake();
      };
      form.addEventListener('invalid', onInvalid, true);
      document.defaultView?.addEventListener('submit', onSubmit);
      return () => {
        form.removeEventListener('invalid', onInvalid, true);
        document.defaultView?.removeEventListener('submit', onSubmit);
      };
    };
    const answered = (): StepOutcome | ToolResult | undefined => {
      const shown = shownStep(pageSteps);
      if (shown !== null && shown !== step.id) return { next: shown };
      const message = statusMessage(document);
      if (last && (navigates || (submitted && (shown === null || (message !== undefined && message !== statusBefore))))) {
        const value: WizardSubmitted = { submitted: true, ...(message !== undefined && { message }) };
        return { next: 'done', value };
      }
      if (root.getAttribute('aria-busy') === 'true' || step.element.getAttribute('aria-busy') === 'true') return undefined;
      const issues = pageErrors(places, refused);
      return issues.length > 0 ? rejected(issues) : undefined;
    };
    const end = await waitForPage(document, answered, { timeoutMs, signal: ctx.signal, listen, start: () => button.click() });
    return 'value' in end ? end.value : waitFailed(end, label);
  };

  let wizard: WizardHandle | undefined;
  const steps = pageSteps.map((step, index): WizardStep<Record<string, unknown>> => {
    const last = index === pageSteps.length - 1;
    const fields = stepFields(form, step.element, options.additions === undefined ? {} : { additions: options.additions });
    const button = findNextButton({ ...placesOf(step), hiddenToo: true }, last, labels.next);
    const press = button ? `presses the page's '${buttonLabel(button) ?? 'Next'}' button` : 'moves on';
    const hints = options.hints?.[step.id] ?? pageHints(step.element);
    return {
      id: step.id,
      ...(step.title !== undefined && { title: step.title }),
      description: `${step.description ?? step.title ?? step.id}. Fills in this step's fields, then ${press}${last ? ', which submits the form' : ''}.`,
      input: fields.input,
      jsonSchema: fields.jsonSchema,
      ...(hints && { hints }),
      sensitivePaths: fields.sensitivePaths,
      read: fields.read,
      async submit(input, ctx) {
        moving++;
        try {
          return scrub(await moveOn(step, last, input, ctx));
        } finally {
          observer.takeRecords();
          moving--;
        }
      },
    };
  });

  const back = async (to: string, ctx: ToolContext): Promise<string | ToolResult> => {
    const from = pageSteps.find((step) => step.id === wizard?.current());
    if (!from || shownStep(pageSteps) === to) return to;
    const button = findBackButton(placesOf(from), labels.back);
    if (!button) return fail('no_back_button', `The page shows no button to go back from step '${from.id}'`);
    moving++;
    try {
      const moved = () => {
        const shown = shownStep(pageSteps);
        return shown !== null && shown !== from.id ? shown : undefined;
      };
      const end = await waitForPage(document, moved, { timeoutMs, signal: ctx.signal, start: () => button.click() });
      return 'value' in end ? end.value : waitFailed(end, `'${buttonLabel(button) ?? 'Back'}' was pressed`);
    } finally {
      observer.takeRecords();
      moving--;
    }
  };

  // The person moved between steps themselves: the wizard follows what the page shows.
  const view = document.defaultView ?? globalThis;
  const observer = new view.MutationObserver(() => {
    if (moving > 0 || wizard?.current() == null) return;
    const shown = shownStep(pageSteps);
    if (shown !== null && shown !== wizard.current()) wizard.sync(shown);
  });

  wizard = defineWizard(registrar, {
    name,
    ...(title !== undefined && { title }),
    description,
    steps,
    start: () =>
      shownStep(pageSteps) ??
      fail('no_step_shown', `The page shows none of the steps of '${name}' (or several at once), so the wizard cannot start`),
    back,
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true });
  const { unregister } = wizard;
  return {
    ...wizard,
    unregister() {
      observer.disconnect();
      unregister();
    },
  };
}
