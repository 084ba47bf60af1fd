// @vitest-environment happy-dom
import { createToolmark } from '@toolmark/core';
import { SpotlightElement } from '@toolmark/ui';
import { afterEach, describe, expect, test } from 'vitest';
import { mountSpotlight } from './spotlight.js';

afterEach(() => document.body.replaceChildren());

describe('mountSpotlight (spec §18.3 data-spotlight)', () => {
  test('defines tm-spotlight, mounts one following the registry at the end of the body, and removes it', () => {
    document.body.innerHTML = '<main><form id="search"></form></main>';
    const tm = createToolmark();
    const remove = mountSpotlight(tm, document);
    expect(customElements.get('tm-spotlight')).toBe(SpotlightElement);
    const spotlight = document.body.lastElementChild as SpotlightElement;
    expect(spotlight.localName).toBe('tm-spotlight');
    expect(spotlight.tm).toBe(tm);
    expect(document.querySelectorAll('tm-spotlight')).toHaveLength(1);
    remove();
    expect(document.querySelector('tm-spotlight')).toBeNull();
  });

  test('keeps an element the page defined under the name first', () => {
    // Defined by the test before: the second mount reuses the definition rather than throwing.
    const tm = createToolmark();
    const remove = mountSpotlight(tm, document);
    expect(() => mountSpotlight(tm, document)()).not.toThrow();
    remove();
  });
});
