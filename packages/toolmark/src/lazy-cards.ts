// Confirmation cards that cost nothing until a call asks a person (spec §18.2 step 4, D220): the
// registry's handlers are installed at boot, and the card's code (with Lit) is imported the first
// time one is called, or sooner, when the browser is idle, once the page's forms and wizards are
// registered and one of its tools may ask (`warm`), so that the first card still appears at once.
// What the person decides is the cards' own answer.
import type { AskHandler, ConfirmHandler, Toolmark } from '@toolmark/core';
import { needsConfirmation } from '@toolmark/core/internal';

/** Installs the cards on what stands for the registry; returns the function that removes them. */
export type InstallCards = (tm: Pick<Toolmark, 'setConfirm' | 'setAsk'>) => () => void;

// When the browser has nothing else to do; a timer where it has no `requestIdleCallback`.
const whenIdle = (work: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 2_000 }) : setTimeout(work, 200));

/**
 * Installs confirmation cards whose code is loaded on first use: a call that needs a person waits
 * for the cards, then hears their answer. Cards that cannot be loaded decline (the call is
 * `declined`, nothing runs) and the next call tries again.
 *
 * @param tm The page's registry.
 * @param load Imports the cards.
 * @returns `warm()`, which loads them when the browser is idle if a registered tool may ask a person
 *   (no listener on the registry: one would make every call build its events), and `remove()`.
 */
export function lazyCards(tm: Toolmark, load: () => Promise<InstallCards>): { warm(): void; remove(): void } {
  let confirm: ConfirmHandler | undefined;
  let ask: AskHandler | undefined;
  let removeCards: (() => void) | undefined;
  let loading: Promise<void> | undefined;
  let removed = false;
  // The cards install their handlers here, not on the registry: the registry's stay these.
  const slots: Pick<Toolmark, 'setConfirm' | 'setAsk'> = {
    setConfirm: (handler) => ((confirm = handler), () => void (confirm === handler && (confirm = undefined))),
    setAsk: (handler) => ((ask = handler), () => void (ask === handler && (ask = undefined))),
  };
  const ready = () =>
    (loading ??= load().then(
      (install) => {
        if (!removed) removeCards = install(slots);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const offConfirm = tm.setConfirm((request) => ready().then(() => confirm?.(request) ?? false, () => false));
  const offAsk = tm.setAsk((request) => ready().then(() => ask?.(request), () => undefined));
  return {
    warm() {
      if (!loading && tm.manifest().some((entry) => needsConfirmation(entry.hints, false))) whenIdle(() => void (removed || ready().catch(() => {})));
    },
    remove() {
      removed = true;
      offConfirm();
      offAsk();
      removeCards?.();
    },
  };
}
