// @vitest-environment happy-dom
// Spec §14.12: the substitute is installed only where the browser lacks the pseudo-classes, once per window.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installPseudoClassSubstitute } from './pseudo-class-substitute.js';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

// Whether `:tool-form-active` finds the marked form (happy-dom, unlike a browser, does not throw for it).
const knows = () => {
  document.body.innerHTML = '<form data-toolmark-active></form>';
  try {
    return document.querySelector(':tool-form-active') !== null;
  } catch {
    return false;
  }
};
// `CSS.supports` of the document's window (happy-dom makes a new `CSS` at each read: its prototype is spied on).
const supports = () => vi.spyOn(Object.getPrototypeOf(document.defaultView!.CSS) as typeof CSS, 'supports');

describe('spec §14.12 installing the substitute', () => {
  test('nothing where CSS.supports knows the pseudo-classes', () => {
    supports().mockReturnValue(true);
    installPseudoClassSubstitute(document)();
    expect(knows()).toBe(false);
  });

  test('counted: the last uninstall takes it away; each uninstall counts once', () => {
    supports().mockReturnValue(false);
    document.head.innerHTML = '<style>form:tool-form-active { color: red }</style>';
    const first = installPseudoClassSubstitute(document);
    const second = installPseudoClassSubstitute(document);
    expect(knows()).toBe(true);
    expect(document.head.children).toHaveLength(2);
    first();
    first();
    expect(knows()).toBe(true);
    second();
    expect(knows()).toBe(false);
    expect(document.head.children).toHaveLength(1);
  });
});
