import { runAgent, type AgentState } from '@toolmark/agent';
import { createToolmark, ok } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';

const tm = createToolmark({ toJsonSchema });
const cart: string[] = [];
tm.scope('shop').register({
  name: 'cart.add',
  description: 'Adds an item to the cart',
  input: v.object({ item: v.string() }),
  run: ({ item }) => (cart.push(item), ok({ cart })),
});

// A stand-in for a model server (in a page: leave `fetch` out). It calls the tool once, then answers.
const replies = [
  { choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'shop__cart__add', arguments: '{"item":"mug"}' } }] } }] },
  { choices: [{ message: { role: 'assistant', content: 'I added a mug.' } }] },
];
const modelServer = (async () => Response.json(replies.shift())) as typeof fetch;

const phases: AgentState['phase'][] = [];
const outcome = await runAgent({
  tm,
  endpoint: { url: 'http://127.0.0.1:11434/v1', model: 'qwen2.5:7b', format: 'openai-chat' },
  prompt: 'Put a mug in my cart',
  fetch: modelServer,
  requestTimeoutMs: 30_000,
  onEvent: (event) => {
    if (event.type === 'state') phases.push(event.state.phase);
  },
});
console.log(outcome); // { code: 'answered', text: 'I added a mug.', turns: 2 }
console.log(cart); // ['mug']
console.log(phases); // ['requesting', 'calling', 'requesting', 'done']
