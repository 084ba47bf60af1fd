// Issue #36, "never in the way" (spec §17.7): a card that arrives while the person types in the page
// does not take the keyboard. Real key events (Playwright's, through vitest/browser's userEvent)
// are typed into a page field while a call's card arrives: no keystroke is lost, none decides the
// call, the card says how to reach it, Alt+Shift+C reaches it, and its dialog shows a focus ring.
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defineToolmarkElements } from './elements/define-elements.js';
import { focused } from './test/dom.js';
import { cardOf, cardPart as part, withOneToolCards } from './test/one-tool-cards.js';

defineToolmarkElements();

const page = withOneToolCards({ name: 'cart.empty', title: 'Empty the cart', description: 'Removes every item', hints: { destructive: true }, answer: 'emptied' });

/** A sign-in field of the page, focused, with half an address typed by real keys. */
async function typingInField(): Promise<HTMLInputElement> {
  const field = document.createElement('input');
  field.type = 'email';
  field.setAttribute('aria-label', 'Email');
  document.body.append(field);
  field.focus();
  await userEvent.keyboard('ada@exa');
  return field;
}

test('a card arriving while the person types takes no keystroke, and no key the person types decides it', async () => {
  const field = await typingInField();
  let settled = false;
  const call = page.tm.call('cart.empty').finally(() => (settled = true));
  const card = await cardOf();
  // The rest of the address, then an Escape and an Enter meant for the page.
  await userEvent.keyboard('mple.com{Escape}{Enter}');
  expect(field.value).toBe('ada@example.com');
  expect(focused()).toBe(field);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(settled).toBe(false);
  expect(page.runs).toBe(0);
  // It says so, in its live region, and names the key.
  expect(part(card, 'waiting').getAttribute('role')).toBe('status');
  expect(part(card, 'waiting').textContent).toContain('Alt+Shift+C');

  // The key reaches it; from there the keyboard is the card's: Escape denies.
  await userEvent.keyboard('{Alt>}{Shift>}C{/Shift}{/Alt}');
  expect(focused()).toBe(part(card, 'card'));
  expect(field.value).toBe('ada@example.com');
  expect(part(card, 'waiting').textContent).toBe('');
  await userEvent.keyboard('{Escape}');
  expect(await call).toMatchObject({ isError: true, code: 'declined' });
  expect(page.runs).toBe(0);
});

test('it takes focus once the person leaves the field for nothing; focus moved to another control stays theirs', async () => {
  const field = await typingInField();
  const button = document.createElement('button');
  button.textContent = 'Sign in';
  document.body.append(button);
  void page.tm.call('cart.empty');
  const card = await cardOf();
  button.focus();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(focused()).toBe(button);
  field.focus();
  field.blur();
  await vi.waitFor(() => expect(focused()).toBe(part(card, 'card')));
  expect(part(card, 'waiting').textContent).toBe('');
});

test('a card arriving while focus is on a button (the person asked the agent) takes focus at once, as before', async () => {
  const button = document.createElement('button');
  button.textContent = 'Ask the agent';
  document.body.append(button);
  button.focus();
  void page.tm.call('cart.empty');
  const card = await cardOf();
  await vi.waitFor(() => expect(focused()).toBe(part(card, 'card')));
});

test('Alt+Shift+C with no card is the page’s: it reaches the field as typed', async () => {
  const field = await typingInField();
  let seen = '';
  field.addEventListener('keydown', (event) => (seen = event.code));
  await userEvent.keyboard('{Alt>}{Shift>}C{/Shift}{/Alt}');
  expect(seen).toBe('KeyC');
  expect(focused()).toBe(field);
});

test.each(['light', 'dark'])('the dialog that took focus after a click shows a ring in the %s scheme', async (scheme) => {
  document.documentElement.style.colorScheme = scheme;
  try {
    // A person's click starts the call (after a pointer, a browser draws no :focus-visible ring for
    // focus moved by script).
    const button = document.createElement('button');
    button.textContent = 'Empty my cart';
    button.addEventListener('click', () => void page.tm.call('cart.empty'));
    document.body.append(button);
    await userEvent.click(button);
    const card = await cardOf();
    await vi.waitFor(() => expect(focused()).toBe(part(card, 'card')));
    const style = getComputedStyle(part(card, 'card'));
    expect(style.outlineStyle).toBe('solid');
    expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    expect(style.outlineColor).not.toBe(style.backgroundColor);
  } finally {
    document.documentElement.style.colorScheme = '';
  }
});
