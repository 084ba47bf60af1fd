// @vitest-environment happy-dom
import { createToolmark, type Toolmark } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { scanPageWizards, type PageWizardSet } from './scan-page-wizards.js';

const WIZARD = `
<form id="signup" data-toolmark-description="Signs up for an account">
  <section data-toolmark-step="account"><label>Email <input name="email" type="email" required></label><button type="button">Next</button></section>
  <section data-toolmark-step="profile" hidden><label>Name <input name="name"></label><button type="submit">Finish</button></section>
</form>`;

let tm: Toolmark;
let set: PageWizardSet | undefined;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const names = () => tm.manifest().map((entry) => entry.name);

beforeEach(() => {
  tm = createToolmark();
});

afterEach(() => {
  set?.dispose();
  document.body.innerHTML = '';
});

describe('scanPageWizards', () => {
  test('a form with [data-toolmark-step] elements becomes a wizard, in the registrar’s scope', () => {
    document.body.innerHTML = WIZARD;
    set = scanPageWizards(tm.scope('shop'), document);
    expect(names()).toEqual(['shop.signup.account', 'shop.signup.back', 'shop.signup.cancel', 'shop.signup.profile', 'shop.signup.start']);
    expect(set.wizards.size).toBe(1);
  });

  test('a wizard that appears later is registered; one that leaves is unregistered', async () => {
    set = scanPageWizards(tm, document);
    expect(names()).toEqual([]);
    document.body.innerHTML = WIZARD;
    await tick();
    expect(names()).toContain('signup.start');
    document.querySelector('form')?.remove();
    await tick();
    expect(names()).toEqual([]);
  });

  test('new steps register the wizard anew; other mutations leave it alone', async () => {
    document.body.innerHTML = WIZARD;
    set = scanPageWizards(tm, document);
    const before = set.wizards.get(document.querySelector('form')!);
    document.querySelector('[data-toolmark-step=account]')?.append(document.createElement('p'));
    await tick();
    expect(set.wizards.get(document.querySelector('form')!)).toBe(before);
    document.querySelector('form')?.insertAdjacentHTML('beforeend', '<section data-toolmark-step="review" hidden><button type="submit">Send</button></section>');
    await tick();
    expect(set.wizards.get(document.querySelector('form')!)).not.toBe(before);
    expect(names()).toContain('signup.review');
  });

  test('a wizard without a name is skipped with TM705, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      document.body.innerHTML = WIZARD.replace('id="signup"', '');
      set = scanPageWizards(tm, document);
      document.querySelector('p')?.remove();
      document.body.append(document.createElement('div'));
      await tick();
      expect(names()).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/^\[toolmark TM705\] The wizard in form '' was not defined: registerPageWizard: give the wizard a name/);
    } finally {
      warn.mockRestore();
    }
  });

  test('dispose() unregisters every wizard and stops watching', async () => {
    document.body.innerHTML = WIZARD;
    set = scanPageWizards(tm, document);
    set.dispose();
    expect(names()).toEqual([]);
    document.body.insertAdjacentHTML('beforeend', WIZARD.replace('signup', 'other'));
    await tick();
    expect(names()).toEqual([]);
  });

  test('the options hold for every wizard: its button labels and timeout', async () => {
    document.body.innerHTML = WIZARD.replace('>Next<', '>Weiter<');
    set = scanPageWizards(tm, document);
    await tm.call('signup.start');
    expect((await tm.call('signup.account', { email: 'ada@example.com' })).code).toBe('no_next_button');
    set.dispose();
    set = scanPageWizards(tm, document, { labels: { next: ['weiter'] }, timeoutMs: 20 });
    await tm.call('signup.start');
    // Weiter is found and clicked; the page has no step logic, so no other step shows within 20 ms.
    expect((await tm.call('signup.account', { email: 'ada@example.com' })).code).toBe('step_timeout');
  });
});
