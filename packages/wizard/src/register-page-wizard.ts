import { fail, type Registrar, type ResultIssue, type ToolHints, type ToolResult } from '@toolmark/core';
import { collectSecrets, compact, egress } from '@toolmark/core/internal';
import { collectFields, leaveToPerson, markupHints, sensitiveValues, submitsForAgent } from '@toolmark/forms/internal';
import { registerWizard } from './register-wizard.js';
import { DEFAULT_LABELS, findButton, type ButtonLabels, type Places } from './dom/find-buttons.js';
import { data, findSteps, notAWizard, shownStep, textOf } from './dom/find-steps.js';
import { isShown } from './dom/is-shown.js';
import { pageErrors } from './dom/page-errors.js';
import { fillControls, stepFields } from './dom/step-fields.js';
import { pageStepSummary } from './summary/page-step-summary.js';
import { clickAndWait } from './dom/wait-for-page.js';
import type { StepOutcome, WizardHandle, WizardStep } from './types.js';

/** Options of {@link registerPageWizard}. */
export interface PageWizardOptions {
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
export interface PageWizardSubmitted {
  readonly submitted: true;
  /** The text of the page's `role=status` message after the submit, such as an order confirmation. */
  readonly message?: string;
}

/**
 * Reads the first shown, non-empty `role=status` message of a form's document.
 *
 * @param form The form.
 * @returns Its text, or `undefined`.
 */
function statusMessage(form: HTMLFormElement): string | undefined {
  return [...form.ownerDocument.querySelectorAll('[role=status]')].filter(isShown).map(textOf).find(Boolean);
}

/**
 * Registers a page wizard: a wizard built from a multi-step form already in the page's markup
 * (spec §15.4), through `registerWizard`: the same tools, lane, state and results. Steps are the `[data-toolmark-step]`
 * elements under `root`, else the form's fieldsets or sections shown one at a time. Each step's input
 * schema is synthesized from its controls by `@toolmark/forms`; a step call fills them as a person
 * would, clicks the page's own Next button (the submit button on the last step), and waits until the
 * page shows another step (the wizard moves there) or shows errors (`page_rejected_step`, naming the
 * fields). `start` begins at the step the page shows; `back` clicks the page's Back button; when the
 * person moves between steps themselves, the wizard follows. A step's confirmation card says what it
 * does: its `data-toolmark-summary` template, else its description and review content (spec §15.6).
 *
 * @param registrar Where to register the wizard's tools (`tm` or a scope).
 * @param root The element holding the wizard: the form, or an element around or inside it.
 * @param options Name, description, button labels, timeout and hints.
 * @returns The wizard's handle; `dispose()` unregisters its tools and stops following the page.
 * @throws ToolmarkError `invalid_definition` when the page holds no form, no steps, or no name.
 */
export function registerPageWizard(registrar: Registrar, root: Element, options: PageWizardOptions = {}): WizardHandle {
  // The root itself or the form around it, else a form inside it.
  const form = root.closest('form') ?? root.querySelector('form');
  if (!form) throw notAWizard(import.meta.env.DEV ? 'the steps must sit in a <form>' : 'no form');
  const pageSteps = findSteps(root, form);
  const elements = pageSteps.map((step) => step.element);
  // An attribute of the root, else of the form.
  const given = (name: string) => data(root, name) ?? data(form, name);
  const name = options.name ?? given('name') ?? (form.id || form.getAttribute('name'));
  if (!name) throw notAWizard(import.meta.env.DEV ? 'give the wizard a name (options.name or data-toolmark-name)' : 'no name');
  const title = options.title ?? given('title');
  const { timeoutMs = 5000 } = options;
  const labels = { ...DEFAULT_LABELS, ...options.labels };
  const placesOf = (step: Element): Places => ({ step, root, steps: elements });
  const shown = () => shownStep(pageSteps);
  // While a call moves the page, the page's changes are the call's to interpret, not a person's: the
  // observer ignores them and drops their records when the call ends. No result of the wizard may hold
  // the current value of any sensitive field of the form, whichever step it was entered in (the
  // registry scrubs only the call's own input).
  let moving = 0;
  const move = async <T>(act: () => Promise<T>): Promise<T> => {
    moving++;
    try {
      return egress(await act(), collectSecrets(sensitiveValues(collectFields(form)), ['[*]'])) as T;
    } finally {
      observer.takeRecords();
      moving--;
    }
  };

  const steps = pageSteps.map((pageStep, index): WizardStep<Record<string, unknown>> => {
    const { id, title, description, element } = pageStep;
    const last = index === pageSteps.length - 1;
    const places = placesOf(element);
    const fields = stepFields(form, element, options);
    // What the card says (spec §15.6); the call runs only while the page still says it.
    const { summary, check } = pageStepSummary(form, pageStep, fields, name);
    return {
      ...fields,
      id,
      title,
      description: `${description ?? title ?? id}. Fills in this step's fields, then ${last ? 'submits the form' : 'moves on'}.`,
      hints: options.hints?.[id] ?? markupHints(element),
      summary,
      submit: (input, ctx) =>
        move(async (): Promise<StepOutcome | ToolResult> => {
          // Refused: the page changed since the card (nothing written), or it refuses a value.
          const refused = check(input, ctx) ?? fillControls(form, input);
          if (refused) return refused;
          const button = findButton(places, 'next', labels.next, last);
          if (!button) return fail('no_next_button', `No Next button in step '${id}'`);
          const rejected = (issues: ResultIssue[]) =>
            fail(
              'page_rejected_step',
              `The page did not accept step '${id}': ${issues.map((issue) => issue.message).join('; ') || 'its Next button is disabled'}. Correct this and call '${ctx.name}' again.`,
              issues,
            );
          if (button.matches(':disabled,[aria-disabled=true]')) return rejected(pageErrors(places));
          // The last step's submit never goes to another origin for an agent (spec §15.4, the one
          // rule of forms): the step is filled, the form left to the person, and the call says so.
          if (last && !submitsForAgent(form, button, true)) {
            const left = leaveToPerson(form, button, true, () => {});
            return { next: 'done', value: { ...left.structuredContent, message: (left.content[0] as { text: string }).text } };
          }
          const statusBefore = statusMessage(form);
          return clickAndWait(form, button, timeoutMs, ctx.signal, (events): StepOutcome | ToolResult | undefined => {
            const now = shown();
            if (now && now !== id) return { next: now };
            const submit = events.find((event) => event.type === 'submit');
            const message = statusMessage(form);
            // Taken: the submit navigates (not prevented), or the page hid the steps or says something new.
            if (last && submit && (!submit.defaultPrevented || !now || (message && message !== statusBefore))) {
              return { next: 'done', value: compact({ submitted: true, message }) };
            }
            // Busy: the step, the root or an element around them says so.
            if (element.closest('[aria-busy=true]')) return undefined;
            const issues = pageErrors(places, new Set(events.map((event) => event.target)));
            return issues[0] ? rejected(issues) : undefined;
          });
        }),
    };
  });

  // The person moved between steps themselves: the wizard follows what the page shows, while in
  // progress (`sync` ignores the step already current).
  const observer = new MutationObserver(() => {
    const now = shown();
    if (!moving && now && wizard.current()) wizard.sync(now);
  });
  const wizard = registerWizard(registrar, {
    name,
    title,
    description: options.description ?? given('description') ?? `the '${title ?? name}' form`,
    steps,
    start: () => shown() ?? fail('no_step_shown', `The page shows no single step of '${name}'`),
    back(to, ctx) {
      // `back` runs in progress: the current step is one of the page's.
      const from = wizard.current() as string;
      if (shown() === to) return to;
      const button = findButton(placesOf(elements[steps.findIndex((step) => step.id === from)] as Element), 'back', labels.back);
      if (!button) return fail('no_back_button', `No Back button in step '${from}'`);
      // Done when the page shows another step.
      return move(() => clickAndWait(form, button, timeoutMs, ctx.signal, () => (shown() !== from && shown()) || undefined));
    },
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true });
  return {
    ...wizard,
    dispose() {
      observer.disconnect();
      wizard.dispose();
    },
  };
}
