// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { loadPart, partUrl } from './script-parts.js';

/** A script element as `document.currentScript` gives it, loaded from `src`. */
const scriptFrom = (src: string) => Object.assign(document.createElement('script'), { src });

describe('spec §18.10 the script tag loads its parts from beside its own file', () => {
  test.each([
    ['https://shop.example/js/toolmark.min.js', '', 'spotlight', 'https://shop.example/js/toolmark.spotlight.min.js'],
    ['https://shop.example/js/toolmark.js?v=3', '', 'spotlight', 'https://shop.example/js/toolmark.spotlight.js?v=3'],
    ['https://shop.example/js/toolmark.min.js', '', 'widgets', 'https://shop.example/js/toolmark.widgets.min.js'],
    ['https://shop.example/toolmark.polyfill.min.js', 'polyfill', 'polyfill-forms', 'https://shop.example/toolmark.polyfill-forms.min.js'],
    ['https://shop.example/toolmark.polyfill.js#x', 'polyfill', 'polyfill-forms', 'https://shop.example/toolmark.polyfill-forms.js#x'],
  ])('%s, part %s → %s', (src, file, part, expected) => {
    expect(partUrl(scriptFrom(src), file, part)).toBe(expected);
  });

  test.each([
    // Renamed or another file: no guess.
    ['https://shop.example/assets/toolmark.3f2a9c.min.js', ''],
    ['https://shop.example/toolmark.core.min.js', ''],
    ['https://shop.example/toolmark.min.js', 'polyfill'],
    ['https://shop.example/my-toolmark.min.js.map', ''],
  ])('%s (file %j) has no part beside it', (src, file) => {
    expect(partUrl(scriptFrom(src), file, 'spotlight')).toBeUndefined();
  });

  test('a module script (no currentScript) has none', () => {
    expect(partUrl(null, '', 'spotlight')).toBeUndefined();
  });

  test('loadPart appends one classic script at the end of the head', () => {
    const script = loadPart(document, 'https://shop.example/toolmark.spotlight.min.js');
    expect(document.head.lastElementChild).toBe(script);
    expect(script.src).toBe('https://shop.example/toolmark.spotlight.min.js');
    expect(script.type).toBe('');
    script.remove();
  });
});
