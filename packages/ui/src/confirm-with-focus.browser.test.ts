// Issue #23: after a decision focus went to <body>. Where it goes after each kind of decision
// (spec §17.7): the next card; else the element focused before, if it can take focus; else its
// nearest former ancestor still in the page that can; else the container's; else the body. An element
// that could not take focus yet (a Run button disabled while its call runs) gets it once it can.
import { createToolmark, ok, type Toolmark, type ToolResult } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ConfirmCardElement } from './elements/confirm-card.js';
import { confirmWith } from './confirm-with.js';
import { defineToolmarkElements } from './elements/define-elements.js';
import { armed, focused } from './test/dom.js';

defineToolmarkElements();

let tm: Toolmark;
let uninstall: (() => void) | undefined;
let finish: () => void = () => {};

beforeEach(() => {
  tm = createToolmark();
  tm.register({ name: 'notes.add', title: 'Add a note', description: 'Adds a note', hints: { confirm: 'always' }, run: () => ok('added') });
  tm.register({
    name: 'notes.sync',
    title: 'Sync the notes',
    description: 'Syncs, slowly',
    hints: { confirm: 'always' },
    run: () => new Promise<ToolResult>((resolve) => (finish = () => resolve(ok('synced')))),
  });
});

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  document.body.replaceChildren();
});

function cards(): ConfirmCardElement[] {
  return [...document.querySelectorAll('tm-confirm-card')];
}

async function nextCard(): Promise<ConfirmCardElement> {
  await vi.waitFor(() => expect(cards().length).toBeGreaterThan(0));
  const card = cards()[0]!;
  await card.updateComplete;
  await vi.waitFor(() => expect(focused()).toBe(dialogOf(card)));
  return card;
}

const part = (card: ConfirmCardElement, name: string) => card.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const dialogOf = (card: ConfirmCardElement) => part(card, 'card');

function pageButton(label = 'Ask the agent', parent: ParentNode = document.body): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = label;
  parent.append(button);
  return button;
}

type Decide = (card: ConfirmCardElement) => Promise<void>;
const DECISIONS: Record<string, Decide> = {
  approve: async (card) => {
    await armed(card);
    await userEvent.click(part(card, 'approve'));
  },
  deny: async (card) => {
    await userEvent.click(part(card, 'deny'));
  },
  'deny all': async (card) => {
    await userEvent.click(part(card, 'deny-all'));
  },
  Escape: async () => {
    await userEvent.keyboard('{Escape}');
  },
  timeout: async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
  },
  removed: async (card) => {
    card.remove();
  },
};

describe('focus after a decision returns to the element focused before', () => {
  for (const [kind, decide] of Object.entries(DECISIONS)) {
    test(`after ${kind}`, async () => {
      uninstall = confirmWith(tm, kind === 'timeout' ? { timeoutMs: 100 } : {});
      const trigger = pageButton();
      trigger.focus();
      const calls = kind === 'deny all' ? [tm.call('notes.add', {}), tm.call('notes.add', {})] : [tm.call('notes.add', {})];
      const card = await nextCard();
      await decide(card);
      await Promise.all(calls);
      await vi.waitFor(() => expect(cards()).toEqual([]));
      expect(document.activeElement).toBe(trigger);
    });
  }
});

describe('focus fallbacks (spec §17.7)', () => {
  test('a queue hands focus to the next card, then back to the element focused before', async () => {
    uninstall = confirmWith(tm);
    const trigger = pageButton();
    trigger.focus();
    const first = tm.call('notes.add', {}, { caller: { kind: 'webmcp' } });
    const second = tm.call('notes.add', {}, { caller: { kind: 'bridge' } });
    const one = await nextCard();
    await userEvent.click(part(one, 'deny'));
    await first;
    const two = await nextCard();
    expect(two).not.toBe(one);
    expect(focused()).toBe(dialogOf(two));
    await userEvent.keyboard('{Escape}');
    await second;
    expect(document.activeElement).toBe(trigger);
  });

  test('a stack hands focus to the next card', async () => {
    uninstall = confirmWith(tm, { layout: 'stack' });
    const trigger = pageButton();
    trigger.focus();
    void tm.call('notes.add', {}, { caller: { kind: 'webmcp' } });
    void tm.call('notes.add', {}, { caller: { kind: 'bridge' } });
    await vi.waitFor(() => expect(cards().length).toBe(2));
    const [one, two] = cards();
    await vi.waitFor(() => expect(focused()).toBe(dialogOf(one!)));
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(focused()).toBe(dialogOf(two!)));
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(cards()).toEqual([]));
    expect(document.activeElement).toBe(trigger);
  });

  test('the element focused before is gone (re-rendered): its nearest former ancestor that takes focus', async () => {
    uninstall = confirmWith(tm);
    const panel = document.createElement('section');
    panel.tabIndex = -1;
    panel.setAttribute('aria-label', 'Panel');
    const form = document.createElement('form');
    panel.append(form);
    document.body.append(panel);
    const trigger = pageButton('Run', form);
    trigger.focus();
    const call = tm.call('notes.add', {});
    const card = await nextCard();
    trigger.remove();
    await userEvent.click(part(card, 'deny'));
    await call;
    expect(document.activeElement).toBe(panel);
  });

  test('a call from a script (focus on the body): the container’s nearest ancestor that takes focus', async () => {
    const region = document.createElement('div');
    region.tabIndex = -1;
    region.setAttribute('aria-label', 'Assistant');
    const container = document.createElement('div');
    region.append(container);
    document.body.append(region);
    uninstall = confirmWith(tm, { container });
    expect(document.activeElement).toBe(document.body);
    const call = tm.call('notes.add', {});
    const card = await nextCard();
    await userEvent.keyboard('{Escape}');
    await call;
    expect(card.isConnected).toBe(false);
    expect(document.activeElement).toBe(region);
  });

  test('a call from a script with nothing focusable around: focus stays on the body', async () => {
    uninstall = confirmWith(tm);
    const call = tm.call('notes.add', {});
    await nextCard();
    await userEvent.keyboard('{Escape}');
    await call;
    expect(document.activeElement).toBe(document.body);
  });

  test('an element disabled meanwhile gets focus back once enabled, unless the person moved on', async () => {
    uninstall = confirmWith(tm);
    const run = pageButton('Run');
    run.focus();
    const call = tm.call('notes.add', {});
    const card = await nextCard();
    run.disabled = true;
    await userEvent.keyboard('{Escape}');
    await call;
    expect(document.activeElement).toBe(document.body);
    run.disabled = false;
    await vi.waitFor(() => expect(document.activeElement).toBe(run));
    expect(card.isConnected).toBe(false);

    const other = pageButton('Elsewhere');
    run.focus();
    const again = tm.call('notes.add', {});
    await nextCard();
    run.disabled = true;
    await userEvent.keyboard('{Escape}');
    await again;
    await userEvent.click(other);
    run.disabled = false;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(other);
  });

  test('the tool list’s Run button gets focus back once its call has run', async () => {
    uninstall = confirmWith(tm);
    const list = Object.assign(document.createElement('tm-tool-list'), { tm });
    document.body.append(list);
    await list.updateComplete;
    const summary = [...list.shadowRoot!.querySelectorAll('summary')].find((s) => s.textContent?.includes('Sync the notes'))!;
    await userEvent.click(summary);
    await list.updateComplete;
    const run = list.shadowRoot!.querySelector<HTMLButtonElement>('details[open] [part~="run"]')!;
    await userEvent.click(run);
    const card = await nextCard();
    await armed(card);
    await userEvent.click(part(card, 'approve'));
    await vi.waitFor(() => expect(cards()).toEqual([]));
    finish();
    await vi.waitFor(() => expect(focused()).toBe(list.shadowRoot!.querySelector('details[open] [part~="run"]')));
  });
});

describe('the card keeps Tab inside while it has focus, and is not modal', () => {
  test('Tab from Approve wraps to the reason, Shift+Tab from there to Approve; a pointer still uses the page', async () => {
    uninstall = confirmWith(tm);
    const trigger = pageButton();
    trigger.focus();
    const call = tm.call('notes.add', {}, { caller: { kind: 'webmcp' } });
    void tm.call('notes.add', {}, { caller: { kind: 'webmcp' } });
    const card = await nextCard();
    // The reason's disclosure first (spec §17.7), then the buttons, Approve last.
    await userEvent.tab();
    expect(focused()).toBe(part(card, 'reason-toggle'));
    await userEvent.tab();
    expect(focused()).toBe(part(card, 'deny'));
    await userEvent.tab();
    expect(focused()).toBe(part(card, 'deny-all'));
    await userEvent.tab();
    expect(focused()).toBe(part(card, 'approve'));
    await userEvent.tab();
    expect(focused()).toBe(part(card, 'reason-toggle'));
    await userEvent.tab({ shift: true });
    expect(focused()).toBe(part(card, 'approve'));
    const outside = pageButton('Elsewhere');
    await userEvent.click(outside);
    expect(document.activeElement).toBe(outside);
    expect(card.isConnected).toBe(true);
    await userEvent.click(part(card, 'deny'));
    await call;
    // The person had moved to "Elsewhere" and back by pointer: the next card takes focus anyway.
    await nextCard();
  });
});
