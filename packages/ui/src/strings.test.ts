import { expect, test } from 'vitest';
import { ACTIVITY_STRINGS, CONFIRM_STRINGS } from './strings.js';

test('says who asks, with the origin when the call crossed a boundary', () => {
  expect(CONFIRM_STRINGS.requestedBy({ kind: 'webmcp' })).toBe('Requested by the browser’s agent');
  expect(CONFIRM_STRINGS.requestedBy({ kind: 'bridge', origin: 'https://agent.example' })).toBe(
    'Requested by a connected agent (https://agent.example)',
  );
  expect(CONFIRM_STRINGS.requestedBy({ kind: 'extension-x' })).toBe('Requested by extension-x');
});

test('counts values the activity log leaves out', () => {
  expect(ACTIVITY_STRINGS.moreValues(1)).toBe('1 more value not shown');
  expect(ACTIVITY_STRINGS.moreValues(4)).toBe('4 more values not shown');
});

test('names the scripts a value mixes', () => {
  expect(CONFIRM_STRINGS.mixedScripts(['Latin', 'Cyrillic'])).toBe('mixed scripts: Latin + Cyrillic');
});
