// The one key that reaches the cards (spec §17.7): a card that arrived while the person was typing
// in the page does not take focus (arrival-focus-controller.ts) and says in a live region that this
// key goes to it (`strings.waitingForYou`).

/** The key, as the cards' words name it: Alt+Shift+C (Option+Shift+C on a Mac). */
export const CARD_KEY = 'Alt+Shift+C';

// By the key's place, not its character: Option+Shift+C types "Ç" on a Mac.
const isCardKey = (event: KeyboardEvent) => event.code === 'KeyC' && event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey;

/**
 * Moves focus to a card when the person presses `CARD_KEY` anywhere in the document: the key is then
 * the card's, not the page's (it does not type into the field it was pressed in). With no card to
 * go to it is left to the page.
 *
 * @param first The card to go to, if one is on screen.
 * @returns The function that stops listening.
 */
export function focusCardOnKey(first: () => HTMLElement | undefined): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (!isCardKey(event) || event.repeat) return;
    const card = first();
    if (!card) return;
    event.preventDefault();
    event.stopPropagation();
    card.focus();
  };
  document.addEventListener('keydown', onKey, true);
  return () => document.removeEventListener('keydown', onKey, true);
}
