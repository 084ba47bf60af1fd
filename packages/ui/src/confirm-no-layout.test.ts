// @vitest-environment happy-dom
// A page's own unit tests run the cards where nothing has layout (happy-dom's IntersectionObserver
// never reports): a card never arms by itself there (fail closed), and `armDelayMs: 0` turns arming off.
import { createToolmark, ok, type Toolmark } from '@toolmark/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { confirmWith } from './confirm-with.js';

let uninstall: (() => void) | undefined;

afterEach(() => {
  uninstall?.();
  document.body.replaceChildren();
});

function registry(): Toolmark {
  const tm = createToolmark();
  tm.register({ name: 'cart.empty', description: 'Empties the cart', hints: { destructive: true }, run: () => ok('emptied') });
  return tm;
}

async function approve(): Promise<void> {
  const card = await vi.waitFor(() => document.querySelector('tm-confirm-card')!);
  await card.updateComplete;
  card.shadowRoot!.querySelector<HTMLButtonElement>('[part~="approve"]')!.click();
}

describe('confirmWith without layout (happy-dom)', () => {
  test('a card never arms by itself: Approve does nothing, Deny works', async () => {
    const tm = registry();
    uninstall = confirmWith(tm);
    const call = tm.call('cart.empty', {});
    await approve();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(document.querySelector('tm-confirm-card')!.armed).toBe(false);
    document.querySelector('tm-confirm-card')!.shadowRoot!.querySelector<HTMLButtonElement>('[part~="deny"]')!.click();
    expect((await call).code).toBe('declined');
  });

  test('armDelayMs: 0 turns arming off', async () => {
    const tm = registry();
    uninstall = confirmWith(tm, { armDelayMs: 0 });
    const call = tm.call('cart.empty', {});
    await approve();
    expect((await call).code).toBeUndefined();
  });
});
