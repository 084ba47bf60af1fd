// @vitest-environment happy-dom
// Spec §14.12: the selector half of the pseudo-class substitute.
import { describe, expect, test } from 'vitest';
import { translatePseudoClasses, wrapSelectorMethods } from './pseudo-class-selectors.js';

describe('spec §14.12 translating the pseudo-classes', () => {
  test.each([
    ['form:tool-form-active', 'form[data-toolmark-active]'],
    ['button:TOOL-SUBMIT-ACTIVE, a', 'button[data-toolmark-submit-active], a'],
    [':not(:tool-form-active) :tool-submit-active', ':not([data-toolmark-active]) [data-toolmark-submit-active]'],
    // Strings, escapes and longer names stay as written.
    ['[title=":tool-form-active"]', '[title=":tool-form-active"]'],
    ['.a\\:tool-form-active', '.a\\:tool-form-active'],
    [':tool-form-active-ish', ':tool-form-active-ish'],
  ])('%s → %s', (selectors, expected) => {
    expect(translatePseudoClasses(selectors)).toBe(expected);
  });

  test('for style sheets, wrapped in :is() (the same specificity, and told apart)', () => {
    expect(translatePseudoClasses('form:tool-form-active { color: red }', true)).toBe('form:is([data-toolmark-active]) { color: red }');
  });
});

describe('spec §14.12 the selector methods', () => {
  test('matches, closest, querySelector and querySelectorAll read them, on elements, documents and fragments', () => {
    document.body.innerHTML = '<form data-toolmark-active><input><button data-toolmark-submit-active>Go</button></form>';
    const unwrap = wrapSelectorMethods(document);
    try {
      const form = document.querySelector('form')!;
      const button = form.querySelector(':tool-submit-active')!;
      const fragment = document.createDocumentFragment();
      fragment.append(form.cloneNode(true));
      expect([form.matches(':tool-form-active'), button.matches(':tool-form-active'), form.querySelector('input')!.matches(':tool-submit-active')]).toEqual([true, false, false]);
      expect(button.closest(':tool-form-active')).toBe(form);
      expect(document.querySelectorAll(':tool-form-active, :tool-submit-active')).toHaveLength(2);
      expect(fragment.querySelector(':tool-form-active')).not.toBeNull();
    } finally {
      unwrap();
    }
    // A browser throws for the pseudo-class it does not know; happy-dom finds nothing.
    let found: Element | null = null;
    try {
      found = document.querySelector(':tool-form-active');
    } catch {
      // As a browser.
    }
    expect(found).toBeNull();
  });

  test('unwrapping leaves a method another script wrapped since as it is', () => {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'matches')!;
    const unwrap = wrapSelectorMethods(document);
    const theirs = () => true;
    Object.defineProperty(Element.prototype, 'matches', { ...original, value: theirs });
    try {
      unwrap();
      expect(Element.prototype.matches).toBe(theirs);
    } finally {
      Object.defineProperty(Element.prototype, 'matches', original);
    }
  });
});
