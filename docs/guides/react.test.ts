// @vitest-environment happy-dom
import type { Toolmark } from '@toolmark/core';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { describe, expect, test } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('guide: React', () => {
  test('react-counter registers its tool once under StrictMode, shows the card, and the call updates the component', async () => {
    let sample!: { tm: Toolmark; root: Root };
    await act(async () => {
      sample = await import('./samples/react-counter.tsx');
    });
    const { tm, root } = sample;
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['counter.add']);
    expect(document.querySelector('output')?.textContent).toBe('0');
    let result!: Promise<unknown>;
    await act(async () => {
      result = tm.call('counter.add', { by: 2 });
    });
    // The card is open, with the summary the latest render wrote; the component shows the call waiting.
    const card = document.querySelector('tm-confirm-card')!;
    await expect.poll(() => card.shadowRoot?.textContent ?? '').toContain('Add 2 to the counter (now 0)');
    expect(document.body.textContent).toContain('counter.add: confirming');
    // happy-dom has no layout, so the card never arms by itself (spec §17.2 Arming): turn it off here.
    (card as HTMLElement & { armDelayMs: number }).armDelayMs = 0;
    await (card as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    await act(async () => card.shadowRoot!.querySelector<HTMLButtonElement>('[part~="approve"]')!.click());
    await act(async () => void (await result));
    expect(document.querySelector('output')?.textContent).toBe('2');
    act(() => root.unmount());
    expect(tm.manifest()).toEqual([]);
  });
});
