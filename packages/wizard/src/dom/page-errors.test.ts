// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { pageErrors } from './page-errors.js';

afterEach(() => {
  document.body.innerHTML = '';
});

function places(html: string) {
  document.body.innerHTML = html;
  const root = document.querySelector('form')!;
  const steps = [...root.querySelectorAll('fieldset')];
  return { step: steps[0]!, root, steps };
}

test('aria-invalid controls with aria-errormessage, else aria-describedby, else their validation message', () => {
  const where = places(`<form><fieldset>
    <input name="card" aria-invalid="true" aria-errormessage="e1" aria-describedby="hint">
    <span id="e1">  Card   number is not valid </span><span id="hint">16 digits</span>
    <input name="zip" aria-invalid="true" aria-describedby="d1 d2"><span id="d1">Postal code:</span><span id="d2">unknown</span>
    <input name="name" aria-invalid="true">
    <input name="fine" aria-invalid="false">
  </fieldset><fieldset hidden><input name="later" aria-invalid="true"></fieldset></form>`);
  (where.root.elements.namedItem('name') as HTMLInputElement).setCustomValidity('Enter your name');
  expect(pageErrors(where)).toEqual([
    { path: 'card', message: "'card': Card number is not valid" },
    { path: 'zip', message: "'zip': Postal code: unknown" },
    { path: 'name', message: "'name': Enter your name" },
  ]);
});

test('controls refused by constraint validation, one issue per radio group', () => {
  const where = places(`<form><fieldset>
    <input type="radio" name="speed" value="a" required><input type="radio" name="speed" value="b" required>
    <input name="ok">
  </fieldset></form>`);
  const radios = [...where.root.querySelectorAll('input[type=radio]')] as HTMLInputElement[];
  for (const radio of radios) radio.setCustomValidity('Choose a delivery speed');
  expect(pageErrors(where, new Set(radios))).toEqual([{ path: 'speed', message: "'speed': Choose a delivery speed" }]);
  expect(pageErrors(where)).toEqual([]);
});

test('shown role=alert text of the step or outside every step, unless a field’s message already says it', () => {
  const where = places(`<form>
    <p role="alert">Your session expires soon</p>
    <fieldset>
      <input name="card" aria-invalid="true" aria-errormessage="e1"><p id="e1" role="alert">Card declined</p>
      <p role="alert" hidden>Old error</p>
    </fieldset>
    <fieldset hidden><p role="alert">Other step</p></fieldset></form>`);
  expect(pageErrors(where)).toEqual([
    { path: 'card', message: "'card': Card declined" },
    { path: '', message: 'Your session expires soon' },
  ]);
});
