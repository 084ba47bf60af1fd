// @vitest-environment happy-dom
// How warnings name a form (spec §14.10).
import { afterEach, expect, test } from 'vitest';
import { actionPath, formLabel } from './form-label.js';

afterEach(() => {
  document.body.innerHTML = '';
});

test('tool name, id, name, aria-label, else position and action; attributes, never shadowed properties', () => {
  document.body.innerHTML = `<form toolname="checkout" id="c"></form><form id="question_form"><input name="id"></form><form name="loginform"></form>
    <form aria-label="Quick search"></form><form action="https://shop.example/checkout/?step=2#top"><input name="action"></form><form></form>`;
  const forms = [...document.querySelectorAll('form')];
  expect(forms.map((form) => formLabel(form))).toEqual([
    "form 'checkout'",
    'form #question_form',
    'form [name=loginform]',
    'form "Quick search"',
    'form no. 5 (action /checkout/)',
    'form no. 6',
  ]);
  // For TM202, where two forms share the tool name.
  expect(formLabel(forms[0]!, true)).toBe('form #c');
  expect(actionPath(forms[4]!)).toBe('/checkout/');
});
