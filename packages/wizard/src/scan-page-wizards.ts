// Live page wizards (spec §15.4, §18.2): every form holding `[data-toolmark-step]` elements becomes a
// wizard through `registerPageWizard`, when it appears and for as long as it stays. The script tag
// runs it for the whole document.
import type { Registrar } from '@toolmark/core';
import { warn } from '@toolmark/core/internal';
import type { WizardHandle } from './types.js';
import { registerPageWizard, type PageWizardOptions } from './register-page-wizard.js';

/** The attribute that marks a page wizard's steps. */
const STEP_ATTRIBUTE = 'data-toolmark-step';

/** Options of {@link scanPageWizards}: those of {@link registerPageWizard} that hold for every wizard of the page. */
export type ScanPageWizardsOptions = Omit<PageWizardOptions, 'name' | 'title' | 'description' | 'hints'>;

/** The live set of page wizards `scanPageWizards` maintains. */
export interface PageWizardSet {
  /** The registered wizards by form, live: as they are now. */
  readonly wizards: ReadonlyMap<HTMLFormElement, WizardHandle>;
  /** Stops watching and unregisters every wizard of the set; safe to call more than once. */
  dispose(): void;
}

/**
 * Keeps a registrar's page wizards in step with the page (spec §15.4, §18.2): registers a wizard with
 * `registerPageWizard` for every form under `root` holding `[data-toolmark-step]` elements,
 * unregisters it when the form leaves or loses its steps, and registers it anew when its steps
 * change. A form `registerPageWizard` refuses (no name, no steps shown) is skipped with development
 * warning TM705, once per form and message.
 *
 * @param registrar `tm` or one of its scopes.
 * @param root Where to look; default `document`.
 * @param options The button labels, timeout and schema additions of every wizard.
 * @returns The live set, with `dispose()`.
 */
export function scanPageWizards(registrar: Registrar, root: ParentNode = document, options: ScanPageWizardsOptions = {}): PageWizardSet {
  const wizards = new Map<HTMLFormElement, WizardHandle>();
  // Each wizard's step ids when it was registered: a wizard is registered once, so new steps mean a new wizard.
  const registered = new WeakMap<HTMLFormElement, string>();
  const drop = (handle: WizardHandle, form: HTMLFormElement) => {
    handle.dispose();
    wizards.delete(form);
  };

  const refresh = () => {
    // The forms that hold steps now, with their step ids (a key only compared: it starts `undefined`).
    const found = new Map<HTMLFormElement, string>();
    for (const step of root.querySelectorAll(`[${STEP_ATTRIBUTE}]`)) {
      const form = step.closest('form');
      if (form) found.set(form, `${found.get(form)} ${step.getAttribute(STEP_ATTRIBUTE)}`);
    }
    wizards.forEach((handle, form) => found.get(form) !== registered.get(form) && drop(handle, form));
    found.forEach((steps, form) => {
      if (wizards.has(form)) return;
      try {
        wizards.set(form, registerPageWizard(registrar, form, options));
        registered.set(form, steps);
      } catch (error) {
        if (import.meta.env.DEV) {
          warn('TM705', `The wizard in form '${form.id || form.getAttribute('name') || ''}' was not defined: ${(error as Error).message}`, form);
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
    dispose() {
      observer.disconnect();
      wizards.forEach(drop);
    },
  };
}
