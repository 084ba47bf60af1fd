// Live wizards for the script tag (spec §18.2): every form holding `[data-toolmark-step]` elements
// becomes a wizard through `wizardFromDom`, when it appears and for as long as it stays.
import type { Registrar } from '@toolmark/core';
import { wizardFromDom, type WizardHandle } from '@toolmark/wizard';

/** The attribute that marks a wizard's steps. */
export const STEP_ATTRIBUTE = 'data-toolmark-step';

/** The live set of wizards `scanWizards` maintains. */
export interface WizardSet {
  /** The defined wizards by form, as they are now. */
  readonly wizards: ReadonlyMap<HTMLFormElement, WizardHandle>;
  /** Stops watching and unregisters every wizard of the set. */
  stop(): void;
}

interface Entry {
  readonly handle: WizardHandle;
  /** The form's step ids in order: a wizard is defined once, so new steps mean a new wizard. */
  readonly steps: string;
}

/**
 * Checks whether a form is a wizard in the page's markup, so that `scanForms` leaves it to the wizard.
 *
 * @param form The form.
 * @returns Whether it holds a `[data-toolmark-step]` element.
 */
export function isWizardForm(form: HTMLFormElement): boolean {
  return form.querySelector(`[${STEP_ATTRIBUTE}]`) !== null;
}

/**
 * Finds the forms that hold steps, with their step ids.
 *
 * @param root Where to look.
 * @returns Each wizard form and its step ids joined by spaces.
 */
function findWizardForms(root: ParentNode): Map<HTMLFormElement, string> {
  const forms = new Map<HTMLFormElement, string>();
  for (const step of root.querySelectorAll(`[${STEP_ATTRIBUTE}]`)) {
    const form = step.closest('form');
    if (form) forms.set(form, `${forms.get(form) ?? ''} ${step.getAttribute(STEP_ATTRIBUTE) ?? ''}`);
  }
  return forms;
}

/**
 * Keeps a registrar's page wizards in step with the page (spec §18.2): defines a wizard with
 * `wizardFromDom` for every form holding `[data-toolmark-step]` elements, unregisters it when the form
 * leaves or loses its steps, and defines it anew when its steps change. A form `wizardFromDom` refuses
 * (no name, no steps shown) is skipped with development warning TM705, once per form and message.
 *
 * @param registrar `tm` or one of its scopes.
 * @param root Where to look; default `document`.
 * @returns The live set, with `stop()`.
 */
export function scanWizards(registrar: Registrar, root: ParentNode = document): WizardSet {
  const entries = new Map<HTMLFormElement, Entry>();
  const warned = new WeakMap<HTMLFormElement, string>();

  const drop = (form: HTMLFormElement) => {
    entries.get(form)?.handle.unregister();
    entries.delete(form);
  };

  const refresh = () => {
    const found = findWizardForms(root);
    for (const [form, entry] of [...entries]) if (found.get(form) !== entry.steps) drop(form);
    for (const [form, steps] of found) {
      if (entries.has(form)) continue;
      try {
        entries.set(form, { handle: wizardFromDom(registrar, form), steps });
      } catch (error) {
        if (import.meta.env.DEV) {
          const message = `[toolmark TM705] The wizard in form '${form.id || form.getAttribute('name') || ''}' was not defined: ${(error as Error).message}`;
          if (warned.get(form) !== message) console.warn(message);
          warned.set(form, message);
        }
      }
    }
  };

  const observer = new MutationObserver(refresh);
  observer.observe(root as Node, { subtree: true, childList: true, attributes: true, attributeFilter: [STEP_ATTRIBUTE] });
  refresh();
  return {
    get wizards() {
      return new Map([...entries].map(([form, entry]) => [form, entry.handle]));
    },
    stop() {
      observer.disconnect();
      for (const form of [...entries.keys()]) drop(form);
    },
  };
}
