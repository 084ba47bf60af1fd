// Scripted answers given on real confirmation cards (spec §22.2): a person's clicks on the Approve and
// Deny buttons of each `<tm-confirm-card>` that `confirmWith` shows, in a browser.
import type { ScriptedAnswer } from './scripted-confirm.js';
import { readDomText } from './dom-text.js';

/** What a card script saw of one card: the request it showed and the text a person read (spec §22.2). */
export interface SeenCard {
  readonly name: string;
  /** Every text and attribute of the card, its shadow root included (`readDomText`). */
  readonly text: Readonly<Record<string, string>>;
  readonly answer: 'approve' | 'deny' | 'unexpected';
}

/** What `answerConfirmCards` returns. */
export interface CardScript {
  /** Every card seen so far, in order. */
  readonly seen: readonly SeenCard[];
  /** Throws an Error naming what went wrong: a card the script did not expect, or an answer left unused. */
  verify(): void;
  /** Stops watching for cards. */
  dispose(): void;
}

/** A `<tm-confirm-card>` as far as the script reads it (no import of `@toolmark/ui`). */
interface CardLike extends HTMLElement {
  readonly request?: { readonly name?: string };
  readonly armed?: boolean;
  readonly updateComplete?: Promise<unknown>;
}

/**
 * Waits until a card is rendered and armed (Approve acts only then; `confirmWith(tm, { armDelayMs: 0 })`
 * arms it at once), at most `timeoutMs`.
 *
 * @param card The card.
 * @param timeoutMs How long to wait.
 * @returns Whether it armed.
 */
async function whenArmed(card: CardLike, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await card.updateComplete;
    if (card.armed) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Answers the confirmation cards that appear under a root from a script, in order (spec §22.2): each
 * new `<tm-confirm-card>` gets the next answer, given by clicking its Approve or Deny button once it
 * is armed. A card the script does not expect (none left, or another tool) is denied — fail closed —
 * and `verify()` reports it. Use it with `confirmWith(tm, { armDelayMs: 0 })` of `@toolmark/ui`, in
 * a browser (the card arms once it is on screen).
 *
 * @param script The answers, in the order the cards are expected.
 * @param options `root`: where the cards appear (default `document.body`); `timeoutMs`: how long a card may take to arm (default 3000).
 * @returns What the script saw, `verify` and `dispose`.
 */
export function answerConfirmCards(script: readonly ScriptedAnswer[], options: { readonly root?: Node; readonly timeoutMs?: number } = {}): CardScript {
  const root = options.root ?? document.body;
  const seen: SeenCard[] = [];
  const problems: string[] = [];
  const handled = new WeakSet<Element>();
  let next = 0;

  const answer = async (card: CardLike) => {
    const armed = await whenArmed(card, options.timeoutMs ?? 3_000);
    const name = card.request?.name ?? '';
    const expected = script[next];
    const fits = expected !== undefined && (expected.tool === undefined || expected.tool === name);
    if (fits) next += 1;
    else problems.push(expected ? `card #${seen.length + 1} was for '${name}', the script expected '${expected.tool}'` : `unexpected card #${seen.length + 1} for '${name}' (the script has ${script.length} answer(s))`);
    if (fits && !armed) problems.push(`card #${seen.length + 1} for '${name}' did not arm within ${options.timeoutMs ?? 3_000} ms: pass armDelayMs: 0 to confirmWith`);
    // The card itself: its attributes, its shadow root (what the person reads) and its light DOM.
    const text = readDomText(card);
    seen.push({ name, text, answer: fits ? expected.answer : 'unexpected' });
    const part = fits && expected.answer === 'approve' ? 'approve' : 'deny';
    card.shadowRoot?.querySelector<HTMLButtonElement>(`[part~="${part}"]`)?.click();
  };

  const scan = () => {
    const cards = root instanceof Element || root instanceof Document || root instanceof DocumentFragment ? root.querySelectorAll<CardLike>('tm-confirm-card') : [];
    for (const card of Array.from(cards)) {
      if (handled.has(card)) continue;
      handled.add(card);
      void answer(card);
    }
  };
  const observer = new MutationObserver(scan);
  observer.observe(root, { childList: true, subtree: true });
  scan();

  return {
    seen,
    verify() {
      const left = script.slice(next).map((each) => `${each.answer}${each.tool ? ` '${each.tool}'` : ''}`);
      const all = left.length ? [...problems, `expected card(s) that never came: ${left.join(', ')}`] : problems;
      if (all.length) throw new Error(`Scripted cards failed:\n- ${all.join('\n- ')}`);
    },
    dispose: () => observer.disconnect(),
  };
}
