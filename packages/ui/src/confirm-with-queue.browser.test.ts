// Issue #23: five queued calls show where the card is ("1 of 5") and offer "Deny all N from <caller>"
// (spec §17.3).
import { createToolmark, ok, type Caller, type Toolmark, type ToolResult } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ConfirmCardElement } from './elements/confirm-card.js';
import { confirmWith } from './confirm-with.js';
import { armed, expectNoAxeViolations, focused } from './test/dom.js';

let tm: Toolmark;
let uninstall: (() => void) | undefined;
const ran = vi.fn();

beforeEach(() => {
  ran.mockClear();
  tm = createToolmark();
  tm.register({
    name: 'notes.add',
    title: 'Add a note',
    description: 'Adds a note',
    hints: { confirm: 'always' },
    run: (input: { n: number }) => (ran(input.n), ok('added')),
  });
});

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  document.body.replaceChildren();
});

const WEBMCP: Caller = { kind: 'webmcp' };
const BRIDGE: Caller = { kind: 'bridge', origin: 'https://agent.example' };

function cards(): ConfirmCardElement[] {
  return [...document.querySelectorAll('tm-confirm-card')];
}

async function shown(count = 1): Promise<ConfirmCardElement[]> {
  await vi.waitFor(() => expect(cards().length).toBe(count));
  await Promise.all(cards().map((card) => card.updateComplete));
  return cards();
}

const part = (card: ConfirmCardElement, name: string) => card.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

/** Calls `notes.add` once per caller given, in order, recording how each call ended. */
function callAll(callers: readonly Caller[]) {
  const results: (ToolResult | undefined)[] = callers.map(() => undefined);
  const calls = callers.map((caller, n) => tm.call('notes.add', { n }, { caller }).then((result) => (results[n] = result)));
  return { calls, results, codes: () => results.map((r) => (r === undefined ? 'waiting' : (r.code ?? 'ok'))) };
}

describe('confirmWith queue: position and Deny all', () => {
  test('shows "1 of 5" and counts down as calls are decided; one call alone shows no position', async () => {
    uninstall = confirmWith(tm, { armDelayMs: 0 });
    const { codes } = callAll([WEBMCP, BRIDGE, WEBMCP, BRIDGE, WEBMCP]);
    let [card] = await shown();
    expect(part(card!, 'position')?.textContent).toBe('1 of 5');
    part(card!, 'deny')!.click();
    await vi.waitFor(() => expect(codes()[0]).toBe('declined'));
    [card] = await shown();
    expect(card!.request?.input).toEqual({ n: 1 });
    expect(part(card!, 'position')?.textContent).toBe('1 of 4');
    // A call arriving while the card shows updates its count.
    callAll([WEBMCP]);
    await vi.waitFor(() => expect(part(card!, 'position')?.textContent).toBe('1 of 5'));
    uninstall();
    uninstall = confirmWith(tm, { armDelayMs: 0 });
    callAll([WEBMCP]);
    [card] = await shown();
    expect(part(card!, 'position')).toBeNull();
  });

  test('"Deny all" declines every waiting call of the shown call’s caller, and only those', async () => {
    uninstall = confirmWith(tm, { armDelayMs: 0 });
    const { calls, codes } = callAll([WEBMCP, BRIDGE, WEBMCP, { kind: 'webmcp', id: 'other' }, WEBMCP]);
    const [card] = await shown();
    const denyAll = part(card!, 'deny-all')!;
    expect(denyAll.matches('button[part="button deny-all"]')).toBe(true);
    expect(denyAll.textContent?.trim()).toBe('Deny all 3 from the browser’s agent');
    denyAll.click();
    await Promise.all([calls[0], calls[2], calls[4]]);
    expect(codes()).toEqual(['declined', 'waiting', 'declined', 'waiting', 'declined']);
    expect(ran).not.toHaveBeenCalled();
    // The next card is the bridge's call; it is the only one of its caller, so no Deny all.
    const [next] = await shown();
    expect(next!.request?.caller).toEqual(BRIDGE);
    expect(part(next!, 'position')?.textContent).toBe('1 of 2');
    expect(part(next!, 'deny-all')).toBeNull();
    await armed(next!);
    part(next!, 'approve')!.click();
    await calls[1];
    expect(ran.mock.calls).toEqual([[1]]);
  });

  test('"Deny all" names the origin, and a real click on it acts at once (no arming)', async () => {
    uninstall = confirmWith(tm);
    const { calls, codes } = callAll([BRIDGE, BRIDGE]);
    const [card] = await shown();
    expect(card!.armed).toBe(false);
    const denyAll = part(card!, 'deny-all')!;
    expect(denyAll.textContent?.trim()).toBe('Deny all 2 from a connected agent (https://agent.example)');
    await userEvent.click(denyAll);
    await Promise.all(calls);
    expect(codes()).toEqual(['declined', 'declined']);
    expect(cards()).toEqual([]);
  });

  test('the event says scope "caller" with decision "deny": a listener reading only decision denies', async () => {
    uninstall = confirmWith(tm, { armDelayMs: 0 });
    callAll([WEBMCP, WEBMCP]);
    const [card] = await shown();
    const seen: unknown[] = [];
    card!.addEventListener('tm-decision', (event) => seen.push(event.detail));
    part(card!, 'deny-all')!.click();
    expect(seen).toEqual([{ decision: 'deny', via: 'button', scope: 'caller' }]);
  });

  test('in a stack every card shows its place and Deny all of its caller', async () => {
    uninstall = confirmWith(tm, { layout: 'stack', armDelayMs: 0 });
    const { calls, codes } = callAll([WEBMCP, BRIDGE, WEBMCP]);
    const stack = await shown(3);
    expect(stack.map((card) => part(card, 'position')?.textContent)).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(stack.map((card) => part(card, 'deny-all')?.textContent?.trim() ?? null)).toEqual([
      'Deny all 2 from the browser’s agent',
      null,
      'Deny all 2 from the browser’s agent',
    ]);
    part(stack[2]!, 'deny-all')!.click();
    await Promise.all([calls[0], calls[2]]);
    expect(codes()).toEqual(['declined', 'waiting', 'declined']);
    const [left] = await shown(1);
    expect(left!.request?.caller).toEqual(BRIDGE);
    expect(part(left!, 'position')).toBeNull();
  });

  test('the position is announced: it is part of the dialog’s description', async () => {
    uninstall = confirmWith(tm, { armDelayMs: 0 });
    callAll([WEBMCP, WEBMCP, BRIDGE]);
    const [card] = await shown();
    const root = card!.shadowRoot!;
    const dialog = part(card!, 'card')!;
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Add a note');
    const description = dialog
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => root.getElementById(id)?.textContent?.trim());
    expect(description).toEqual(['Requested by the browser’s agent', '1 of 3']);
    expect(focused()).toBe(dialog);
    await expectNoAxeViolations(document.body);
  });

  test('replacement words for the position and Deny all', async () => {
    uninstall = confirmWith(tm, {
      armDelayMs: 0,
      strings: { position: (index, total) => `${index} von ${total}`, denyAll: (count, caller) => `Alle ${count} von ${caller.kind} ablehnen` },
    });
    callAll([WEBMCP, WEBMCP]);
    const [card] = await shown();
    expect(part(card!, 'position')?.textContent).toBe('1 von 2');
    expect(part(card!, 'deny-all')?.textContent?.trim()).toBe('Alle 2 von webmcp ablehnen');
  });
});
