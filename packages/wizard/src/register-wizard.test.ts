import { createToolmark, fail, ok, REDACTED, type ToolmarkEvent } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { registerWizard } from './register-wizard.js';
import { expectCheckoutTools } from './test/checkout.js';
import type { WizardStep } from './types.js';

const CARD = '4242424242424242';

function checkout(overrides: { payment?: Partial<WizardStep>; finish?: boolean } = {}) {
  const tm = createToolmark({ dev: true, toJsonSchema, confirm: () => true });
  const events: ToolmarkEvent[] = [];
  tm.subscribe((event) => events.push(event));
  const entered: string[] = [];
  const wizard = registerWizard(tm.scope('shop'), {
    name: 'checkout',
    title: 'Checkout',
    description: 'the checkout',
    steps: [
      {
        id: 'shipping',
        title: 'Shipping',
        description: 'Where to ship',
        input: v.object({ city: v.string() }),
        enter: () => void entered.push('shipping'),
      },
      {
        id: 'payment',
        title: 'Payment',
        description: 'How to pay',
        input: v.object({ card: v.object({ number: v.pipe(v.string(), v.minLength(12)), name: v.string() }) }),
        sensitivePaths: () => ['card.number'],
        enter: () => void entered.push('payment'),
        ...overrides.payment,
      },
      {
        id: 'review',
        title: 'Review',
        description: 'Confirm the order',
        hints: { confirm: 'always' },
        submit: () => ({ value: { orderId: 'A-1' } }),
      },
    ],
    ...(overrides.finish && { finish: (values) => ok({ ordered: Object.keys(values) }) }),
  });
  return { tm, wizard, events, entered };
}

describe('spec §15.1 tools and step order', () => {
  test('registers start, one tool per step, back and cancel, all stepwise with the step order', () => {
    const { tm } = checkout();
    const payment = expectCheckoutTools(tm);
    expect(payment?.description).toBe('Step 2 of 3 of Checkout: How to pay');
    expect(tm.info('shop.checkout.start')).toMatchObject({ origin: 'wizard', wizard: { name: 'shop.checkout' } });
  });

  test('walks the steps in order and reports what the next one needs', async () => {
    const { tm, wizard, entered } = checkout({ finish: true });
    const start = await tm.call('shop.checkout.start');
    expect(start.structuredContent).toMatchObject({ started: true, next: { step: 'shipping', tool: 'shop.checkout.shipping' } });
    expect(start.structuredContent).toMatchObject({
      next: { inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } },
    });
    const shipped = await tm.call('shop.checkout.shipping', { city: 'Lyon' });
    expect(shipped.structuredContent).toMatchObject({ completed: 'shipping', next: { step: 'payment' } });
    await tm.call('shop.checkout.payment', { card: { number: CARD, name: 'Ada' } });
    expect(wizard.current()).toBe('review');
    expect(await tm.call('shop.checkout.review')).toEqual(ok({ ordered: ['shipping', 'payment', 'review'] }));
    expect(wizard.state()).toMatchObject({ status: 'done', current: null, needs: null });
    expect(entered).toEqual(['shipping', 'payment']);
  });

  test('without finish, the last step reports that the wizard is done, with its value', async () => {
    const { tm } = checkout();
    await tm.call('shop.checkout.start');
    await tm.call('shop.checkout.shipping', { city: 'Lyon' });
    await tm.call('shop.checkout.payment', { card: { number: CARD, name: 'Ada' } });
    expect((await tm.call('shop.checkout.review')).structuredContent).toEqual({ done: true, completed: 'review', value: { orderId: 'A-1' } });
  });
});

describe('spec §15.2 only the current step runs', () => {
  test('before start: not_current_step says to call start', async () => {
    const { tm } = checkout();
    const result = await tm.call('shop.checkout.shipping', { city: 'Lyon' });
    expect(result).toMatchObject({ isError: true, code: 'not_current_step' });
    expect(result.content[0]).toEqual({
      type: 'text',
      text: "'shop.checkout.shipping' is not the current step. The wizard has not started: call 'shop.checkout.start' first.",
    });
  });

  test('a later step: not_current_step names the current step and what it needs; nothing changes', async () => {
    const submit = vi.fn();
    const { tm, wizard } = checkout({ payment: { submit } });
    await tm.call('shop.checkout.start');
    const result = await tm.call('shop.checkout.payment', { card: { number: CARD, name: 'Ada' } });
    expect(result.code).toBe('not_current_step');
    expect(result.content[0]).toMatchObject({
      text: expect.stringContaining("The current step is 'shipping': call 'shop.checkout.shipping' with input matching {"),
    });
    expect(result.structuredContent).toMatchObject({ current: 'shipping', needs: { step: 'shipping' } });
    expect(submit).not.toHaveBeenCalled();
    expect(wizard.current()).toBe('shipping');
  });

  test('an error result from submit keeps the wizard on the step', async () => {
    const { tm, wizard } = checkout({ payment: { submit: () => fail('card_declined', 'The card was declined') } });
    await tm.call('shop.checkout.start');
    await tm.call('shop.checkout.shipping', { city: 'Lyon' });
    expect(await tm.call('shop.checkout.payment', { card: { number: CARD, name: 'Ada' } })).toEqual(
      fail('card_declined', 'The card was declined'),
    );
    expect(wizard.current()).toBe('payment');
  });

  test('submit may choose the next step; an unknown one fails without moving', async () => {
    const { tm, wizard } = checkout({ payment: { submit: () => ({ next: 'nowhere' }) } });
    await tm.call('shop.checkout.start');
    await tm.call('shop.checkout.shipping', { city: 'Lyon' });
    const result = await tm.call('shop.checkout.payment', { card: { number: CARD, name: 'Ada' } });
    expect(result).toMatchObject({ code: 'run_failed' });
    expect(wizard.current()).toBe('payment');
  });
});

describe('spec §15.1 back, cancel, start over', () => {
  test('back returns to the previous step and drops its value; not possible at the first step', async () => {
    const { tm, wizard } = checkout();
    await tm.call('shop.checkout.start');
    expect((await tm.call('shop.checkout.back')).code).toBe('no_previous_step');
    await tm.call('shop.checkout.shipping', { city: 'Lyon' });
    const back = await tm.call('shop.checkout.back');
    expect(back.structuredContent).toMatchObject({ back: true, next: { step: 'shipping' } });
    expect(wizard.state()).toMatchObject({ current: 'shipping', completed: {} });
  });

  test('cancel clears everything; start starts over', async () => {
    const { tm, wizard } = checkout();
    await tm.call('shop.checkout.start');
    await tm.call('shop.checkout.shipping', { city: 'Lyon' });
    expect(await tm.call('shop.checkout.cancel')).toEqual(ok({ cancelled: true }));
    expect(wizard.state()).toMatchObject({ status: 'not_started', current: null, completed: {} });
    await tm.call('shop.checkout.start');
    expect(wizard.current()).toBe('shipping');
  });

  test('every step change is a tool:changed event for each wizard tool', async () => {
    const { tm, events } = checkout();
    events.length = 0;
    await tm.call('shop.checkout.start');
    const changed = events.filter((event) => event.type === 'tool:changed').map((event) => (event as { name: string }).name);
    expect(changed.sort()).toEqual(tm.manifest().map((entry) => entry.name));
  });
});

describe('spec §15.2 calls run one at a time, in order', () => {
  test('a call while a step is running waits its turn', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const { tm } = checkout({
      payment: {
        submit: async () => {
          order.push('payment:start');
          await gate;
          order.push('payment:end');
        },
      },
    });
    await tm.call('shop.checkout.start');
    await tm.call('shop.checkout.shipping', { city: 'Lyon' });
    const paying = tm.call('shop.checkout.payment', { card: { number: CARD, name: 'Ada' } });
    const backing = tm.call('shop.checkout.back').then((result) => (order.push('back'), result));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['payment:start']);
    release();
    await Promise.all([paying, backing]);
    expect(order).toEqual(['payment:start', 'payment:end', 'back']);
  });

  test('a call aborted while waiting does nothing when its turn comes', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { tm, wizard } = checkout({ payment: { submit: () => gate } });
    await tm.call('shop.checkout.start');
    await tm.call('shop.checkout.shipping', { city: 'Lyon' });
    const paying = tm.call('shop.checkout.payment', { card: { number: CARD, name: 'Ada' } });
    const controller = new AbortController();
    const cancelling = tm.call('shop.checkout.cancel', {}, { signal: controller.signal });
    controller.abort();
    expect((await cancelling).code).toBe('aborted');
    release();
    await paying;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(wizard.current()).toBe('review');
  });
});

describe('spec §15.3 state is redacted by the registry', () => {
  test('completed values appear in state with the card number redacted, and nowhere else', async () => {
    const { tm, events } = checkout();
    await tm.call('shop.checkout.start');
    await tm.call('shop.checkout.shipping', { city: 'Lyon' });
    const paid = await tm.call('shop.checkout.payment', { card: { number: CARD, name: 'Ada' } });
    const state = tm.state('shop.checkout.review');
    expect(state).toMatchObject({
      wizard: 'shop.checkout',
      status: 'in_progress',
      current: 'review',
      completed: { shipping: { city: 'Lyon' }, payment: { card: { number: REDACTED, name: 'Ada' } } },
      needs: { step: 'review', tool: 'shop.checkout.review' },
    });
    // A step that is not current answers with the state: redacted too.
    const notCurrent = await tm.call('shop.checkout.shipping', { city: 'Paris' });
    expect(notCurrent.structuredContent).toMatchObject({ completed: { payment: { card: { number: REDACTED } } } });
    const everything = JSON.stringify([paid, notCurrent, events, tm.manifest(), ...tm.manifest().map((entry) => tm.state(entry.name))]);
    expect(everything).not.toContain(CARD);
  });
});

describe('spec §15.1 invalid wizards', () => {
  test.each([
    [{ steps: [] }, 'needs at least one step'],
    [{ steps: [{ id: 'start', description: 'x' }] }, "'start' is reserved"],
    [{ steps: [{ id: 'a.b', description: 'x' }] }, 'must be 1–64'],
    [{ steps: [{ id: 'a', description: 'x' }, { id: 'a', description: 'y' }] }, "two steps have the id 'a'"],
  ])('%j is refused', (partial, message) => {
    const tm = createToolmark({ dev: true });
    expect(() => registerWizard(tm, { name: 'w', description: 'w', ...partial } as never)).toThrow(
      expect.objectContaining({ code: 'invalid_definition', message: expect.stringContaining(message) }),
    );
  });

  test('dispose unregisters every tool of the wizard', () => {
    const { tm, wizard } = checkout();
    wizard.dispose();
    expect(tm.manifest()).toEqual([]);
  });
});

describe('spec §15.4 hooks for wizards whose steps live elsewhere (the page)', () => {
  const steps = [
    { id: 'a', description: 'A', read: () => ({ from: 'page' }) },
    { id: 'b', description: 'B' },
    { id: 'c', description: 'C' },
  ];

  test('start may begin at a later step, earlier ones read; an error result changes nothing', async () => {
    const tm = createToolmark({ dev: true });
    let at: string | ReturnType<typeof fail> = 'b';
    const wizard = registerWizard(tm, { name: 'w', description: 'w', steps, start: () => at });
    expect((await tm.call('w.start')).structuredContent).toMatchObject({ next: { step: 'b' } });
    expect(wizard.state()).toMatchObject({ current: 'b', completed: { a: { from: 'page' } } });
    at = fail('no_step_shown', 'Nothing shown');
    await tm.call('w.cancel');
    expect(await tm.call('w.start')).toEqual(fail('no_step_shown', 'Nothing shown'));
    expect(wizard.state().status).toBe('not_started');
    at = 'nowhere';
    expect((await tm.call('w.start')).code).toBe('run_failed');
  });

  test('back asks the hook first; its step or its error wins', async () => {
    const tm = createToolmark({ dev: true });
    const asked: string[] = [];
    let answer: string | ReturnType<typeof fail> | undefined;
    const wizard = registerWizard(tm, { name: 'w', description: 'w', steps, back: (to) => (asked.push(to), answer) });
    await tm.call('w.start');
    await tm.call('w.a');
    await tm.call('w.b');
    answer = fail('no_back_button', 'No Back button');
    expect((await tm.call('w.back')).code).toBe('no_back_button');
    expect(wizard.current()).toBe('c');
    answer = 'a';
    expect((await tm.call('w.back')).structuredContent).toMatchObject({ back: true, next: { step: 'a' } });
    expect(wizard.state()).toMatchObject({ current: 'a', completed: {} });
    expect(asked).toEqual(['b', 'b']);
  });

  test('sync follows a move made outside any call, with tool:changed; unknown or current steps change nothing', () => {
    const tm = createToolmark({ dev: true });
    const wizard = registerWizard(tm, { name: 'w', description: 'w', steps });
    const changed: string[] = [];
    tm.subscribe((event) => event.type === 'tool:changed' && changed.push(event.name));
    wizard.sync('b');
    expect(wizard.state()).toMatchObject({ status: 'in_progress', current: 'b', completed: { a: { from: 'page' } } });
    expect(changed).toHaveLength(tm.manifest().length);
    wizard.sync('b');
    wizard.sync('nowhere');
    expect(changed).toHaveLength(tm.manifest().length);
    wizard.sync('a');
    expect(wizard.state()).toMatchObject({ current: 'a', completed: {} });
  });
});

// How a wizard moves without a step call (spec §15.1): `sync` and a `start` at a later step.
describe('spec §15.1 moving without a call', () => {
  const STEPS = ['a', 'b', 'c', 'd', 'e'];
  const read = (id: string) => `read:${id}`;
  function walker() {
    const tm = createToolmark({ dev: true, toJsonSchema });
    const wizard = registerWizard(tm, {
      name: 'w',
      description: 'w',
      steps: STEPS.map((id) => ({ id, description: id, read: () => read(id), ...(id === 'a' && { input: v.object({ city: v.string() }) }) })),
    });
    return { tm, wizard };
  }

  test('from not started: the steps before the target are completed with what read gives', () => {
    const { wizard } = walker();
    wizard.sync('c');
    expect(wizard.state()).toMatchObject({ status: 'in_progress', current: 'c' });
    expect(wizard.state().completed).toEqual({ a: 'read:a', b: 'read:b' });
    wizard.reset();
    wizard.sync('a');
    expect(wizard.state()).toMatchObject({ status: 'in_progress', current: 'a', completed: {} });
  });

  test('forward keeps values given by calls and reads the steps skipped', async () => {
    const { tm, wizard } = walker();
    await tm.call('w.start');
    await tm.call('w.a', { city: 'Lyon' });
    wizard.sync('d');
    expect(wizard.state()).toMatchObject({ status: 'in_progress', current: 'd' });
    expect(wizard.state().completed).toEqual({ a: { city: 'Lyon' }, b: 'read:b', c: 'read:c' });
  });

  test('back to the last completed step is what back does', async () => {
    const [synced, stepped] = [walker(), walker()];
    for (const { tm } of [synced, stepped]) {
      await tm.call('w.start');
      await tm.call('w.a', { city: 'Lyon' });
      await tm.call('w.b');
    }
    synced.wizard.sync('b');
    await stepped.tm.call('w.back');
    expect(synced.wizard.state()).toEqual(stepped.wizard.state());
    expect(synced.wizard.state()).toMatchObject({ current: 'b', completed: { a: { city: 'Lyon' } } });
  });

  test('from done it starts over', async () => {
    const { tm, wizard } = walker();
    await tm.call('w.start');
    await tm.call('w.a', { city: 'Lyon' });
    for (const id of STEPS.slice(1)) await tm.call(`w.${id}`);
    expect(wizard.state().status).toBe('done');
    wizard.sync('b');
    expect(wizard.state()).toMatchObject({ status: 'in_progress', current: 'b' });
    expect(wizard.state().completed).toEqual({ a: 'read:a' });
  });

  // Whatever the person clicks, in any order, the state stays well formed.
  test('property: the current step is never completed, completed steps are steps, the status fits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(fc.constantFrom(...STEPS), fc.constant('submit'), fc.constant('back')), { maxLength: 30 }), async (moves) => {
        const { tm, wizard } = walker();
        for (const move of moves) {
          const current = wizard.current();
          if (move === 'submit' && current !== null) {
            expect((await tm.call(`w.${current}`, current === 'a' ? { city: 'Lyon' } : undefined)).isError).toBeFalsy();
          } else if (move === 'back') {
            await tm.call('w.back');
          } else if (move !== 'submit') {
            wizard.sync(move);
            expect(wizard.current()).toBe(move);
          }
          const { status, current: now, completed } = wizard.state();
          if (now !== null) expect(Object.keys(completed)).not.toContain(now);
          expect(Object.keys(completed)).toEqual(STEPS.filter((id) => id in completed));
          expect(status).toBe(now !== null ? 'in_progress' : Object.keys(completed).length > 0 ? 'done' : 'not_started');
        }
      }),
      { numRuns: 50 },
    );
  });
});
