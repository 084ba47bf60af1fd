// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import type { Toolmark } from '@toolmark/core';
import type { FormToolSet } from '@toolmark/forms';
import { beforeEach, describe, expect, test } from 'vitest';
import { runSample, samplePath } from './sample-runner';

beforeEach(() => {
  document.body.innerHTML = readFileSync(samplePath('forms-page.html'), 'utf8');
});

describe('guide: forms', () => {
  test('forms-call prints what its comments say: schemas, an answered submit, a form left to the person', async () => {
    await runSample('forms-call.ts');
    const signIn = document.querySelector<HTMLFormElement>('#sign-in')!;
    expect(signIn.querySelector<HTMLInputElement>('[name=email]')!.value).toBe('ada@example.com');
    expect(signIn.querySelector<HTMLInputElement>('[name=password]')!.value).toBe('');
    expect(document.activeElement?.textContent).toBe('Sign in');
  });

  test('forms-scan follows the page: a form that leaves is unregistered, dispose() removes the rest', async () => {
    const { module } = await runSample<{ tm: Toolmark; forms: FormToolSet }>('forms-scan.ts');
    expect(module.tm.info('site.account.sign_in')?.sensitivePaths).toEqual(['password']);
    document.querySelector('#newsletter')!.remove();
    await expect.poll(() => module.tm.manifest().map((entry) => entry.name)).toEqual(['site.account.sign_in']);
    module.forms.dispose();
    expect(module.tm.manifest()).toEqual([]);
  });

  test('forms-define-form-tool turns one unmarked form into a tool without additions, and submits it', async () => {
    const search = document.querySelector<HTMLFormElement>('form[action="/search"]')!;
    const submitted: string[] = [];
    search.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(String(new FormData(search).get('q')));
    });
    const { module } = await runSample<{ searchTool: { name: string; entry: { inputSchema: unknown }; call(input: unknown): Promise<unknown> } }>('forms-define-form-tool.ts');
    expect(module.searchTool.name).toBe('catalog.search');
    expect(module.searchTool.entry.inputSchema).toEqual({ type: 'object', properties: { q: { type: 'string', description: 'Search' } }, required: [] });
    expect(await module.searchTool.call({ q: 'mugs' })).toMatchObject({ structuredContent: { submitted: true } });
    expect(submitted).toEqual(['mugs']);
  });
});
