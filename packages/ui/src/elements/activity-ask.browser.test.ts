// Issue #34: the activity log and the spotlight follow a call through its progress and its question
// to the person (spec §17.5, §17.6): `call:progress` as the amount and message, `call:asking` as
// waiting for an answer with the question, then running again once the person answered.
import { createToolmark, defineTool, ok, type AskRequest, type Toolmark } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ActivityElement } from './activity.js';
import { defineToolmarkElements } from './define-elements.js';
import type { SpotlightElement } from './spotlight.js';
import { expectNoAxeViolations } from '../test/dom.js';

defineToolmarkElements();

const ANSWER = { type: 'object', properties: { size: { enum: ['S', 'M', 'L'] } }, required: ['size'] };

let tm: Toolmark;
let answer: (value: { value: unknown } | undefined) => void = () => {};
let finish: () => void = () => {};

beforeEach(() => {
  tm = createToolmark({ ask: (_request: AskRequest) => new Promise((resolve) => (answer = resolve)) });
  tm.register(
    defineTool({
      name: 'shop.order',
      title: 'Order a shirt',
      description: 'Orders, asking the size',
      hints: { readOnly: true },
      anchors: { form: '#order' },
      run: async (_input, ctx) => {
        ctx.progress({ progress: 1, total: 3, message: 'Cart checked' });
        const size = await ctx.ask({ message: 'Which size?', input: fromJsonSchema(ANSWER), jsonSchema: ANSWER });
        ctx.progress({ progress: 2, total: 3, message: 'Size chosen' });
        await new Promise<void>((resolve) => (finish = resolve));
        return ok(size.ok ? 'ordered' : 'no size');
      },
    }),
  );
});

afterEach(() => {
  document.body.replaceChildren();
});

function mount<K extends 'tm-activity' | 'tm-spotlight'>(tag: K): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.tm = tm;
  document.body.append(element);
  return element;
}

const entry = (log: ActivityElement) => {
  const item = log.shadowRoot!.querySelector('li')!;
  const text = (part: string) => item.querySelector(`[part~="${part}"]`)?.textContent?.trim();
  return { status: item.querySelector('.status')?.textContent, progress: text('progress'), question: text('question'), part: item.getAttribute('part') };
};

describe('<tm-activity>: progress and questions (issue #34)', () => {
  test('a call shows its progress, waits for an answer with the question, then runs again and finishes', async () => {
    const log = mount('tm-activity');
    const call = tm.start('shop.order', {});
    await vi.waitFor(() => expect(log.entries[0]?.status).toBe('asking'));
    await log.updateComplete;
    expect(entry(log)).toEqual({ status: 'waiting for an answer', progress: '1/3 Cart checked', question: 'Which size?', part: 'entry asking' });
    await expectNoAxeViolations(log);
    answer({ value: { size: 'M' } });
    await vi.waitFor(() => expect(log.entries[0]?.status).toBe('running'));
    await log.updateComplete;
    expect(entry(log)).toEqual({ status: 'running', progress: '2/3 Size chosen', question: undefined, part: 'entry running' });
    finish();
    await call.result;
    await log.updateComplete;
    expect(entry(log)).toMatchObject({ status: 'finished', progress: undefined, question: undefined });
  });

  test('a call aborted while it asks ends failed, without its question', async () => {
    const log = mount('tm-activity');
    const call = tm.start('shop.order', {});
    await vi.waitFor(() => expect(log.entries[0]?.status).toBe('asking'));
    call.abort();
    await call.result;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await log.updateComplete;
    expect(log.entries[0]).toMatchObject({ status: 'failed', code: 'aborted' });
    expect(entry(log).question).toBeUndefined();
  });
});

describe('<tm-spotlight>: a question is waiting for the person (issue #34)', () => {
  test('outlines the tool as waiting for an answer while it asks, as running once answered', async () => {
    const form = document.createElement('form');
    form.id = 'order';
    Object.assign(form.style, { position: 'absolute', left: '40px', top: '80px', width: '200px', height: '60px' });
    document.body.append(form);
    const spotlight: SpotlightElement = mount('tm-spotlight');
    spotlight.style.setProperty('--tm-spotlight-confirming', 'rgb(1, 2, 3)');
    const call = tm.start('shop.order', {});
    const box = () => spotlight.shadowRoot!.querySelector<HTMLElement>('[part~="box"]');
    await vi.waitFor(() => expect(box()?.getAttribute('part')).toBe('box asking'));
    expect(box()!.textContent?.trim()).toBe('Order a shirt: waiting for your answer');
    // Waiting for the person: the colour of a waiting call, not of a running one.
    expect(getComputedStyle(box()!).borderTopColor).toBe('rgb(1, 2, 3)');
    answer({ value: { size: 'S' } });
    await vi.waitFor(() => expect(box()?.getAttribute('part')).toBe('box running'));
    finish();
    await call.result;
    await vi.waitFor(() => expect(box()).toBeNull());
  });
});
