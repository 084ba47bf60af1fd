import { afterEach, expect, test } from 'vitest';
import { composedAncestors, containsComposed, deepActiveElement, isFocusLost, tryFocus } from './focus.js';

afterEach(() => {
  document.body.replaceChildren();
});

function tree() {
  const outer = document.createElement('section');
  const host = document.createElement('div');
  outer.append(host);
  document.body.append(outer);
  const shadow = host.attachShadow({ mode: 'open' });
  const inner = document.createElement('p');
  const button = document.createElement('button');
  button.textContent = 'Inner';
  inner.append(button);
  shadow.append(inner);
  return { outer, host, inner, button };
}

test('composedAncestors lists the ancestors nearest first, through shadow roots, up to the body', () => {
  const { outer, host, inner, button } = tree();
  expect(composedAncestors(button)).toEqual([inner, host, outer]);
  expect(composedAncestors(outer)).toEqual([]);
  expect(composedAncestors(document.createElement('i'))).toEqual([]);
});

test('tryFocus focuses what can take focus and says so; deepActiveElement finds it in a shadow root', () => {
  const { outer, host, button } = tree();
  expect(tryFocus(outer)).toBe(false);
  expect(isFocusLost()).toBe(true);
  expect(tryFocus(button)).toBe(true);
  expect(deepActiveElement()).toBe(button);
  expect(containsComposed(host, deepActiveElement())).toBe(true);
  button.disabled = true;
  button.blur();
  expect(tryFocus(button)).toBe(false);
  outer.tabIndex = -1;
  expect(tryFocus(outer)).toBe(true);
  const detached = document.createElement('button');
  expect(tryFocus(detached)).toBe(false);
});
