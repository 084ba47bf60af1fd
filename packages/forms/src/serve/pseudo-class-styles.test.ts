// @vitest-environment happy-dom
// Spec §14.12: the `<style>` half of the pseudo-class substitute.
import { afterEach, describe, expect, test } from 'vitest';
import { settled } from './fake-model-context.test-support.js';
import { COMPANION_ATTRIBUTE, mirrorPseudoClassStyles, substituteRules } from './pseudo-class-styles.js';

const companions = () => [...document.querySelectorAll(`style[${COMPANION_ATTRIBUTE}]`)];
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.head.innerHTML = '';
});

describe('spec §14.12 the rules a companion holds', () => {
  test('only the rules that use the pseudo-classes, inside their @media blocks', () => {
    const rules = substituteRules('p { color: blue } @media screen { form:tool-form-active { color: red } p { margin: 0 } } @font-face { font-family: x }', window);
    expect(rules).toMatch(/^@media screen \{\s*form:is\(\[data-toolmark-active\]\) \{ color: red; \}\s*\}$/);
  });

  test('nothing for a sheet that uses neither', () => {
    expect(substituteRules('p { color: blue }', window)).toBe('');
  });
});

describe('spec §14.12 companions in the document', () => {
  test('each style that uses them gets one right after it, kept in step with its text, gone with it', async () => {
    document.head.innerHTML = '<style id="s">button:tool-submit-active { color: red }</style><style>p { color: blue }</style>';
    stop = mirrorPseudoClassStyles(document);
    expect(companions()).toHaveLength(1);
    expect(document.getElementById('s')!.nextElementSibling!.textContent).toContain('button:is([data-toolmark-submit-active])');
    document.getElementById('s')!.textContent = 'form:tool-form-active { color: green }';
    await settled();
    expect(companions().map((style) => style.textContent)).toEqual([expect.stringContaining('form:is([data-toolmark-active])')]);
    document.head.insertAdjacentHTML('beforeend', '<style>a:tool-form-active { color: red }</style>');
    await settled();
    expect(companions()).toHaveLength(2);
    document.getElementById('s')!.remove();
    await settled();
    expect(companions()).toHaveLength(1);
    stop();
    stop = undefined;
    expect(companions()).toHaveLength(0);
  });
});
