// What a step shows the person to review (spec §15.6): the text of its elements marked
// `data-toolmark-review`, else of its description lists and tables, as the default of its summary,
// and the text behind a template's `{#id}`. Read as assistive technology reads them, one line each.
import { textOf } from './find-steps.js';
import { isShown } from './is-shown.js';

/**
 * Reads an element as one line: a description list as `Term: value; Term: value`, a table as its
 * rows' cells joined by `: ` and the rows by `; `, anything else as its text.
 *
 * @param element The element.
 * @returns The line, or `''`.
 */
export function lineOf(element: Element): string {
  if (element.matches('table')) {
    return [...(element as HTMLTableElement).rows].map((row) => [...row.cells].map(textOf).filter(Boolean).join(': ')).filter(Boolean).join('; ');
  }
  if (element.matches('dl')) {
    // A term starts a pair; its descriptions (one or more) follow it.
    const pairs: string[] = [];
    for (const item of element.querySelectorAll('dt,dd')) {
      const text = textOf(item);
      const term = item.matches('dt');
      if (!text) continue;
      if (term || !pairs[0]) pairs.push(term ? `${text}:` : text);
      else pairs[pairs.length - 1] += ` ${text}`;
    }
    return pairs.join('; ');
  }
  return textOf(element) ?? '';
}

/**
 * Reads what a step shows for review: its shown `[data-toolmark-review]` elements, else its shown
 * `dl` and `table` elements, each as one line ({@link lineOf}).
 *
 * @param step The step's element.
 * @returns The lines joined by `; `, or `''` when the step shows none.
 */
export function reviewText(step: Element): string {
  const marked = [...step.querySelectorAll('[data-toolmark-review]')];
  const elements = marked[0] ? marked : [...step.querySelectorAll('dl,table')];
  return elements.filter(isShown).map(lineOf).filter(Boolean).join('; ');
}

/**
 * Reads the element with an id inside a step, as one line, when the page shows it.
 *
 * @param step The step's element.
 * @param id The element's id.
 * @returns Its line, or `''` when the step holds no such shown element.
 */
export function shownText(step: Element, id: string): string {
  const element = [...step.querySelectorAll('[id]')].find((candidate) => candidate.id === id);
  return element && isShown(element) ? lineOf(element) : '';
}
