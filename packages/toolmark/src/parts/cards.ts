// The script tag's confirmation cards (spec §18.2 step 4): the card and Lit, loaded the first time a
// call asks a person (lazy-cards.ts), or sooner when the page registers a tool that may. The form of
// a tool's question is a part of its own (ask-form.ts): most pages never ask one.
import type { Toolmark } from '@toolmark/core';
import { confirmCards, loadAskFormWith } from '@toolmark/ui/internal';

/**
 * Installs the cards on what stands for the registry (lazy-cards.ts hands them the handlers' slots).
 *
 * @param tm Where the cards install their handlers.
 * @returns The function that removes them.
 */
export function installCards(tm: Pick<Toolmark, 'setConfirm' | 'setAsk'>): () => void {
  loadAskFormWith(() => import('./ask-form.js').then(({ ASK_FORM }) => ASK_FORM));
  return confirmCards(tm);
}
