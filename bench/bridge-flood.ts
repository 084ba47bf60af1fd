/**
 * Bridge flood (docs/security.md T7: the bridge has no rate limit): a peer of an allowed origin sends
 * 2,000 `tools/list` over a registry of 100 tools, 64 at a time (the bridge's most requests in
 * flight), to a bridge on a stand-in window that delivers them as a burst; the peer clones every
 * reply, as `postMessage` does. Prints what one list costs the page's main thread, next to
 * `tm.manifest()` alone and the clone of one reply. The test (`bridge.security.test.ts`) asserts the
 * work, one manifest per list, never a time: the times are here. Informative only: it never fails.
 *
 * Run: `cd bench && node --import tsx bridge-flood.ts` after `pnpm run build` (`ROUNDS=n`, default 7).
 */
import { createToolmark, ok } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { createBridge } from '../packages/webmcp/dist/index.js';
import { median } from './browser';

const ROUNDS = Number(process.env['ROUNDS'] ?? 7);
const LISTS = 2_000;
const TOOLS = 100;
/** MAX_REQUESTS_IN_FLIGHT in packages/webmcp/src/bridge/create-bridge.ts. */
const IN_FLIGHT = 64;
const PAGE = 'https://shop.example';
const PEER = 'https://agent.example';

type Listener = (event: MessageEvent) => void;

/** The peer's window: counts the replies, cloning each as `postMessage` would. */
const peer = {
  origin: PEER,
  replies: 0,
  get window() {
    return peer;
  },
  postMessage(data: unknown) {
    structuredClone(data);
    peer.replies++;
  },
};

const tm = createToolmark({ dev: false, compileJsonSchema: fromJsonSchema });
for (let i = 0; i < TOOLS; i++) {
  tm.register({ name: `tool${i}`, description: `Tool number ${i}`, jsonSchema: { type: 'object', properties: { a: { type: 'string', maxLength: 50 }, b: { type: 'number' } } }, run: () => ok() });
}
const listeners = new Set<Listener>();
const page = {
  location: { origin: PAGE },
  addEventListener: (_type: 'message', listener: Listener) => listeners.add(listener),
  removeEventListener: (_type: 'message', listener: Listener) => listeners.delete(listener),
};
const bridge = createBridge(tm, { window: page as never, allowedOrigins: [PEER] });
const deliver = (id: number) => {
  const data = { type: 'toolmark:mcp', version: 1, channel: 'toolmark', from: 'client', message: { jsonrpc: '2.0', id, method: 'tools/list' } };
  const event = { data: structuredClone(data), origin: PEER, source: peer } as unknown as MessageEvent;
  for (const listener of listeners) listener(event);
};
// After every microtask: each reply is posted once its request's promise settles.
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** One flood: its time in milliseconds. */
async function flood(): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < LISTS; i += IN_FLIGHT) {
    for (let id = i; id < Math.min(i + IN_FLIGHT, LISTS); id++) deliver(id);
    await settle();
  }
  return performance.now() - started;
}

/** Runs `work` `times` times: the time of each, in milliseconds. */
function each(times: number, work: () => unknown): number {
  const started = performance.now();
  for (let i = 0; i < times; i++) work();
  return (performance.now() - started) / times;
}

const reply = { jsonrpc: '2.0', id: 1, result: { tools: tm.manifest() } };
await flood();
const floods: number[] = [];
const manifests: number[] = [];
const clones: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  floods.push((await flood()) / LISTS);
  manifests.push(each(LISTS, () => tm.manifest()));
  clones.push(each(LISTS, () => structuredClone(reply)));
}
bridge.dispose();
if (peer.replies !== LISTS * (ROUNDS + 1)) throw new Error(`${peer.replies} replies, not ${LISTS * (ROUNDS + 1)}`);

const rows: [string, number][] = [
  [`one tools/list through the bridge, its reply cloned (${LISTS} per round, ${IN_FLIGHT} at a time)`, median(floods)],
  [`tm.manifest() of ${TOOLS} tools alone`, median(manifests)],
  ['structuredClone of one reply alone', median(clones)],
];
console.log(`Node ${process.version}; ${TOOLS} tools; median of ${ROUNDS} rounds.\n`);
console.log('| work | ms each | main-thread ms for 2,000 |\n| --- | ---: | ---: |');
for (const [work, ms] of rows) console.log(`| ${work} | ${ms.toFixed(3)} | ${(ms * LISTS).toFixed(0)} |`);
