// The page's own Next and Back buttons (spec §15.4): moving on clicks them, so the page's validation
// and step logic run as they do for the person.
import { isShown } from './is-shown';

/** Words that name the page's Next and Back buttons, lower case; each entry may hold several words. */
export interface ButtonLabels {
  /** Default `['next', 'continue', 'proceed']`. */
  readonly next?: readonly string[];
  /** Default `['back', 'previous', 'prev']`. */
  readonly back?: readonly string[];
}

/** A button a person clicks. */
export type PageButton = HTMLButtonElement | HTMLInputElement | HTMLElement;

/** The labels used when the page marks no buttons and the options give none. */
export const DEFAULT_LABELS = { next: ['next', 'continue', 'proceed'], back: ['back', 'previous', 'prev'] } as const;

const BUTTONS = 'button, input[type=button], input[type=submit], input[type=image], [role=button]';

/**
 * Splits text into lower-case words of letters and digits, in any script.
 *
 * @param text The text.
 * @returns The words.
 */
function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * Checks whether a button's text, value, `aria-label`, `name` or `title` holds one of the labels as
 * whole words ("Continue to payment" holds "continue"; "Discontinue" does not).
 *
 * @param button The button.
 * @param labels The labels.
 * @returns Whether it is named by one of them.
 */
function namedBy(button: Element, labels: readonly string[]): boolean {
  const texts = [button.textContent, (button as HTMLInputElement).value, ...['aria-label', 'name', 'title'].map((name) => button.getAttribute(name))];
  const said = words(texts.filter((text): text is string => typeof text === 'string').join(' '));
  return labels.some((label) => {
    const wanted = words(label);
    return wanted.length > 0 && said.some((_, at) => wanted.every((word, offset) => said[at + offset] === word));
  });
}

/**
 * Checks whether a button submits its form.
 *
 * @param button The button.
 * @returns Whether it is a submit button.
 */
function submits(button: Element): boolean {
  const type = (button as HTMLInputElement).type;
  return (button.localName === 'button' || button.localName === 'input') && (type === 'submit' || type === 'image');
}

/** Where to look: the step, then the rest of the wizard outside every step (a shared button bar). */
export interface Places {
  readonly step: Element;
  readonly root: Element;
  readonly steps: readonly Element[];
  /** Counts hidden buttons too: for describing a step the page does not show yet. */
  readonly hiddenToo?: boolean;
}

/**
 * Lists the shown (or, with `hiddenToo`, all) buttons of the step, then those of the root that sit
 * outside every step.
 *
 * @param places The step, the root and all steps.
 * @returns Both lists.
 */
function shownButtons({ step, root, steps, hiddenToo }: Places): [inStep: Element[], outside: Element[]] {
  const counts = (button: Element) => hiddenToo === true || isShown(button);
  const inStep = [...step.querySelectorAll(BUTTONS)].filter(counts);
  const outside = [...root.querySelectorAll(BUTTONS)].filter((button) => counts(button) && !steps.some((each) => each.contains(button)));
  return [inStep, outside];
}

/**
 * Finds the button that moves on from a step: `data-toolmark-next` in the step, then outside every
 * step; on the last step a submit button in the step; then a button named by a Next label in the
 * step, then outside; then a submit button of the step (or, on the last, outside every step).
 * Only shown buttons count; a disabled one is returned (the caller reports it).
 *
 * @param places The step, the root and all steps.
 * @param last Whether the step is the last one.
 * @param labels The Next labels.
 * @returns The button, or `undefined`.
 */
export function findNextButton(places: Places, last: boolean, labels: readonly string[]): PageButton | undefined {
  const [inStep, outside] = shownButtons(places);
  const marked = (button: Element) => button.hasAttribute('data-toolmark-next');
  const notBack = (button: Element) => !button.hasAttribute('data-toolmark-back');
  const named = (button: Element) => notBack(button) && namedBy(button, labels);
  const submitter = (button: Element) => notBack(button) && submits(button);
  return (inStep.find(marked) ??
    outside.find(marked) ??
    (last ? inStep.find(submitter) : undefined) ??
    inStep.find(named) ??
    outside.find(named) ??
    inStep.find(submitter) ??
    (last ? outside.find(submitter) : undefined)) as PageButton | undefined;
}

/**
 * Finds the button that goes back from a step: `data-toolmark-back` in the step, then outside every
 * step, then a button named by a Back label in the step, then outside. Only shown buttons count.
 *
 * @param places The step, the root and all steps.
 * @param labels The Back labels.
 * @returns The button, or `undefined`.
 */
export function findBackButton(places: Places, labels: readonly string[]): PageButton | undefined {
  const [inStep, outside] = shownButtons(places);
  const marked = (button: Element) => button.hasAttribute('data-toolmark-back');
  const named = (button: Element) => !marked(button) && !button.hasAttribute('data-toolmark-next') && namedBy(button, labels);
  return (inStep.find(marked) ?? outside.find(marked) ?? inStep.find(named) ?? outside.find(named)) as PageButton | undefined;
}

/**
 * Reads a button's label for messages and descriptions: its text, value or `aria-label`, trimmed.
 *
 * @param button The button.
 * @returns The label, or `undefined` when it has none.
 */
export function buttonLabel(button: Element): string | undefined {
  const text = button.getAttribute('aria-label') ?? (button.localName === 'input' ? (button as HTMLInputElement).value : button.textContent);
  const label = text?.replace(/\s+/g, ' ').trim();
  return label || undefined;
}
