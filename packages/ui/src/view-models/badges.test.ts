import { describe, expect, test } from 'vitest';
import { canAllowForSession, toBadges } from './badges.js';

describe('toBadges', () => {
  test('lists the hints a person should see, most consequential first', () => {
    expect(toBadges({ readOnly: true, openWorld: true, destructive: true })).toEqual(['destructive', 'openWorld', 'readOnly']);
    // Issue #36: a payment (consequential) is marked, after what cannot be undone.
    expect(toBadges({ consequential: true, openWorld: true, destructive: true })).toEqual(['destructive', 'consequential', 'openWorld']);
    expect(toBadges({ consequential: true })).toEqual(['consequential']);
  });

  test('ignores hints that are false, absent or not shown', () => {
    expect(toBadges({})).toEqual([]);
    expect(toBadges({ destructive: false, idempotent: true, untrustedContent: true, confirm: 'always' })).toEqual([]);
  });
});

describe('canAllowForSession', () => {
  test('is offered for tools that are neither destructive nor confirmed on every call', () => {
    expect(canAllowForSession({})).toBe(true);
    expect(canAllowForSession({ readOnly: true, confirm: 'auto' })).toBe(true);
    expect(canAllowForSession({ destructive: false })).toBe(true);
  });

  test('is never offered for destructive or consequential tools, or confirm: always', () => {
    expect(canAllowForSession({ destructive: true })).toBe(false);
    expect(canAllowForSession({ consequential: true })).toBe(false);
    expect(canAllowForSession({ consequential: true, confirm: 'auto' })).toBe(false);
    expect(canAllowForSession({ consequential: false })).toBe(true);
    expect(canAllowForSession({ destructive: true, confirm: 'never' })).toBe(false);
    expect(canAllowForSession({ confirm: 'always' })).toBe(false);
  });
});
