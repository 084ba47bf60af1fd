// Test kit overhead: what `@toolmark/testing` adds to a tool call, in Node, against `tm.call` made
// directly: the fake agent's call (the registry channel: `tm.call` with its caller, plus a transcript
// line with the input redacted), its `callWithBadInput` (list, break the schema, call), and a call
// made while `recordCalls` records or `watchChannels` watches (every event kept, every tool's state
// read after the call). Each round starts a fresh agent, recorder or watch, so what they keep does not
// pile up across rounds. Printed as µs per operation and ratios to the direct call (medians of
// per-round ratios, the order rotating); never pass/fail. Run: `cd bench && node --import tsx
// testing-overhead.ts` after `pnpm run build` (`ROUNDS=n`, default 21; `ROUND_MS=n`, default 50).
import { createToolmark, ok } from '@toolmark/core';
import { createFakeAgent, recordCalls, watchChannels } from '@toolmark/testing';
import * as v from 'valibot';
import { printRotatingRounds, roundOptions, type TimedOperation } from './tools/rotating-rounds.js';

const options = roundOptions();

const schema = { type: 'object', properties: { sku: { type: 'string', enum: ['TM-MUG', 'TM-TEE'] }, qty: { type: 'number' } }, required: ['sku', 'qty'] };
const tm = createToolmark({ dev: false, toJsonSchema: () => schema });
tm.register({ name: 'shop.cart.add', description: 'Adds an item', input: v.object({ sku: v.picklist(['TM-MUG', 'TM-TEE']), qty: v.number() }), run: ({ sku, qty }) => ok({ sku, qty }) });
// Eleven more tools, as a page has (the agent lists them all; the watch reads their state).
for (let index = 0; index < 11; index++) {
  tm.register({ name: `shop.other_${index}`, description: `Another tool ${index}`, input: v.object({ sku: v.string(), qty: v.number() }), state: () => ({ index }), run: () => ok(null) });
}
const input = { sku: 'TM-MUG', qty: 2 };

const operations: Record<string, TimedOperation> = {
  'tm.call': { start: () => ({ run: () => tm.call('shop.cart.add', input) }) },
  'fake agent call': {
    start: () => {
      const agent = createFakeAgent(tm);
      return { run: () => agent.call('shop.cart.add', input) };
    },
  },
  'fake agent callWithBadInput (list + break + call)': {
    start: () => {
      const agent = createFakeAgent(tm);
      return { run: () => agent.callWithBadInput('shop.cart.add', 'not-in-enum') };
    },
  },
  'tm.call, recordCalls recording': {
    start: () => {
      const recorder = recordCalls(tm);
      return { run: () => tm.call('shop.cart.add', input), end: () => recorder.dispose() };
    },
  },
  'tm.call, watchChannels watching (12 states read per call)': {
    start: () => {
      const watch = watchChannels(tm);
      return { run: () => tm.call('shop.cart.add', input), end: () => watch.dispose() };
    },
  },
};

// An agent call that failed, or bad input that ran, would time the wrong thing.
const probeAgent = createFakeAgent(tm);
if ((await probeAgent.call('shop.cart.add', input)).isError) throw new Error('the fake agent call failed');
const probeBad = await probeAgent.callWithBadInput('shop.cart.add', 'not-in-enum');
if (probeBad?.result.code !== 'invalid_input' || probeBad.ran) throw new Error('the bad input was not refused');

await printRotatingRounds(operations, 'tm.call', `Node ${process.version}; ${options.rounds} rounds of ${options.roundMs} ms per operation, the order rotating; 12 tools registered.`, options);
