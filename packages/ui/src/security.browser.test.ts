// A secret planted at a sensitive path never reaches the page's DOM through any widget (docs/security.md
// T1, spec §17.10): tool list, activity log, spotlight and confirmation card mounted together, with
// secrets drawn at random (HTML-special characters included) and echoed by summary, progress,
// result and error.
import { createToolmark, ok, type Toolmark } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { secretForms } from '@toolmark/testing';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { confirmWith } from './confirm-with.js';
import { defineToolmarkElements } from './elements/define-elements.js';
import { armed, composedDomText, composedHtml } from './test/dom.js';
import { toVisibleText } from './view-models/visible-text.js';

defineToolmarkElements();

const SECRETS = fc.sample(
  fc.oneof(fc.string({ minLength: 1, maxLength: 16 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 16 })).map((tail) => `SECRET-${tail}`),
  { numRuns: 12, seed: 7 },
).concat([
  'SECRET-<b>&amp;"\'</b>',
  'SECRET-\u0000\n\t\\',
  // Issue #17: every escaping a widget or a serializer could give it.
  'SECRET-"double" \'single\' `back`',
  'SECRET-line 1\nline 2\r\nline 3',
  'SECRET-back\\slash\\"quote\\\\',
  'SECRET-\u0001\u001F\u007F\u0085\u2028\u2029\u200B\u202Econtrol',
  'SECRET-</script><!--&#39;&quot;-->',
]);

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '\u00A0': '&nbsp;' };

/**
 * The forms a secret would take in the page: every form the test kit knows (as is, JSON-escaped,
 * URL-encoded, HTML references, base64: `secretForms`, spec §22.4), HTML-escaped as serialized
 * markup writes it (`&nbsp;`), and as a card shows invisible characters (by code point).
 */
function formsOf(secret: string): string[] {
  const html = secret.replace(/[&<>"'\u00A0]/g, (char) => HTML_ESCAPES[char]!);
  const shown = toVisibleText(secret).pieces.map((piece) => (typeof piece === 'string' ? piece : `⟨${piece.codePoint}⟩`)).join('');
  return [...new Set([...secretForms(secret), html, shown])];
}

/** Expects no form of the secret in the page's text, attributes, form values or markup. */
function expectNowhere(secret: string): void {
  const text = composedDomText();
  const markup = composedHtml();
  const attributes = [...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.value));
  for (const form of formsOf(secret)) {
    expect(text).not.toContain(form);
    expect(markup).not.toContain(form);
    expect(attributes.filter((value) => value.includes(form))).toEqual([]);
  }
}
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
  test('the check finds a secret in an attribute, as JSON, and as a card would show it', () => {
    const secret = 'SECRET-"a"\n\u202Eb';
    for (const plant of [
      (el: HTMLElement) => el.setAttribute('title', secret),
      (el: HTMLElement) => (el.textContent = JSON.stringify({ secret })),
      (el: HTMLElement) => (el.textContent = 'SECRET-"a"\n⟨U+202E⟩b'),
      (el: HTMLElement) => el.attachShadow({ mode: 'open' }).append(secret),
    ]) {
      const el = document.createElement('div');
      plant(el);
      document.body.append(el);
      expect(() => expectNowhere(secret)).toThrow();
      el.remove();
    }
    expectNowhere(secret);
  });

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
      // A short arming delay: arming is not what this suite is about (confirm-arming.browser.test.ts).
      const uninstall = confirmWith(tm, { armDelayMs: 20 });
      for (const fail of [false, true]) {
        const call = tm.call('account.reset', { user: 'ada', password: secret, fail });
        await vi.waitFor(() => expect(document.querySelector('tm-confirm-card')).not.toBeNull());
        const card = await armed(document.querySelector('tm-confirm-card')!);
        expect(composedDomText()).toContain('[redacted]');
        expectNowhere(secret);
        card.shadowRoot!.querySelector<HTMLButtonElement>('[part~="approve"]')!.click();
        const result = await call;
        expect(JSON.stringify(result)).not.toContain(JSON.stringify(secret).slice(1, -1));
        await Promise.all([...document.querySelectorAll('tm-activity, tm-tool-list, tm-spotlight')].map((element) => (element as unknown as { updateComplete: Promise<unknown> }).updateComplete));
        expectNowhere(secret);
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
      await armed(card);
      card.shadowRoot!.querySelector<HTMLButtonElement>('[part~="approve"]')!.click();
      await vi.waitFor(() => expect(item.querySelector('[part="result"]')?.textContent).toContain('[redacted]'));
      expectNowhere(secret);
      uninstall();
      casesRun++;
    } catch (error) {
      failures++;
      throw error;
    }
  });
});

afterAll(() => console.log(`[security] secrets in the DOM: ${casesRun + failures} cases, ${failures} failures`));
