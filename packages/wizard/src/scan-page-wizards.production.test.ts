// @vitest-environment happy-dom
// Page wizards in both builds (spec §10): this file runs in the `unit` project (development) and in the
// `production` project (`import.meta.env.DEV` false), with the same expectations; only the warnings
// differ, and production prints none.
import { createToolmark } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { collectWarnings } from '../../core/src/warnings.test-support.js';
import { scanPageWizards, type PageWizardSet } from './index.js';

const WIZARD = `
<form id="signup" data-toolmark-description="Signs up for an account">
  <section data-toolmark-step="account"><label>Email <input name="email" type="email" required></label><button type="button">Next</button></section>
  <section data-toolmark-step="profile" hidden><label>Name <input name="name"></label><button type="submit">Finish</button></section>
</form>`;

const warned = collectWarnings();
let set: PageWizardSet | undefined;
beforeEach(() => {
});
afterEach(() => {
  set?.dispose();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('spec §15.4 page wizards, in both builds', () => {
  test('a page that shows no single step: the start says so', async () => {
    document.body.innerHTML = WIZARD;
    const tm = createToolmark();
    set = scanPageWizards(tm, document);
    for (const step of document.querySelectorAll('section')) step.hidden = true;
    expect(await tm.call('signup.start', {})).toMatchObject({ code: 'no_step_shown', content: [{ text: "The page shows no single step of 'signup'" }] });
    expect(warned).toEqual([]);
  });

  test('a wizard without a name is skipped; only development says why (TM705), once', async () => {
    document.body.innerHTML = WIZARD.replace('id="signup"', '');
    const tm = createToolmark();
    set = scanPageWizards(tm, document);
    document.body.append(document.createElement('p'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tm.manifest()).toEqual([]);
    expect(warned).toHaveLength(import.meta.env.DEV ? 1 : 0);
    if (import.meta.env.DEV) {
      expect(warned[0]).toMatch(/^\[toolmark TM705\] The wizard in form '' was not defined: .+\. See https:\/\/github\.com\/toolmark\/toolmark\/blob\/main\/docs\/warnings\/TM705\.md$/);
    }
  });
});
