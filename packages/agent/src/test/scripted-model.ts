// Test support: a registry with a cart and a payment tool whose card is sensitive, and a scripted
// model server that answers each request with the next reply and records what it was sent.
import { createToolmark, fail, ok } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';

/**
 * Creates the shop registry of the tests.
 *
 * @returns The registry and the cart its tool fills.
 */
export function shop() {
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
    input: v.object({ card: v.string(), amount: v.number() }),
    sensitivePaths: () => ['card'],
    run: ({ card }) => fail('card_declined', `Card ${card} was declined`),
  });
  return { tm, cart };
}

/** One request the scripted model received. */
export interface SentRequest {
  readonly url: string;
  readonly headers: Record<string, string>;
  /** The raw body text, to look for secrets in. */
  readonly text: string;
  readonly body: Record<string, unknown> & { tools: Record<string, unknown>[] };
}

/**
 * Creates a scripted model server: each request gets the next reply (JSON, or a `Response` as it is).
 *
 * @param replies The replies, in order.
 * @returns The fake `fetch` and what it was sent.
 */
export function scriptedModel(...replies: unknown[]) {
  const sent: SentRequest[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const text = String(init.body);
    sent.push({ url, headers: init.headers as Record<string, string>, text, body: JSON.parse(text) });
    const reply = replies.shift();
    if (reply === undefined) throw new Error('The scripted model has no more replies');
    return reply instanceof Response ? reply : Response.json(reply);
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

/**
 * Creates a server that accepts every request and never answers; it rejects when its signal aborts
 * only if `honoursSignal`.
 *
 * @param honoursSignal Whether the fetch listens to its signal.
 * @returns The fake `fetch`.
 */
export function silentServer(honoursSignal = true): typeof globalThis.fetch {
  return ((_url: string, init: RequestInit) =>
    new Promise((_resolve, reject) => {
      if (honoursSignal) init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    })) as typeof globalThis.fetch;
}

/** Chat Completions replies. */
export const chat = {
  calls: (...calls: [name: string, args: unknown][]) => ({
    choices: [{ message: { role: 'assistant', content: null, tool_calls: calls.map(([name, args], index) => ({ id: `c${index}`, type: 'function', function: { name, arguments: JSON.stringify(args) } })) } }],
  }),
  says: (text: string) => ({ choices: [{ message: { role: 'assistant', content: text } }] }),
};
