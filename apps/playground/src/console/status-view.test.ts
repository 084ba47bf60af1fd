import { describe, expect, it } from 'vitest';
import { nativeHint, unlistedText } from './status-view';

describe('unlistedText', () => {
  it('puts a wizard’s later steps on the wizard', () => {
    const missing = [{ name: 'travel.booking.payment', wizardStep: true, form: false }];
    expect(unlistedText(missing, 'native')).toBe('Not in WebMCP (1): travel.booking.payment: a wizard lists only its current step');
  });

  it('says a form the polyfill does not serve is missing, and which part serves it, not that a wizard left it out', () => {
    const missing = [
      { name: 'travel.booking.payment', wizardStep: true, form: false },
      { name: 'travel.flights.search', wizardStep: false, form: true },
    ];
    const text = unlistedText(missing, 'the polyfill');
    expect(text).toContain('Not in WebMCP (1): travel.booking.payment: a wizard lists only its current step');
    expect(text).toContain('Missing from WebMCP (1): travel.flights.search: the polyfill serves declarative forms through its serve-forms chunk');
    expect(text).not.toMatch(/flights\.search[^.]*wizard/);
  });

  it('says nothing when nothing is missing', () => {
    expect(unlistedText([], 'native')).toBe('');
  });
});

describe('nativeHint', () => {
  it('names the page’s own address, port included, not a fixed one', () => {
    expect(nativeHint('http://127.0.0.1:4173/static.html')).toBe('To see native WebMCP, start Chromium with --enable-features=WebMCPTesting and open this page on http://127.0.0.1:4173/static.html');
  });
});
