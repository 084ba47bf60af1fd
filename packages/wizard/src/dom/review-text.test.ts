// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { lineOf, reviewText, shownText } from './review-text.js';

afterEach(() => {
  document.body.innerHTML = '';
});

function step(html: string): HTMLElement {
  document.body.innerHTML = `<fieldset>${html}</fieldset>`;
  return document.querySelector('fieldset')!;
}

describe('spec §15.6 what a step shows for review', () => {
  test('a description list reads as Term: value pairs, a table as its rows', () => {
    const element = step(`
      <dl><dt>Flight</dt><dd id="flight">SK 278</dd><div><dt>Total</dt><dd>€147</dd></div><dt>Empty</dt><dd></dd></dl>
      <table><tr><th>Bag</th><td>1</td></tr><tr><th>Seat</th><td>12A</td></tr></table>`);
    expect(reviewText(element)).toBe('Flight: SK 278; Total: €147; Empty:; Bag: 1; Seat: 12A');
    expect(shownText(element, 'flight')).toBe('SK 278');
    expect(lineOf(element.querySelector('table')!)).toBe('Bag: 1; Seat: 12A');
  });

  test('elements marked data-toolmark-review win; hidden ones are not read', () => {
    const element = step(`
      <dl><dt>Ignored</dt><dd>list</dd></dl>
      <p data-toolmark-review>You pay   €147 today.</p><p data-toolmark-review hidden>Not shown</p>
      <span id="secret" hidden>hidden</span>`);
    expect(reviewText(element)).toBe('You pay €147 today.');
    expect(shownText(element, 'secret')).toBe('');
    expect(shownText(element, 'missing')).toBe('');
  });

  test('a step with nothing to review reads as nothing', () => {
    expect(reviewText(step('<label>Name <input name="name"></label>'))).toBe('');
  });
});
