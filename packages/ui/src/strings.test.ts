import { expect, test } from 'vitest';
import { ACTIVITY_STRINGS, CONFIRM_STRINGS } from './strings.js';

test('says who asks, with the origin when the call crossed a boundary', () => {
  expect(CONFIRM_STRINGS.requestedBy({ kind: 'webmcp' })).toBe('Requested by the browser’s agent');
  expect(CONFIRM_STRINGS.requestedBy({ kind: 'bridge', origin: 'https://agent.example' })).toBe(
    'Requested by a connected agent (https://agent.example)',
  );
  expect(CONFIRM_STRINGS.requestedBy({ kind: 'extension-x' })).toBe('Requested by extension-x');
});

test('issue #36: the page’s own agent by the name it gives; a name from anyone else is not shown', () => {
  expect(CONFIRM_STRINGS.requestedBy({ kind: 'in-page' })).toBe('Requested by this page');
  expect(CONFIRM_STRINGS.requestedBy({ kind: 'in-page', id: 'agent', name: 'Skyway assistant' })).toBe('Requested by Skyway assistant, an agent in this page');
  expect(CONFIRM_STRINGS.requestedBy({ kind: 'in-page', name: '  Skyway\n\tassistant\u0007 ' })).toBe('Requested by Skyway assistant, an agent in this page');
  expect(CONFIRM_STRINGS.requestedBy({ kind: 'in-page', name: ' \n ' })).toBe('Requested by this page');
  expect([...CONFIRM_STRINGS.requestedBy({ kind: 'in-page', name: 'é'.repeat(200) })].length).toBe('Requested by '.length + 60 + ', an agent in this page'.length);
  expect(CONFIRM_STRINGS.requestedBy({ kind: 'bridge', origin: 'https://agent.example', name: 'Your bank' })).toBe('Requested by a connected agent (https://agent.example)');
  expect(CONFIRM_STRINGS.requestedBy({ kind: 'webmcp', name: 'Your bank' })).toBe('Requested by the browser’s agent');
  expect(CONFIRM_STRINGS.denyAll(2, { kind: 'in-page', name: 'Skyway assistant' })).toBe('Deny all 2 from Skyway assistant, an agent in this page');
  expect(ACTIVITY_STRINGS.caller({ kind: 'webmcp' })).toBe('the browser’s agent');
});

test('counts values the activity log leaves out', () => {
  expect(ACTIVITY_STRINGS.moreValues(1)).toBe('1 more value not shown');
  expect(ACTIVITY_STRINGS.moreValues(4)).toBe('4 more values not shown');
});

test('names the scripts a value mixes', () => {
  expect(CONFIRM_STRINGS.mixedScripts(['Latin', 'Cyrillic'])).toBe('mixed scripts: Latin + Cyrillic');
});

test('says why a card closes without the person, for a confirmation and for a question', () => {
  expect(CONFIRM_STRINGS.ended('aborted', false)).toBe('The agent stopped waiting — nothing was done.');
  expect(CONFIRM_STRINGS.ended('timeout', false)).toBe('This request timed out — nothing was done.');
  expect(CONFIRM_STRINGS.ended('aborted', true)).toBe('The agent stopped waiting — no answer was sent.');
});

test('words what is wrong with a field of a question', () => {
  expect(CONFIRM_STRINGS.invalidField({ code: 'required' })).toBe('Fill this in');
  expect(CONFIRM_STRINGS.invalidField({ code: 'min', limit: 0, exclusive: true })).toBe('Enter more than 0');
  expect(CONFIRM_STRINGS.invalidField({ code: 'max', limit: 9, exclusive: false })).toBe('Enter at most 9');
  expect(CONFIRM_STRINGS.invalidField({ code: 'minLength', limit: 1 })).toBe('Enter at least 1 character');
});
