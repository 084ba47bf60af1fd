import { ok, REDACTED } from '@toolmark/core';
import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import type { AgentEvent, AgentPhase } from './agent-state';
import { runAgent } from './run-agent';
import { chat, scriptedModel, shop, silentServer } from './test/scripted-model';

const prompt = 'Add a bag';

/**
 * Collects a run's events.
 *
 * @returns The list and the listener.
 */
function recorder() {
  const events: AgentEvent[] = [];
  const phases = () => events.flatMap((event) => (event.type === 'state' ? [event.state.phase] : []));
  return { events, phases, onEvent: (event: AgentEvent) => events.push(event) };
}

describe('runAgent: one loop per wire format (spec §21.1, §21.2)', () => {
  test('openai-chat: strict tools, the call runs through tm.call, its result goes back as a tool message', async () => {
    const { tm, cart } = shop();
    const server = scriptedModel(chat.calls(['shop__cart__add', { item: 'bag', note: null }]), chat.says('Added a bag.'));
    const { events, phases, onEvent } = recorder();
    const outcome = await runAgent({ tm, endpoint: { url: 'http://model.test/v1', model: 'm', format: 'openai-chat', apiKey: 'k' }, prompt, fetch: server.fetch, onEvent });
    expect(outcome).toEqual({ code: 'answered', text: 'Added a bag.', turns: 2 });
    expect(cart).toEqual(['bag']);
    expect(server.sent[0]!.url).toBe('http://model.test/v1/chat/completions');
    expect(server.sent[0]!.headers['Authorization']).toBe('Bearer k');
    expect(server.sent[0]!.body.tools.map((tool) => (tool['function'] as { name: string }).name)).toEqual(['shop__cart__add', 'shop__pay']);
    expect(server.sent[1]!.body['messages']).toContainEqual({ role: 'tool', tool_call_id: 'c0', content: '{"cart":["bag"]}' });
    expect(phases()).toEqual(['requesting', 'calling', 'requesting', 'done']);
    expect(events).toContainEqual({ type: 'call', turn: 1, name: 'shop.cart.add', input: { item: 'bag' } });
  });

  test('openai-responses: flat function tools, function_call items answered by function_call_output', async () => {
    const { tm, cart } = shop();
    const server = scriptedModel(
      { output: [{ type: 'function_call', call_id: 'r1', name: 'shop__cart__add', arguments: '{"item":"seat","note":null}' }] },
      { output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Seat added.' }] }] },
    );
    const outcome = await runAgent({ tm, endpoint: { url: 'http://model.test/v1/responses', model: 'm', format: 'openai-responses' }, prompt, fetch: server.fetch });
    expect(outcome).toEqual({ code: 'answered', text: 'Seat added.', turns: 2 });
    expect(cart).toEqual(['seat']);
    expect(server.sent[0]!.url).toBe('http://model.test/v1/responses');
    expect(server.sent[0]!.body.tools[0]).toMatchObject({ type: 'function', name: 'shop__cart__add', strict: true });
    expect(server.sent[1]!.body['input']).toEqual([
      { role: 'user', content: prompt },
      { type: 'function_call', call_id: 'r1', name: 'shop__cart__add', arguments: '{"item":"seat"}' },
      { type: 'function_call_output', call_id: 'r1', output: '{"cart":["seat"]}' },
    ]);
  });

  test('anthropic-messages: tool_use blocks answered by tool_result blocks, with the Anthropic headers', async () => {
    const { tm, cart } = shop();
    const server = scriptedModel(
      { content: [{ type: 'text', text: 'Adding.' }, { type: 'tool_use', id: 'u1', name: 'shop__cart__add', input: { item: 'bag' } }], stop_reason: 'tool_use' },
      { content: [{ type: 'text', text: 'Done.' }], stop_reason: 'end_turn' },
    );
    const outcome = await runAgent({ tm, endpoint: { url: 'http://model.test/v1', model: 'm', format: 'anthropic-messages', apiKey: 'k' }, prompt, fetch: server.fetch });
    expect(outcome).toEqual({ code: 'answered', text: 'Done.', turns: 2 });
    expect(cart).toEqual(['bag']);
    expect(server.sent[0]!.url).toBe('http://model.test/v1/messages');
    expect(server.sent[0]!.headers).toMatchObject({ 'x-api-key': 'k', 'anthropic-version': '2023-06-01' });
    expect(server.sent[0]!.body.tools[1]).toMatchObject({ name: 'shop__pay', input_schema: { type: 'object' } });
    expect(server.sent[1]!.body['messages']).toContainEqual({ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'u1', content: '{"cart":["bag"]}' }] });
  });
});

describe('runAgent: endings (spec §21.3)', () => {
  const endpoint = { url: 'http://model.test/v1', model: 'm', format: 'openai-chat' } as const;

  test.each([true, false])('a server that accepts and never answers ends with timed_out (fetch honours its signal: %s)', async (honours) => {
    const { tm } = shop();
    const { phases, onEvent } = recorder();
    const outcome = await runAgent({ tm, endpoint, prompt, fetch: silentServer(honours), requestTimeoutMs: 20, onEvent });
    expect(outcome).toMatchObject({ code: 'timed_out', turns: 1 });
    expect(phases()).toEqual<AgentPhase[]>(['requesting', 'timed out']);
  });

  test('abort mid-request ends with aborted', async () => {
    const { tm } = shop();
    const controller = new AbortController();
    const running = runAgent({ tm, endpoint, prompt, fetch: silentServer(false), signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    expect(await running).toMatchObject({ code: 'aborted', turns: 1 });
  });

  test('abort while the person is asked to confirm ends with aborted, and the state said so', async () => {
    const { tm } = shop();
    tm.scope('shop').register({ name: 'clear', description: 'Empties the cart', hints: { destructive: true }, run: () => ({ content: [] }) });
    let asked!: () => void;
    const confirming = new Promise<void>((resolve) => (asked = resolve));
    tm.setConfirm(() => (asked(), new Promise<boolean>(() => {})));
    const controller = new AbortController();
    const { phases, onEvent } = recorder();
    const running = runAgent({ tm, endpoint, prompt, fetch: scriptedModel(chat.calls(['shop__clear', {}])).fetch, signal: controller.signal, onEvent });
    await confirming;
    controller.abort();
    expect(await running).toMatchObject({ code: 'aborted', turns: 1 });
    expect(phases()).toEqual<AgentPhase[]>(['requesting', 'calling', 'waiting for confirmation', 'aborted']);
  });

  test('an http error ends with http_error and its status', async () => {
    const { tm } = shop();
    const server = scriptedModel(new Response('no such model', { status: 404 }));
    expect(await runAgent({ tm, endpoint, prompt, fetch: server.fetch })).toEqual({ code: 'http_error', status: 404, message: 'The model server answered 404: no such model', turns: 1 });
  });

  test.each([['not JSON', new Response('<html>')], ['no assistant message', { choices: [] }], ['a tool call without a function', { choices: [{ message: { role: 'assistant', tool_calls: [{ id: 'x' }] } }] }]])(
    'a malformed reply (%s) ends with bad_response',
    async (_, reply) => {
      const { tm } = shop();
      expect(await runAgent({ tm, endpoint, prompt, fetch: scriptedModel(reply).fetch })).toMatchObject({ code: 'bad_response', turns: 1 });
    },
  );

  test('a model that keeps calling tools ends with max_turns', async () => {
    const { tm, cart } = shop();
    const server = scriptedModel(chat.calls(['shop__cart__add', { item: 'bag' }]), chat.calls(['shop__cart__add', { item: 'bag' }]));
    expect(await runAgent({ tm, endpoint, prompt, fetch: server.fetch, maxTurns: 2 })).toMatchObject({ code: 'max_turns', turns: 2 });
    expect(cart).toEqual(['bag', 'bag']);
  });

  test('a URL that is not http(s) ends with unreachable, before any request', async () => {
    const { tm } = shop();
    const server = scriptedModel();
    expect(await runAgent({ tm, endpoint: { ...endpoint, url: 'ftp://x' }, prompt, fetch: server.fetch })).toMatchObject({ code: 'unreachable', turns: 0 });
    expect(server.sent).toEqual([]);
  });
});

describe("runAgent: each call followed by its handle (spec §21.3)", () => {
  const endpoint = { url: 'http://model.test/v1', model: 'm', format: 'openai-chat' } as const;

  test('a confirmed call: waiting for confirmation while the card is open, calling again once approved', async () => {
    const { tm } = shop();
    const cleared: string[] = [];
    tm.scope('shop').register({ name: 'clear', description: 'Empties the cart', hints: { destructive: true }, run: () => (cleared.push('cart'), ok({ cleared: true })) });
    let approve!: () => void;
    tm.setConfirm(() => new Promise<boolean>((resolve) => (approve = () => resolve(true))));
    const { phases, onEvent } = recorder();
    const running = runAgent({ tm, endpoint, prompt, fetch: scriptedModel(chat.calls(['shop__clear', {}]), chat.says('Emptied.')).fetch, onEvent });
    await vi.waitFor(() => expect(phases().at(-1)).toBe('waiting for confirmation'));
    expect(cleared).toEqual([]);
    approve();
    expect(await running).toMatchObject({ code: 'answered', turns: 2 });
    expect(cleared).toEqual(['cart']);
    expect(phases()).toEqual<AgentPhase[]>(['requesting', 'calling', 'waiting for confirmation', 'calling', 'requesting', 'done']);
  });

  test("a run that asks the person and reports progress: the state follows the call, and each update is an event, redacted", async () => {
    const { tm } = shop();
    const address = '12 Secret Lane';
    tm.scope('shop').register({
      name: 'ship',
      description: 'Ships the order',
      input: v.object({ address: v.string() }),
      sensitivePaths: () => ['address'],
      run: async ({ address: to }, ctx) => {
        ctx.progress({ progress: 1, total: 3, message: `Packing for ${to}` });
        const day = await ctx.ask({ message: 'Which day?', input: v.picklist(['mon', 'tue']) });
        ctx.progress({ progress: 3, total: 3, message: 'Sent' });
        return ok({ day: day.ok ? day.value : 'none' });
      },
    });
    const asked: string[] = [];
    tm.setAsk((request) => (asked.push(request.message), Promise.resolve({ value: 'tue' })));
    const { events, phases, onEvent } = recorder();
    const server = scriptedModel(chat.calls(['shop__ship', { address }]), chat.says('Shipped.'));
    expect(await runAgent({ tm, endpoint, prompt, fetch: server.fetch, onEvent })).toMatchObject({ code: 'answered' });
    expect(asked).toEqual(['Which day?']);
    expect(phases()).toEqual<AgentPhase[]>(['requesting', 'calling', 'waiting for confirmation', 'calling', 'requesting', 'done']);
    expect(events.filter((event) => event.type === 'progress')).toEqual([
      { type: 'progress', turn: 1, name: 'shop.ship', update: { progress: 1, total: 3, message: `Packing for ${REDACTED}` } },
      { type: 'progress', turn: 1, name: 'shop.ship', update: { progress: 3, total: 3, message: 'Sent' } },
    ]);
    expect(events).toContainEqual({ type: 'result', turn: 1, name: 'shop.ship', result: expect.objectContaining({ structuredContent: { day: 'tue' } }) });
    expect(JSON.stringify(events)).not.toContain(address);
  });

  test("another caller's call of the same tool waiting for the person does not move the agent's state", async () => {
    const { tm } = shop();
    // Side by side (`concurrencySafe`): the agent's call does not wait for the page's in the tool's lane.
    tm.scope('shop').register({ name: 'clear', description: 'Empties the cart', hints: { destructive: true, concurrencySafe: true }, run: () => ok({ cleared: true }) });
    // The agent's calls are approved at once; the page's own call of the same tool waits for the person throughout.
    tm.setConfirm((request) => request.caller.id === 'agent' || new Promise<boolean>(() => {}));
    void tm.call('shop.clear', {}, { caller: { kind: 'in-page', id: 'page' } });
    const { phases, onEvent } = recorder();
    const server = scriptedModel(chat.calls(['shop__clear', {}]), chat.says('Emptied.'));
    expect(await runAgent({ tm, endpoint, prompt, fetch: server.fetch, onEvent })).toMatchObject({ code: 'answered' });
    expect(phases()).toEqual<AgentPhase[]>(['requesting', 'calling', 'requesting', 'done']);
  });
});

describe('runAgent: the tool list follows the registry (spec §21.1)', () => {
  test('a tool registered by a call is offered on the next request; an unknown name is answered, not run', async () => {
    const { tm } = shop();
    tm.scope('shop').register({
      name: 'checkout',
      description: 'Goes to the checkout',
      run: () => (tm.scope('checkout').register({ name: 'confirm', description: 'Confirms', run: () => ({ content: [{ type: 'text', text: 'ok' }] }) }), { content: [] }),
    });
    const server = scriptedModel(chat.calls(['shop__checkout', {}], ['nope', {}]), chat.says('At the checkout.'));
    const { events, onEvent } = recorder();
    await runAgent({ tm, endpoint: { url: 'http://m.test', model: 'm', format: 'openai-chat' }, prompt, fetch: server.fetch, onEvent });
    const names = server.sent.map((request) => request.body.tools.map((tool) => (tool['function'] as { name: string }).name));
    expect(names[0]).not.toContain('checkout__confirm');
    expect(names[1]).toContain('checkout__confirm');
    expect(events).toContainEqual(expect.objectContaining({ type: 'refused', name: 'nope', code: 'unknown_tool' }));
    const states = events.flatMap((event) => (event.type === 'state' && event.state.phase === 'requesting' ? [event.state.tools] : []));
    expect(states).toEqual([3, 4]);
  });
});

describe('runAgent: redaction of everything it sends (spec §21.4)', () => {
  test.each(['openai-chat', 'openai-responses', 'anthropic-messages'] as const)('%s: a card number the model sends is in no later request body and in no event', async (format) => {
    const secret = '4111 1111 1111 1111';
    const { tm } = shop();
    const args = { card: secret, amount: 12 };
    const first = {
      'openai-chat': chat.calls(['shop__pay', args]),
      'openai-responses': { output: [{ type: 'function_call', call_id: 'r1', name: 'shop__pay', arguments: JSON.stringify(args) }] },
      'anthropic-messages': { content: [{ type: 'tool_use', id: 'u1', name: 'shop__pay', input: args }] },
    }[format];
    // The model repeats the secret in words too: the loop still never sends it back, nor shows it.
    const last = {
      'openai-chat': chat.says(`Declined ${secret}`),
      'openai-responses': { output: [{ type: 'message', content: [{ type: 'output_text', text: `Declined ${secret}` }] }] },
      'anthropic-messages': { content: [{ type: 'text', text: `Declined ${secret}` }] },
    }[format];
    const server = scriptedModel(first, { ...last }, last);
    const { events, onEvent } = recorder();
    const outcome = await runAgent({ tm, endpoint: { url: 'http://m.test/v1', model: 'm', format }, prompt: 'Pay', fetch: server.fetch, onEvent });
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]!.text).not.toContain(secret);
    expect(server.sent[1]!.text).toContain(REDACTED);
    expect(JSON.stringify(events)).not.toContain(secret);
    expect(JSON.stringify(outcome)).not.toContain(secret);
    expect(events).toContainEqual({ type: 'call', turn: 1, name: 'shop.pay', input: { card: REDACTED, amount: 12 } });
  });
});
