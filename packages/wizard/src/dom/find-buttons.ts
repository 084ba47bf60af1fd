// The page's own Next and Back buttons (spec §15.4): moving on clicks them, so the page's validation
// and step logic run as they do for the person.
import { clean } from './find-steps';
import { isShown } from './is-shown';

/** Words that name the page's Next and Back buttons, lower case; each entry may hold several words. */
export interface ButtonLabels {
  /** Default `['next', 'continue', 'proceed']`. */
  readonly next?: readonly string[];
  /** Default `['back', 'previous', 'prev']`. */
  readonly back?: readonly string[];
}

/** Where to look: the step, then the rest of the wizard outside every step (a shared button bar). */
export interface Places {
  readonly step: Element;
  readonly root: Element;
  readonly steps: readonly Element[];
  /** Counts hidden buttons too: for describing a step the page does not show yet. */
  readonly hiddenToo?: boolean;
}

/** The labels used when the page marks no buttons and the options give none. */
export const DEFAULT_LABELS: Required<ButtonLabels> = { next: ['next', 'continue', 'proceed'], back: ['back', 'previous', 'prev'] };

const BUTTONS = 'button,input[type=button],input[type=submit],input[type=image],[role=button]';

/**
 * Splits text into lower-case words of letters and digits, in any script, joined by single spaces.
 *
 * @param text The text.
 * @returns The words joined by spaces, with a space before and after, so that `includes` matches whole words.
 */
function words(text: string): string {
  return ` ${text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(' ')} `;
}

/**
 * Finds the button that moves on from a step (`'next'`) or goes back (`'back'`), among the shown (or,
 * with `hiddenToo`, all) buttons of the step, then those of the root outside every step (spec §15.4).
 * The best rank wins, the first in tree order among equals: marked in the step 0, marked outside 1;
 * for Next on the last step a submit button of the step 2; named by a label in the step 3, outside
 * 4; for Next a submit button of the step 5, on the last step one outside 6. A button marked for the
 * other direction is never chosen. A disabled one is returned (the caller reports it).
 *
 * @param places The step, the root and all steps.
 * @param kind Which button.
 * @param labels The labels of `kind`.
 * @param last Whether the step is the last one.
 * @returns The button, or `undefined`.
 */
export function findButton(places: Places, kind: keyof ButtonLabels, labels: readonly string[], last = false): HTMLElement | undefined {
  const { step, root, steps, hiddenToo } = places;
  const wanted = labels.map(words).filter((label) => label.length > 2);
  let best: HTMLElement | undefined;
  let bestRank = 9;
  for (const button of [...step.querySelectorAll<HTMLElement>(BUTTONS), ...root.querySelectorAll<HTMLElement>(BUTTONS)]) {
    const outside = +!step.contains(button);
    if ((outside && steps.some((each) => each.contains(button))) || !(hiddenToo || isShown(button))) continue;
    const mark = (['next', 'back'] as const).find((each) => button.hasAttribute(`data-toolmark-${each}`));
    // `type` is `submit` for a <button> without one, and undefined for a [role=button] element.
    const submit = kind === 'next' && /^(submit|image)$/.test((button as HTMLInputElement).type);
    // Whole words of its text, value, aria-label, name or title: "Continue to payment" holds "continue", "Discontinue" not.
    const said = words([button.textContent, (button as HTMLInputElement).value, ...['aria-label', 'name', 'title'].map((name) => button.getAttribute(name))].join(' '));
    const rank = mark
      ? mark === kind
        ? outside
        : 9
      : submit && last && !outside
        ? 2
        : wanted.some((label) => said.includes(label))
          ? 3 + outside
          : submit && (last || !outside)
            ? 5 + outside
            : 9;
    if (rank < bestRank) [best, bestRank] = [button, rank];
  }
  return best;
}

/**
 * Reads a button's label for messages and descriptions: its `aria-label`, value or text, trimmed.
 *
 * @param button The button.
 * @returns The label, or `undefined` when it has none.
 */
export function buttonLabel(button: Element): string | undefined {
  return clean(button.getAttribute('aria-label') ?? (button.localName === 'input' ? (button as HTMLInputElement).value : button.textContent));
}
