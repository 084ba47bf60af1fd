// Issue #17's red-team pass over the widgets: values from the page (titles, descriptions, summaries,
// results) and from an untrusted agent (input keys and values) reach only text, never markup, style,
// attributes or URLs; a person can read what they approve; the activity log stays bounded.
import { createToolmark, ok, REDACTED, type Toolmark } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ConfirmCardElement, ConfirmCardRequest } from './elements/confirm-card.js';
import { confirmWith } from './confirm-with.js';
import { defineToolmarkElements } from './elements/define-elements.js';
import { composedDomText, expectNoAxeViolations } from './test/dom.js';
import { formatKey, stringText } from './view-models/row-text.js';

defineToolmarkElements();

afterEach(() => {
  document.body.replaceChildren();
  delete (window as { pwned?: unknown }).pwned;
});

/** Strings that would break out of CSS, an attribute, a URL or markup if any widget interpolated them. */
const HOSTILE = [
  ';}*{display:none!important}',
  'red;background:url(javascript:window.pwned=1)',
  'url(javascript:window.pwned=1)',
  '</style><style>*{display:none}</style>',
  '"><img src=x onerror="window.pwned=1">',
  "'><svg onload=window.pwned=1>",
  '<script>window.pwned=1</script>',
  'javascript:window.pwned=1',
  '{{7*7}} ${7*7} <!-- -->',
];

function card(request: ConfirmCardRequest): ConfirmCardElement {
  const element = document.createElement('tm-confirm-card');
  element.request = request;
  document.body.append(element);
  return element;
}

/** Every element and attribute in an element's shadow root, as `tag[attr=value]` lines. */
function markup(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('*')].map((el) => `${el.localName}${[...el.attributes].map((a) => `[${a.name}=${a.value}]`).join('')}`);
}

describe('hostile strings in a confirmation card', () => {
  test.each(HOSTILE)('%j as title, summary, input key and value is text only', async (hostile) => {
    const reference = card({ name: 'a.b', title: 'T', summary: 'S', hints: {}, input: { k: 'v' }, caller: { kind: 'webmcp', origin: 'https://a.example' } });
    const element = card({ name: 'a.b', title: hostile, summary: hostile, hints: {}, input: { [hostile]: hostile }, caller: { kind: 'webmcp', origin: hostile } });
    await Promise.all([reference.updateComplete, element.updateComplete]);
    const root = element.shadowRoot!;
    // The same elements and attributes as a harmless card: nothing was parsed out of the strings.
    // (A longer list may scroll, and then joins the tab order: that is layout, not parsed markup.)
    const unscrolled = (lines: string[]) => lines.map((line) => line.replace('dl[part=input][tabindex=0][aria-label=Input]', 'dl[part=input]'));
    expect(unscrolled(markup(root))).toEqual(unscrolled(markup(reference.shadowRoot!)));
    expect(root.querySelectorAll('img, svg, script, style, a, link, iframe')).toHaveLength(0);
    expect(root.querySelector('[part~="title"]')!.textContent).toBe(hostile);
    expect(root.querySelector('[part~="summary"]')!.textContent).toBe(hostile);
    // A key or value that would read as something else is quoted (row-text.ts); it is still text only.
    expect(root.querySelector('[part~="key"]')!.textContent).toBe(formatKey([hostile]));
    expect(root.querySelector('[part~="value"]')!.textContent).toBe(stringText(hostile));
    expect(getComputedStyle(root.querySelector('[part~="card"]')!).display).toBe('grid');
    expect(getComputedStyle(root.querySelector('[part~="approve"]')!).display).not.toBe('none');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as { pwned?: unknown }).pwned).toBeUndefined();
  });

  test('a theme value cannot break out of its declaration', async () => {
    const element = card({ name: 'a.b', title: 'T', hints: { destructive: true }, input: {}, caller: { kind: 'ui' } });
    element.style.setProperty('--tm-danger', 'red;}*{display:none}');
    element.style.setProperty('--tm-bg', 'url(javascript:window.pwned=1)');
    element.style.setProperty('--tm-font', '</style><img src=x onerror=window.pwned=1>');
    await element.updateComplete;
    const root = element.shadowRoot!;
    expect(getComputedStyle(root.querySelector('[part~="card"]')!).display).toBe('grid');
    expect(getComputedStyle(root.querySelector('[part~="approve"]')!).display).not.toBe('none');
    expect(root.querySelectorAll('img')).toHaveLength(0);
    expect((window as { pwned?: unknown }).pwned).toBeUndefined();
  });

  test('a right-to-left override or a zero-width character in a value is shown, not obeyed', async () => {
    const element = card({
      name: 'bank.transfer',
      title: 'Transfer',
      summary: 'Send \u202E0001\u202C EUR to pay\u200Bpal',
      hints: {},
      input: { amount: '\u202E0001', to: 'ada\u200D@bank\u2066.example', ['note\u202E']: 'ok' },
      caller: { kind: 'webmcp' },
    });
    await element.updateComplete;
    const root = element.shadowRoot!;
    const values = [...root.querySelectorAll('[part~="value"]')];
    expect(values.map((dd) => dd.textContent)).toEqual(['⟨U+202E⟩0001', 'ada⟨U+200D⟩@bank⟨U+2066⟩.example', 'ok']);
    expect(root.querySelector('[part~="summary"]')!.textContent).toBe('Send ⟨U+202E⟩0001⟨U+202C⟩ EUR to pay⟨U+200B⟩pal');
    expect(root.querySelectorAll('[part~="key"]')[2]!.textContent).toBe('note⟨U+202E⟩');
    // No invisible or reordering character is left in the card's text.
    expect(composedDomText(element)).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/);
    // Each value has its own direction, so a right-to-left value does not reorder its neighbours.
    expect(values.every((dd) => dd.getAttribute('dir') === 'auto')).toBe(true);
    await expectNoAxeViolations(element);
  });

  test('a very long value is shown whole, the list scrolls, and the buttons stay on screen', async () => {
    const tm: Toolmark = createToolmark();
    tm.register({ name: 'mail.send', title: 'Send a mail', description: 'Sends', hints: { confirm: 'always' }, run: () => ok('sent') });
    const uninstall = confirmWith(tm);
    const call = tm.call('mail.send', { body: 'x'.repeat(100_000), to: 'ada@example.com' });
    const element = await vi.waitFor(() => document.querySelector('tm-confirm-card')!);
    await element.updateComplete;
    const root = element.shadowRoot!;
    expect(root.querySelector('[part~="value"]')!.textContent).toBe('x'.repeat(100_000));
    expect(root.querySelector('[part~="too-large"]')).toBeNull();
    const approve = root.querySelector('[part~="approve"]')!.getBoundingClientRect();
    expect(approve.bottom).toBeLessThanOrEqual(innerHeight);
    expect(approve.top).toBeGreaterThanOrEqual(0);
    uninstall();
    expect((await call).code).toBe('declined');
  });

  test('a masked value stays masked whatever the other values hold; a caller’s "[redacted]" is a value', async () => {
    const input = { password: REDACTED, hint: '\u202E[redacted]', note: REDACTED };
    const element = card({ name: 'a.b', title: 'T', hints: {}, input, redacted: [['password']], caller: { kind: 'webmcp' } });
    await element.updateComplete;
    const values = [...element.shadowRoot!.querySelectorAll('[part~="value"]')];
    // The mask is drawn (its dots and word come from the style), so its text is empty: no value reads as one.
    expect(values.map((dd) => [dd.textContent, !!dd.querySelector('[part~="mask"]')])).toEqual([
      ['', true],
      ['⟨U+202E⟩[redacted]', false],
      ['“[redacted]”', false],
    ]);
    expect(values[0]!.querySelector('[part~="mask"]')!.getAttribute('aria-label')).toBe('hidden');
    expect(getComputedStyle(values[0]!.querySelector('[part~="mask"]')!, '::before').content).toBe('"•••••• hidden"');
    await expectNoAxeViolations(element);
  });
});

describe('hostile strings in the tool list, the activity log and the spotlight', () => {
  test('a tool whose title, description, schema and result are hostile renders them as text only', async () => {
    const hostile = HOSTILE.join(' ');
    const tm = createToolmark({ compileJsonSchema: fromJsonSchema });
    const anchor = Object.assign(document.createElement('div'), { id: 'anchor', textContent: 'Anchor' });
    document.body.append(anchor);
    tm.register({
      name: 'evil.tool',
      title: hostile,
      description: hostile,
      anchors: { main: '#anchor' },
      jsonSchema: {
        type: 'object',
        properties: {
          [HOSTILE[4]!]: { type: 'string', description: hostile, title: hostile },
          choice: { enum: [hostile, 1] },
        },
      },
      hints: { confirm: 'always' },
      run: () => ({ content: [{ type: 'text', text: hostile }, { type: 'resource', resource: { uri: 'javascript:window.pwned=1', name: hostile } }] }),
    });
    const widgets = (['tm-tool-list', 'tm-activity', 'tm-spotlight'] as const).map((tag) => {
      const element = document.createElement(tag);
      element.tm = tm;
      document.body.append(element);
      return element;
    });
    const uninstall = confirmWith(tm, { armDelayMs: 20 });
    const list = widgets[0] as HTMLElement & { shadowRoot: ShadowRoot; updateComplete: Promise<unknown> };
    await list.updateComplete;
    list.shadowRoot.querySelector('summary')!.click();
    await vi.waitFor(() => expect(list.shadowRoot.querySelector('form')).not.toBeNull());
    const call = tm.call('evil.tool', {});
    const confirm = await vi.waitFor(() => document.querySelector('tm-confirm-card')!);
    await confirm.updateComplete;
    await Promise.all(widgets.map((w) => (w as unknown as { updateComplete: Promise<unknown> }).updateComplete));
    const roots = [...widgets, confirm].map((w) => w.shadowRoot!);
    for (const root of roots) {
      expect(root.querySelectorAll('img, svg, script, style, a, link, iframe')).toHaveLength(0);
      for (const el of root.querySelectorAll('*')) {
        for (const attribute of el.attributes) {
          expect(attribute.name).not.toMatch(/^on|^href$|^src$/);
          // Only the spotlight's boxes have a style, their measured position (set through CSSOM).
          if (attribute.name === 'style') expect(attribute.value).toMatch(/^((left|top|width|height): -?[\d.]+px; ?)+$/);
        }
      }
    }
    // The schema's hostile property name is a field name and a label, as text.
    const input = list.shadowRoot.querySelector<HTMLInputElement>('input:not([type="checkbox"])')!;
    expect(input.name).toBe(HOSTILE[4]);
    expect(input.type).toBe('text');
    expect(list.shadowRoot.querySelector('label')!.textContent).toContain(HOSTILE[4]);
    uninstall();
    await call;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as { pwned?: unknown }).pwned).toBeUndefined();
  });
});
