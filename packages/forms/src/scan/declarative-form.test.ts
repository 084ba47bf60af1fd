// @vitest-environment happy-dom
import { expect, test } from 'vitest';
import { isDeclarativeForm } from './declarative-form.js';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('form')!;
}

test("isDeclarativeForm: a toolname Chromium accepts and a tooldescription that is not empty (blank counts), nothing of Toolmark's", () => {
  expect(isDeclarativeForm(form('<form toolname=".a..b" tooldescription=" "></form>'))).toBe(true);
  expect(isDeclarativeForm(form('<form toolname="has space" tooldescription="d"></form>'))).toBe(false);
  expect(isDeclarativeForm(form('<form toolname="a" tooldescription=""></form>'))).toBe(false);
  expect(isDeclarativeForm(form('<form data-toolmark-name="a" data-toolmark-description="d"></form>'))).toBe(false);
  expect(isDeclarativeForm(form(`<form toolname="${'a'.repeat(129)}" tooldescription="d"></form>`))).toBe(false);
});
