// `confirmWith` (spec §17.3): the cards of confirm-cards.ts with the form of questions given at once.
// Kept apart from the cards so that the script tag's cards part, which loads the form only when a
// question comes, does not carry it.
import type { Toolmark } from '@toolmark/core';
import { confirmCards } from './confirm-cards.js';
import type { ConfirmWithOptions } from './confirm-with-options.js';
import { ASK_FORM } from './elements/ask-form-renderer.js';
import { provideAskForm } from './elements/ask-form-slot.js';

export type { ConfirmWithOptions } from './confirm-with-options.js';

/**
 * Installs `<tm-confirm-card>` as the registry's confirmation handler and ask handler (spec §17.3):
 * each call that needs a person, and each question a tool asks (`ctx.ask`), gets a card, in one
 * queue or stack; a call goes ahead only on Approve, a question is answered only on Send. A call is
 * declined when the person denies it, presses Escape, lets `timeoutMs` pass, or when its card leaves
 * the page undecided. When the call ends on its own (its caller gave up, it timed out), its card
 * says why, acts on nothing more, and closes after `noticeMs`; a call still queued leaves the queue.
 *
 * @param tm The registry.
 * @param options Where and how cards show, a timeout, words.
 * @returns The function that uninstalls: waiting calls and questions are declined, their cards
 *   removed, the session's allowances forgotten.
 *
 * @example
 * ```ts
 * import { createToolmark, ok } from '@toolmark/core';
 * import { confirmWith } from '@toolmark/ui';
 *
 * const tm = createToolmark();
 * tm.register({ name: 'cart.empty', description: 'Empties the cart', hints: { destructive: true }, run: () => ok() });
 * // A <tm-confirm-card> for every call that needs a person; the call runs only on Approve.
 * const uninstall = confirmWith(tm, { timeoutMs: 60_000 });
 * const call = tm.call('cart.empty');
 * // Uninstalling declines the calls still waiting for a person.
 * uninstall();
 * console.log((await call).code); // 'declined'
 * ```
 */
export function confirmWith(tm: Pick<Toolmark, 'setConfirm' | 'setAsk'>, options: ConfirmWithOptions = {}): () => void {
  provideAskForm(ASK_FORM);
  return confirmCards(tm, options);
}
