import { describe, expect, test } from 'vitest';
import { ACTION_LABEL_LIMIT, actionLabelOf } from './action-label.js';

describe('spec §17.2 the primary button says the action (issue #36)', () => {
  test('a plain label is the button’s words, trimmed', () => {
    expect(actionLabelOf('  Pay €147 ')).toBe('Pay €147');
    expect(actionLabelOf('Empty the cart (3 extras)')).toBe('Empty the cart (3 extras)');
  });

  test('none, a blank one, or one too long to read at a glance: "Approve"', () => {
    expect(actionLabelOf(undefined)).toBeUndefined();
    expect(actionLabelOf('   ')).toBeUndefined();
    expect(actionLabelOf('P'.repeat(ACTION_LABEL_LIMIT))).toBe('P'.repeat(ACTION_LABEL_LIMIT));
    expect(actionLabelOf('P'.repeat(ACTION_LABEL_LIMIT + 1))).toBeUndefined();
  });

  test('a label the card would have to annotate is never on the button: invisible, reordering or look-alike characters', () => {
    expect(actionLabelOf('Pay €14\u200b7')).toBeUndefined(); // zero-width space
    expect(actionLabelOf('Pay \u202e741€')).toBeUndefined(); // right-to-left override
    expect(actionLabelOf('Pаy €147')).toBeUndefined(); // Cyrillic а in a Latin word
    expect(actionLabelOf('Pay\u00a0€147')).toBeUndefined(); // a space that is not U+0020
  });
});
