import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { secretForms } from '../egress/secret-encodings.js';
import type { AskHandler, AskRequest } from '../options.js';
import { createToolmark } from '../registry/create-toolmark.js';
import type { ToolmarkEvent } from '../registry/events.js';
import { ok, text } from '../result.js';
import { toJsonSchema } from '../to-json-schema/index.js';
import type { AskOutcome } from '../types.js';

const CARD = '4111 1111 1111 1111';
const Answer = v.object({ card: v.string(), note: v.optional(v.string()) });

// A tool that asks the person for a card and reports everything it can: the answer in its result, its
// progress and its error text, as a careless tool would.
function registry(ask?: AskHandler) {
  const tm = createToolmark({ toJsonSchema, ...(ask && { ask }) });
  const outcomes: AskOutcome<v.InferOutput<typeof Answer>>[] = [];
  tm.register({
    name: 'shop.pay',
    description: 'd',
    hints: { readOnly: true },
    run: async (_input, ctx) => {
      const outcome = await ctx.ask({ message: 'Which card should pay?', input: Answer, sensitivePaths: ['card'] });
      outcomes.push(outcome);
      if (!outcome.ok) return text(`no card: ${outcome.code}`);
      ctx.progress({ message: `charging ${outcome.value.card}` });
      return ok({ paidWith: outcome.value.card, note: outcome.value.note });
    },
  });
  const events: ToolmarkEvent[] = [];
  tm.subscribe((event) => events.push(event));
  return { tm, outcomes, events };
}

describe('spec §3.12 ctx.ask', () => {
  test('the handler gets the question and the form, the answer reaches run, validated; the call waits for the person meanwhile', async () => {
    let request: AskRequest | undefined;
    let phaseWhileAsked: string | undefined;
    const { tm, outcomes, events } = registry((asked) => {
      request = asked;
      phaseWhileAsked = tm.findCall(asked.callId)?.phase;
      return { value: { card: CARD, note: 'work' } };
    });
    const call = tm.start('shop.pay', {});
    await call.result;
    expect(request).toMatchObject({
      callId: call.id,
      name: 'shop.pay',
      title: 'shop.pay',
      message: 'Which card should pay?',
      schema: { type: 'object', properties: { card: { type: 'string' }, note: { type: 'string' } }, required: ['card'] },
      sensitivePaths: ['card'],
      caller: { kind: 'in-page' },
    });
    expect(request!.signal).toBeInstanceOf(AbortSignal);
    expect(phaseWhileAsked).toBe('waiting-for-person');
    expect(outcomes).toEqual([{ ok: true, value: { card: CARD, note: 'work' } }]);
    expect(events.map((event) => event.type)).toEqual(['call:started', 'call:running', 'call:asking', 'call:running', 'call:progress', 'call:finished']);
    expect(events[2]).toEqual({ type: 'call:asking', callId: call.id, name: 'shop.pay', message: 'Which card should pay?' });
  });

  test('a sensitive answer reaches run and no channel: result, events, progress and the handle carry no form of it', async () => {
    const { tm, outcomes, events } = registry(() => ({ value: { card: CARD } }));
    const call = tm.start('shop.pay', {});
    const seen: unknown[] = [];
    call.subscribe(({ progress }) => seen.push(progress));
    const result = await call.result;
    expect(outcomes[0]).toMatchObject({ ok: true, value: { card: CARD } });
    const out = JSON.stringify([result, events, seen, call.progress]);
    for (const form of [...secretForms(CARD), ...secretForms(CARD.replaceAll(' ', ''))]) expect(out).not.toContain(form);
    expect(result.structuredContent).toEqual({ paidWith: '[redacted]' });
  });

  test('a sensitive ask never goes to the caller’s own handler (an MCP client): the page’s handler answers it', async () => {
    const page = vi.fn(() => ({ value: { card: CARD } }));
    const client = vi.fn(() => ({ value: { card: 'from the client' } }));
    const { tm } = registry(page);
    await tm.call('shop.pay', {}, { ask: client });
    expect(client).not.toHaveBeenCalled();
    expect(page).toHaveBeenCalledOnce();
    // A question without sensitive paths goes to the caller's handler.
    tm.register({ name: 'pick', description: 'd', hints: { readOnly: true }, run: async (_input, ctx) => ok(await ctx.ask({ message: 'Colour?', input: v.string() })) });
    expect(await tm.call('pick', {}, { ask: () => ({ value: 'teal' }) })).toEqual(ok({ ok: true, value: 'teal' }));
  });

  test.each([
    ['declines', () => undefined, { ok: false, code: 'declined', message: 'The person declined to answer' }],
    ['answers false', () => false, { ok: false, code: 'declined', message: 'The person declined to answer' }],
    ['throws', () => { throw new Error('card broke'); }, { ok: false, code: 'declined', message: 'The person declined to answer' }],
    ['answers what the schema refuses', () => ({ value: { card: 4 } }), { ok: false, code: 'invalid_answer', message: expect.stringMatching(/^The answer is not valid: 'card' must be a string/) }],
  ])('a handler that %s: run learns why', async (_label, handler, outcome) => {
    const { tm, outcomes } = registry(handler as AskHandler);
    await tm.call('shop.pay', {});
    expect(outcomes).toEqual([outcome]);
  });

  test('no handler, or no JSON Schema for the form: unavailable', async () => {
    const { tm, outcomes } = registry();
    await tm.call('shop.pay', {});
    expect(outcomes[0]).toEqual({ ok: false, code: 'unavailable', message: 'The person cannot be asked: this page has no way to ask the person' });
    const bare = createToolmark({ ask: () => ({ value: 1 }) });
    bare.register({ name: 'q', description: 'd', jsonSchema: { type: 'object' }, input: { '~standard': { version: 1, vendor: 'x', validate: (value: unknown) => ({ value }) } }, run: async (_input, ctx) => ok(await ctx.ask({ message: 'x', input: { '~standard': { version: 1, vendor: 'x', validate: (value: unknown) => ({ value }) } } })) });
    expect(await bare.call('q', {})).toMatchObject({ structuredContent: { ok: false, code: 'unavailable' } });
  });

  test('the call aborted while the person is asked: the form’s signal aborts and run learns it was aborted', async () => {
    let request: AskRequest | undefined;
    const { tm, outcomes } = registry((asked) => ((request = asked), new Promise(() => {})));
    const call = tm.start('shop.pay', {});
    await vi.waitFor(() => expect(request).toBeDefined());
    call.abort();
    expect(request!.signal.aborted).toBe(true);
    expect(await call.result).toMatchObject({ code: 'aborted' });
    await vi.waitFor(() => expect(outcomes).toEqual([{ ok: false, code: 'aborted', message: 'The call ended before the person answered' }]));
  });

  test('tm.setAsk installs over the others; removing it restores them', async () => {
    const { tm, outcomes } = registry(() => ({ value: { card: 'first 1234' } }));
    const restore = tm.setAsk(() => ({ value: { card: 'second 5678' } }));
    await tm.call('shop.pay', {});
    restore();
    await tm.call('shop.pay', {});
    expect(outcomes.map((outcome) => outcome.ok && outcome.value.card)).toEqual(['second 5678', 'first 1234']);
  });
});
