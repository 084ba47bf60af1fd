// A secret planted at a sensitive path never reaches the page's DOM through any widget (docs/security.md
// T1, spec §17.10): tool list, activity log, spotlight and confirmation card mounted together, with
// secrets drawn at random (HTML-special characters included) and echoed by summary, progress,
// result and error.
import { createToolmark, ok, type Toolmark } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { confirmWith } from './confirm-with.js';
import { defineToolmarkElements } from './define-elements.js';
import { composedDomText } from './test/dom.js';

defineToolmarkElements();

const SECRETS = fc.sample(
  fc.oneof(fc.string({ minLength: 1, maxLength: 16 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 16 })).map((tail) => `SECRET-${tail}`),
  { numRuns: 12, seed: 7 },
).concat(['SECRET-<b>&amp;"\'</b>', 'SECRET-\u0000\n\t\\']);
let casesRun = 0;
let failures = 0;

function registry(): Toolmark {
  const tm = createToolmark({ compileJsonSchema: fromJsonSchema });
  tm.register({
    name: 'account.reset',
    title: 'Reset the password',
    description: 'Sets a new password',
    hints: { destructive: true },
    anchors: { form: '#account' },
    jsonSchema: {
      type: 'object',
      properties: { user: { type: 'string' }, password: { type: 'string', writeOnly: true }, fail: { type: 'boolean' } },
      required: ['user', 'password'],
    },
    sensitivePaths: () => ['password'],
    summary: (input: Record<string, unknown>) => `Set ${String(input['user'])}'s password to ${String(input['password'])}`,
    state: () => ({ lastPassword: 'irrelevant' }),
    run: (input: Record<string, unknown>, ctx) => {
      ctx.progress({ message: `hashing ${String(input['password'])}` });
      if (input['fail'] === true) throw new Error(`could not store ${String(input['password'])}`);
      return ok({ user: input['user'], stored: input['password'], note: `new password ${String(input['password'])}` });
    },
  });
  return tm;
}

afterEach(() => document.body.replaceChildren());

describe('docs/security.md T1: secrets never reach the DOM', () => {
  test.each(SECRETS)('secret %j: nowhere in the widgets, while confirming or after', async (secret) => {
    try {
      const tm = registry();
      const account = Object.assign(document.createElement('section'), { id: 'account', textContent: 'Account' });
      document.body.append(account);
      for (const tag of ['tm-tool-list', 'tm-activity', 'tm-spotlight'] as const) {
        const element = document.createElement(tag);
        element.tm = tm;
        document.body.append(element);
      }
      const uninstall = confirmWith(tm);
      for (const fail of [false, true]) {
        const call = tm.call('account.reset', { user: 'ada', password: secret, fail });
        await vi.waitFor(() => expect(document.querySelector('tm-confirm-card')).not.toBeNull());
        const card = document.querySelector('tm-confirm-card')!;
        await card.updateComplete;
        expect(composedDomText()).toContain('[redacted]');
        expect(composedDomText()).not.toContain(secret);
        card.shadowRoot!.querySelector<HTMLButtonElement>('[part~="approve"]')!.click();
        const result = await call;
        expect(JSON.stringify(result)).not.toContain(JSON.stringify(secret).slice(1, -1));
        await Promise.all([...document.querySelectorAll('tm-activity, tm-tool-list, tm-spotlight')].map((element) => (element as unknown as { updateComplete: Promise<unknown> }).updateComplete));
        expect(composedDomText()).not.toContain(secret);
      }

      // Typed into the tool list by a person: sent to tm.call, then gone from the field.
      const list = document.querySelector('tm-tool-list')!;
      const item = [...list.shadowRoot!.querySelectorAll<HTMLElement>('li.tool')].find((li) => li.textContent?.includes('Reset the password'))!;
      item.querySelector('summary')!.click();
      await vi.waitFor(() => expect(item.querySelector('form')).not.toBeNull());
      await userEvent.type(item.querySelector<HTMLInputElement>('input[name="user"]')!, 'ada');
      // userEvent.type reads {, [ and \ as key syntax: the value is set directly, as a paste would.
      const password = item.querySelector<HTMLInputElement>('input[name="password"]')!;
      password.value = secret;
      password.dispatchEvent(new Event('input', { bubbles: true }));
      await userEvent.click(item.querySelector('button[type="submit"]')!);
      const card = await vi.waitFor(() => {
        const found = document.querySelector('tm-confirm-card');
        expect(found).not.toBeNull();
        return found!;
      });
      await card.updateComplete;
      card.shadowRoot!.querySelector<HTMLButtonElement>('[part~="approve"]')!.click();
      await vi.waitFor(() => expect(item.querySelector('[part="result"]')?.textContent).toContain('[redacted]'));
      expect(composedDomText()).not.toContain(secret);
      uninstall();
      casesRun++;
    } catch (error) {
      failures++;
      throw error;
    }
  });
});

afterAll(() => console.log(`[security] secrets in the DOM: ${casesRun + failures} cases, ${failures} failures`));
