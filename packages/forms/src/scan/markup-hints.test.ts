// Spec §14.2, §15.4: the one reader of the hints a page writes in its markup (docs/security.md T5).
import { describe, expect, test } from 'vitest';
import { markupHints } from './markup-hints.js';

/** An element with these attributes, read through the DOM interface the reader uses. */
function element(attributes: Record<string, string>): Element {
  return { getAttribute: (name: string) => attributes[name] ?? null } as unknown as Element;
}

describe('markupHints', () => {
  test.each([
    [{}, {}],
    [{ 'data-toolmark-confirm': '' }, { confirm: 'always' }],
    [{ 'data-toolmark-confirm': 'always' }, { confirm: 'always' }],
    [{ 'data-toolmark-confirm': 'false' }, {}],
    [{ 'data-toolmark-confirm': 'auto' }, { confirm: 'auto' }],
    [{ 'data-toolmark-confirm': 'never' }, { confirm: 'never' }],
    [{ 'data-toolmark-destructive': '' }, { destructive: true }],
    [{ 'data-toolmark-destructive': 'false' }, {}],
  ])('%j reads as %j', (attributes, hints) => {
    expect(markupHints(element(attributes))).toEqual(hints);
  });

  test('a value it does not know asks (a typo must not turn the question off)', () => {
    for (const value of ['yes', 'true', 'Always', 'nevr']) expect(markupHints(element({ 'data-toolmark-confirm': value }))).toEqual({ confirm: 'always' });
  });
});
