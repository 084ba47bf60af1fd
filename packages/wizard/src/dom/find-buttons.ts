// The page's own Next and Back buttons (spec §15.4): moving on clicks them, so the page's validation
// and step logic run as they do for the person.
import { isShown } from './is-shown.js';

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
}

/** The labels used when the page marks no buttons and the options give none. */
export const DEFAULT_LABELS: Required<ButtonLabels> = { next: ['next', 'continue', 'proceed'], back: ['back', 'previous', 'prev'] };

// Inputs of these types, as no other element has them.
const BUTTONS = 'button,[type=button],[type=submit],[type=image],[role=button]';

/**
 * Splits text into lower-case words of letters and digits, in any script, joined by single spaces.
 *
 * @param text The text.
 * @returns The words joined by spaces, with a space before and after, so that `includes` matches whole words.
 */
function words(text: string): string {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

/**
 * Finds the button that moves on from a step (`'next'`) or goes back (`'back'`), among the shown
 * buttons of the step, then those of the root outside every step (spec §15.4). The best rank wins,
 * the first in tree order among equals: marked in the step 0, marked outside 1; for Next on the last
 * step a submit button of the step 2; named by a label in the step 3, outside 4; for Next a submit
 * button of the step 5, on the last step one outside 6. A button marked for the other direction is
 * never chosen. A disabled one is returned (the caller reports it).
 *
 * @param places The step, the root and all steps.
 * @param kind Which button.
 * @param labels The labels of `kind`.
 * @param last Whether the step is the last one.
 * @returns The button, or `undefined`.
 */
export function findButton({ step, root, steps }: Places, kind: keyof ButtonLabels, labels: readonly string[], last?: boolean): HTMLElement | undefined {
  // A label without a letter or digit (`→`) would match every button without words (`←`, `×`).
  const wanted = labels.map(words).filter((label) => label.trim());
  let best: HTMLElement | undefined;
  let bestRank = 9;
  for (const button of [...step.querySelectorAll<HTMLElement>(BUTTONS), ...root.querySelectorAll<HTMLElement>(BUTTONS)]) {
    const outside = +!step.contains(button);
    if ((outside && steps.some((each) => each.contains(button))) || !isShown(button)) continue;
    const mark = button.hasAttribute('data-toolmark-next') ? 'next' : button.hasAttribute('data-toolmark-back') && 'back';
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
