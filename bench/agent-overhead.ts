// Agent overhead: what the in-page agent entries add to a tool call, in Node, against `tm.call` made
// directly. `@toolmark/agent`'s `runAgent` runs a turn pair (a request that calls the tool, one that
// answers) against a model server that answers at once (an in-memory `fetch`): what it costs is the
// loop's own work, the provider format, redaction and the JSON it writes and reads, never the
// network. `@toolmark/agent/ai-sdk` is timed through its tool's `execute` as the SDK calls it.
// Printed as µs per operation and ratios to the direct call (medians of per-round ratios, the order
// rotating); never pass/fail. Run: `cd bench && node --import tsx agent-overhead.ts` after
// `pnpm run build` (`ROUNDS=n`, default 21; `ROUND_MS=n`, default 50).
import { runAgent } from '@toolmark/agent';
import { toAiSdkTools } from '@toolmark/agent/ai-sdk';
import { createToolmark, ok } from '@toolmark/core';
import * as v from 'valibot';
import { printRotatingRounds, roundOptions, timed } from './tools/rotating-rounds.js';

const options = roundOptions();

const tm = createToolmark({ dev: false, toJsonSchema: () => ({ type: 'object', properties: { sku: { type: 'string' }, qty: { type: 'number' } }, required: ['sku', 'qty'] }) });
tm.register({ name: 'shop.cart.add', description: 'Adds an item', input: v.object({ sku: v.string(), qty: v.number() }), run: ({ sku, qty }) => ok({ sku, qty }) });
// Eleven more tools, as a page has: each request sends them all.
for (let index = 0; index < 11; index++) tm.register({ name: `shop.other_${index}`, description: `Another tool ${index}`, input: v.object({ sku: v.string(), qty: v.number() }), run: () => ok(null) });
const input = { sku: 'TM-MUG', qty: 2 };

const callReply = { choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ id: 'c0', type: 'function', function: { name: 'shop_cart_add', arguments: JSON.stringify(input) } }] } }] };
const answerReply = { choices: [{ message: { role: 'assistant', content: 'Added.' } }] };
/** A model server that calls the tool, then answers. */
function modelServer(): typeof fetch {
  let request = 0;
  return (async () => Response.json(request++ % 2 === 0 ? callReply : answerReply)) as unknown as typeof fetch;
}
const endpoint = { url: 'http://127.0.0.1:1/v1', model: 'bench', format: 'openai-chat' as const };
const aiTools = toAiSdkTools(tm);
const aiTool = Object.values(aiTools).find((tool) => (tool as { metadata?: { toolmarkName?: string } }).metadata?.toolmarkName === 'shop.cart.add') as {
  execute(input: unknown, options: object): Promise<unknown>;
};

const operations: Record<string, () => Promise<unknown>> = {
  'tm.call': () => tm.call('shop.cart.add', input),
  'AI SDK execute': () => aiTool.execute(input, { toolCallId: 'c0', messages: [], abortSignal: new AbortController().signal }),
  'runAgent, 2 requests + 1 call': () => runAgent({ tm, endpoint, prompt: 'Add a mug', fetch: modelServer() }),
  'a fetch + JSON round trip (no loop)': async () => (await modelServer()(endpoint.url)).json(),
};

// A run that did not end with the answer would time the wrong thing.
const probe = (await runAgent({ tm, endpoint, prompt: 'Add a mug', fetch: modelServer() })) as { code: string };
if (probe.code !== 'answered') throw new Error(`runAgent ended with ${probe.code}, not answered`);
const probeTool = (await aiTool.execute(input, { toolCallId: 'c0', messages: [], abortSignal: new AbortController().signal })) as { isError?: boolean };
if (probeTool.isError) throw new Error('the AI SDK tool failed');

await printRotatingRounds(
  Object.fromEntries(Object.entries(operations).map(([name, run]) => [name, timed(run)])),
  'tm.call',
  `Node ${process.version}; ${options.rounds} rounds of ${options.roundMs} ms per operation, the order rotating; 12 tools registered.`,
  options,
);
