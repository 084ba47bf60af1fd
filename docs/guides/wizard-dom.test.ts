// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import type { Toolmark } from '@toolmark/core';
import type { Publication } from '@toolmark/webmcp';
import { expect, test } from 'vitest';
import { runSample, samplePath } from './sample-runner';

/** The page's own step logic, as a site has it: Next shows the plan step, the submit thanks. */
function pageScript(form: HTMLFormElement): void {
  const [account, plan] = form.querySelectorAll('fieldset');
  form.querySelector('.next')!.addEventListener('click', () => {
    if (!form.querySelector<HTMLInputElement>('[name=email]')!.reportValidity()) return;
    account!.hidden = true;
    plan!.hidden = false;
  });
  form.querySelector('.back')!.addEventListener('click', () => {
    plan!.hidden = true;
    account!.hidden = false;
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    plan!.hidden = true;
    form.querySelector('[role=status]')!.textContent = 'Welcome aboard';
  });
}

test('wizard-page walks the page’s own form; native WebMCP lists only the current step', async () => {
  document.body.innerHTML = readFileSync(samplePath('wizard-page.html'), 'utf8');
  pageScript(document.querySelector('#signup')!);
  const { module } = await runSample<{ tm: Toolmark; publication: Publication }>('wizard-page.ts');
  const { tm, publication } = module;
  expect(tm.manifest().map((entry) => entry.name)).toEqual(['signup.account', 'signup.back', 'signup.cancel', 'signup.plan', 'signup.start']);

  await publication.settled();
  expect(publication.names()).toEqual(['signup.back', 'signup.cancel', 'signup.start']);
  expect((await tm.call('signup.start')).structuredContent).toMatchObject({ started: true, next: { step: 'account' } });
  await publication.settled();
  expect(publication.names()).toContain('signup.account');

  expect(await tm.call('signup.account', { email: 'ada@example.com' })).toMatchObject({ structuredContent: { completed: 'account', next: { step: 'plan' } } });
  expect(document.querySelector<HTMLFieldSetElement>('[data-toolmark-step=plan]')!.hidden).toBe(false);
  const done = await tm.call('signup.plan', { plan: 'pro' });
  expect(done.structuredContent).toMatchObject({ done: true, value: { submitted: true, message: 'Welcome aboard' } });
});
