// @vitest-environment happy-dom
import { createToolmark, ok } from '@toolmark/core';
import { ActivityElement, ToolListElement } from '@toolmark/ui';
import { afterEach, describe, expect, test } from 'vitest';
import { defineWidgets } from './widgets.js';

afterEach(() => document.body.replaceChildren());

describe('defineWidgets (spec §18.3 data-widgets)', () => {
  const tm = createToolmark();
  tm.register({ name: 'search', description: 'Searches', run: () => ok() });
  // Defined once for the file: a custom element name cannot be defined again.
  document.body.innerHTML = '<tm-activity id="before"></tm-activity>';
  const undo = defineWidgets(tm, document);

  test('defines the tool list and the activity log as the widgets, and upgrades the elements already in the page', () => {
    expect(customElements.get('tm-tool-list')?.prototype).toBeInstanceOf(ToolListElement);
    expect(customElements.get('tm-activity')?.prototype).toBeInstanceOf(ActivityElement);
    // In the markup before the definition, with no registry given: the page's.
    expect((document.querySelector('#before') as ActivityElement | null)?.tm).toBe(tm);
    expect(undo).toBeTypeOf('function');
  });

  test('an element without a registry follows the page’s; one given its own keeps it', () => {
    const list = document.createElement('tm-tool-list');
    document.body.append(list);
    expect(list.tm).toBe(tm);
    const other = createToolmark();
    const own = document.createElement('tm-activity');
    own.tm = other;
    document.body.append(own);
    expect(own.tm).toBe(other);
  });

  test('keeps the names already defined (the page’s own @toolmark/ui), without throwing', () => {
    const list = customElements.get('tm-tool-list');
    expect(() => defineWidgets(createToolmark(), document)).not.toThrow();
    expect(customElements.get('tm-tool-list')).toBe(list);
  });
});
