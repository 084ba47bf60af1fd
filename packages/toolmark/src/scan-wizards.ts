// Live wizards for the script tag (spec §18.2): every form holding `[data-toolmark-step]` elements
// becomes a wizard through `wizardFromDom`, when it appears and for as long as it stays.
import type { Registrar } from '@toolmark/core';
import { wizardFromDom, type WizardHandle } from '@toolmark/wizard';

/** The attribute that marks a wizard's steps. */
export const STEP_ATTRIBUTE = 'data-toolmark-step';

/** The live set of wizards `scanWizards` maintains. */
export interface WizardSet {
  /** The defined wizards by form, live: as they are now. */
  readonly wizards: ReadonlyMap<HTMLFormElement, WizardHandle>;
  /** Stops watching and unregisters every wizard of the set. */
  stop(): void;
}

/**
 * Checks whether a form is a wizard in the page's markup, so that `scanForms` leaves it to the wizard.
 *
 * @param form The form.
 * @returns Whether it holds a `[data-toolmark-step]` element.
 */
export function isWizardForm(form: HTMLFormElement): boolean {
  return !!form.querySelector(`[${STEP_ATTRIBUTE}]`);
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
  const wizards = new Map<HTMLFormElement, WizardHandle>();
  // Each wizard's step ids when it was defined: a wizard is defined once, so new steps mean a new wizard.
  const defined = new WeakMap<HTMLFormElement, string>();
  const warned = new WeakMap<HTMLFormElement, string>();
  const drop = (handle: WizardHandle, form: HTMLFormElement) => {
    handle.unregister();
    wizards.delete(form);
  };

  const refresh = () => {
    // The forms that hold steps now, with their step ids (a key only compared: it starts `undefined`).
    const found = new Map<HTMLFormElement, string>();
    for (const step of root.querySelectorAll(`[${STEP_ATTRIBUTE}]`)) {
      const form = step.closest('form');
      if (form) found.set(form, `${found.get(form)} ${step.getAttribute(STEP_ATTRIBUTE)}`);
    }
    wizards.forEach((handle, form) => found.get(form) !== defined.get(form) && drop(handle, form));
    found.forEach((steps, form) => {
      if (wizards.has(form)) return;
      try {
        wizards.set(form, wizardFromDom(registrar, form));
        defined.set(form, steps);
      } catch (error) {
        if (import.meta.env.DEV) {
          const message = `[toolmark TM705] The wizard in form '${form.id || form.getAttribute('name') || ''}' was not defined: ${(error as Error).message}`;
          if (warned.get(form) !== message) console.warn(message);
          warned.set(form, message);
        }
      }
    });
  };

  const observer = new MutationObserver(refresh);
  // An attribute filter implies `attributes: true`.
  observer.observe(root as Node, { subtree: true, childList: true, attributeFilter: [STEP_ATTRIBUTE] });
  refresh();
  return {
    wizards,
    stop() {
      observer.disconnect();
      wizards.forEach(drop);
    },
  };
}
