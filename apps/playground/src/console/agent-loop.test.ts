import { createToolmark, fail, ok, REDACTED } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { runAgentLoop, type AgentEvent, type ChatMessage } from './agent-loop';

/** A registry with a cart and a payment tool whose card number is sensitive. */
function shop() {
  const tm = createToolmark({ toJsonSchema });
  const cart: string[] = [];
  tm.scope('shop').register({
    name: 'cart.add',
    description: 'Adds an item',
    input: v.object({ item: v.picklist(['bag', 'seat']), note: v.optional(v.string()) }),
    run: ({ item }) => (cart.push(item), ok({ cart })),
  });
  tm.scope('shop').register({
    name: 'pay',
    description: 'Pays',
    input: v.object({ card: v.string() }),
    sensitivePaths: () => ['card'],
    run: ({ card }) => fail('card_declined', `Card ${card} was declined`),
  });
  return { tm, cart };
}

interface Sent {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: { model: string; messages: ChatMessage[]; tools: { function: { name: string; strict: boolean } }[]; tool_choice: string };
}

/** A scripted model: answers each request with the next message, and records what it was sent. */
function model(...replies: (ChatMessage | Response)[]) {
  const sent: Sent[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    const reply = replies.shift();
    if (!reply) throw new Error('The scripted model has no more replies');
    return reply instanceof Response ? reply : Response.json({ choices: [{ index: 0, message: reply, finish_reason: 'stop' }] });
  }) as typeof globalThis.fetch;
  return { sent, fetch };
}

const call = (id: string, name: string, args: unknown): ChatMessage => ({
  role: 'assistant',
  content: null,
  tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
});
const settings = { endpoint: 'http://127.0.0.1:11434/v1', model: 'small-model' };

describe('runAgentLoop', () => {
  test('sends the manifest as strict OpenAI tools, runs the calls, and loops until the model answers', async () => {
    const { tm, cart } = shop();
    const { sent, fetch } = model(call('c1', 'shop__cart__add', { item: 'bag', note: null }), { role: 'assistant', content: 'Added a bag.' });
    const events: AgentEvent[] = [];
    const outcome = await runAgentLoop({ tm, settings, prompt: 'Add a bag', fetch, onEvent: (event) => events.push(event) });

    expect(outcome).toMatchObject({ status: 'answered', text: 'Added a bag.' });
    expect(cart).toEqual(['bag']);
    expect(sent[0]?.url).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(sent[0]?.body.model).toBe('small-model');
    expect(sent[0]?.body.tools.map((tool) => [tool.function.name, tool.function.strict])).toEqual([
      ['shop__cart__add', true],
      ['shop__pay', true],
    ]);
    expect(sent[0]?.body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    // The second request carries the model's call and its answer, matched by id.
    expect(sent[1]?.body.messages.slice(2)).toEqual([
      call('c1', 'shop__cart__add', { item: 'bag', note: null }),
      { role: 'tool', tool_call_id: 'c1', content: '{"cart":["bag"]}' },
    ]);
    expect(events.map((event) => event.type)).toEqual(['request', 'call', 'result', 'request', 'say']);
    // Strict mode's null for an optional property is dropped before the call.
    expect(events[1]).toEqual({ type: 'call', name: 'shop.cart.add', input: { item: 'bag' } });
  });

  test('reports a sensitive input redacted, and the model reads the registry’s scrubbed result', async () => {
    const { tm } = shop();
    const { sent, fetch } = model(call('c1', 'shop__pay', { card: '4111 1111 1111 1111' }), { role: 'assistant', content: 'Declined.' });
    const events: AgentEvent[] = [];
    await runAgentLoop({ tm, settings, prompt: 'Pay', fetch, onEvent: (event) => events.push(event) });
    expect(events[1]).toEqual({ type: 'call', name: 'shop.pay', input: { card: REDACTED } });
    expect(sent[1]?.body.messages[3]).toEqual({ role: 'tool', tool_call_id: 'c1', content: `Error (card_declined): Card ${REDACTED} was declined` });
  });

  test('answers an unknown tool or bad arguments with an error the model can read, and goes on', async () => {
    const { tm } = shop();
    const bad: ChatMessage = {
      role: 'assistant',
      content: 'Trying.',
      tool_calls: [
        { id: 'a', type: 'function', function: { name: 'shop__teleport', arguments: '{}' } },
        { id: 'b', type: 'function', function: { name: 'shop__cart__add', arguments: '{"item":' } },
        { id: 'c', type: 'function', function: { name: 'shop__cart__add', arguments: '{"item":"pony"}' } },
      ],
    };
    const { sent, fetch } = model(bad, { role: 'assistant', content: 'Sorry.' });
    const outcome = await runAgentLoop({ tm, settings, prompt: 'Do it', fetch });
    expect(outcome.status).toBe('answered');
    const answers = sent[1]?.body.messages.slice(3).map((message) => (message as { content: string }).content);
    expect(answers?.[0]).toBe("Error (unknown_tool): Unknown tool 'shop__teleport'");
    expect(answers?.[1]).toMatch(/^Error \(invalid_arguments\): The arguments of 'shop__cart__add' are not valid JSON/);
    expect(answers?.[2]).toBe("Error (invalid_input): Invalid input for 'shop.cart.add': 'item' must be one of: bag, seat");
  });

  test('sends the key as a bearer token only when one is given', async () => {
    const { tm } = shop();
    const withKey = model({ role: 'assistant', content: 'Hi' });
    await runAgentLoop({ tm, settings: { ...settings, apiKey: 'sk-local' }, prompt: 'Hi', fetch: withKey.fetch });
    expect(withKey.sent[0]?.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer sk-local' });
    const without = model({ role: 'assistant', content: 'Hi' });
    await runAgentLoop({ tm, settings, prompt: 'Hi', fetch: without.fetch });
    expect(without.sent[0]?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  test('fails with a message, never a throw: bad URL, server error, unreachable server, endless calls', async () => {
    const { tm } = shop();
    expect(await runAgentLoop({ tm, settings: { ...settings, endpoint: 'not a url' }, prompt: 'x', fetch: model().fetch })).toMatchObject({
      status: 'failed',
      message: "'not a url' is not an http(s) URL.",
    });
    const error = model(new Response('model not found', { status: 404 }));
    expect(await runAgentLoop({ tm, settings, prompt: 'x', fetch: error.fetch })).toMatchObject({
      status: 'failed',
      message: 'The model server answered 404: model not found',
    });
    const unreachable = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect((await runAgentLoop({ tm, settings, prompt: 'x', fetch: unreachable })).status).toBe('failed');
    const looping = model(...Array.from({ length: 3 }, (_, i) => call(`c${i}`, 'shop__cart__add', { item: 'seat' })));
    expect(await runAgentLoop({ tm, settings, prompt: 'x', fetch: looping.fetch, maxTurns: 3 })).toMatchObject({
      status: 'failed',
      message: 'The model was still calling tools after 3 requests; stopped there.',
    });
  });

  test('stops when its signal aborts', async () => {
    const { tm } = shop();
    const controller = new AbortController();
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof globalThis.fetch;
    const running = runAgentLoop({ tm, settings, prompt: 'x', fetch, signal: controller.signal });
    controller.abort();
    expect(await running).toMatchObject({ status: 'failed', message: 'Stopped.' });
  });
});
