// @vitest-environment happy-dom
import { nextTick } from 'vue';
import { describe, expect, test } from 'vitest';

describe('guide: Vue', () => {
  test('vue-package-counter: the tool lives with the component, its description follows the state, the card confirms the call, the status follows', async () => {
    const { tm, app, shown } = await import('./samples/vue-package-counter.ts');
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['counter.add']);
    expect(tm.entry('counter.add')?.description).toBe('Adds to the counter, which shows 0');
    expect(document.querySelector('.tools')?.textContent).toBe('counter.add');
    const result = tm.call('counter.add', { by: 2 });
    const card = document.querySelector('tm-confirm-card') as HTMLElement & { armDelayMs: number; updateComplete: Promise<unknown> };
    await expect.poll(() => card?.shadowRoot?.textContent ?? '').toContain('Add 2 to the counter (now 0)');
    // The call waits for a person: useCallsInFlight shows it.
    await expect.poll(() => document.querySelector('.calls')?.textContent).toBe('counter.add: waiting-for-person');
    // happy-dom has no layout, so the card never arms by itself (spec §17.2 Arming): turn it off here.
    card.armDelayMs = 0;
    await card.updateComplete;
    card.shadowRoot!.querySelector<HTMLButtonElement>('[part~="approve"]')!.click();
    expect(await result).toMatchObject({ structuredContent: { count: 2 } });
    await nextTick();
    expect(document.querySelector('output')?.textContent).toBe('2');
    expect(document.querySelector('.calls')?.textContent).toBe('');
    // The getter read `count`: the tool was updated in place.
    expect(tm.entry('counter.add')?.description).toBe('Adds to the counter, which shows 2');
    expect(await tm.call('counter.add', { by: 0 })).toMatchObject({ isError: true, code: 'invalid_input' });
    // The component leaves the page: its tool goes, and the list follows.
    shown.value = false;
    await nextTick();
    expect(tm.manifest()).toEqual([]);
    await nextTick();
    expect(document.querySelector('.tools')?.textContent).toBe('');
    shown.value = true;
    await nextTick();
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['counter.add']);
    app.unmount();
    expect(tm.manifest()).toEqual([]);
  }, 60_000);
});
