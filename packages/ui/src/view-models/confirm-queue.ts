/** How `confirmWith` shows several waiting calls (spec §17.3). */
export type ConfirmLayout = 'queue' | 'stack';

/**
 * Chooses which waiting calls have a card on screen: in a queue only the oldest, so a person decides
 * one thing at a time; in a stack all of them, oldest first.
 *
 * @param waiting The undecided calls, oldest first.
 * @param layout `'queue'` or `'stack'`.
 * @returns The calls to show.
 */
export function shownCalls<T>(waiting: readonly T[], layout: ConfirmLayout): readonly T[] {
  return layout === 'stack' ? waiting : waiting.slice(0, 1);
}
