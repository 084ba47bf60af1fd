// The postMessage bridge under hostile traffic (docs/security.md T2, T3, T7, T8): bursts, malformed
// JSON-RPC, foreign origins, `__proto__` in messages, and secrets in everything it posts back.
import { createToolmark, ok, type Toolmark, type ToolResult } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { findLeak } from '@toolmark/testing';
import { hostileSecret } from '../leaks.test-support.js';
import { createBridge, MAX_REQUESTS_IN_FLIGHT, type Bridge } from './create-bridge.js';
import { createEnvelope, JsonRpcErrorCode } from './wire.js';

const PAGE = 'https://shop.example';
const PEER = 'https://agent.example';
const FOREIGN = 'https://evil.example';

type Listener = (event: MessageEvent) => void;

/** The window the bridge listens on; messages are dispatched to it synchronously, as a burst. */
class PageWindow {
  readonly location = { origin: PAGE };
  readonly listeners = new Set<Listener>();
  addEventListener(_type: 'message', listener: Listener) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: Listener) {
    this.listeners.delete(listener);
  }
  /** Delivers `data` as if `source` posted it from `origin`. */
  deliver(source: PeerWindow, data: unknown) {
    const event = { data: structuredClone(data), origin: source.origin, source } as unknown as MessageEvent;
    for (const listener of this.listeners) listener(event);
  }
}

/** A peer window: keeps every payload the bridge posts to it, as the JSON text a sniffer would see. */
class PeerWindow {
  readonly received: { message: Record<string, unknown> }[] = [];
  readonly texts: string[] = [];
  constructor(readonly origin: string) {}
  get window() {
    return this;
  }
  postMessage(data: unknown, targetOrigin: string) {
    expect(targetOrigin, 'the bridge replies to the sender’s origin only').toBe(this.origin);
    this.texts.push(JSON.stringify(data));
    this.received.push(structuredClone(data) as { message: Record<string, unknown> });
  }
}

const envelope = (message: unknown) => createEnvelope('client', 'toolmark', message);
const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
const summary: string[] = [];
const bridges: Bridge[] = [];
afterEach(() => bridges.splice(0).forEach((bridge) => bridge.dispose()));

/** Runs a property and keeps its totals for the summary line; fails the test with fast-check's report. */
async function checkProperty<T extends [unknown, ...unknown[]]>(label: string, property: fc.IAsyncProperty<T>, params: fc.Parameters<T>) {
  const details = await fc.check(property, params);
  summary.push(`${label}: ${details.numRuns} cases, ${details.failed ? 1 : 0} failures`);
  if (details.failed) throw new Error(`${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}`);
}

function setup(register: (tm: Toolmark) => void = () => {}) {
  const tm = createToolmark({ dev: true, compileJsonSchema: fromJsonSchema, confirm: () => true });
  register(tm);
  const page = new PageWindow();
  const bridge = createBridge(tm, { window: page, allowedOrigins: [PEER] });
  bridges.push(bridge);
  return { tm, page, bridge };
}

const KNOWN_ERRORS: number[] = Object.values(JsonRpcErrorCode);

/** Checks that a posted payload is one well-formed JSON-RPC 2.0 response or notification. */
function expectWellFormed(message: Record<string, unknown>) {
  expect(message['jsonrpc']).toBe('2.0');
  if ('method' in message) return expect(message['method']).toBe('notifications/tools/list_changed');
  expect(message['id'] === null || typeof message['id'] === 'string' || typeof message['id'] === 'number').toBe(true);
  expect('result' in message !== 'error' in message).toBe(true);
  if ('error' in message) expect(KNOWN_ERRORS).toContain((message['error'] as { code: number }).code);
}

describe('docs/security.md T7: a burst of 10,000 messages', () => {
  test('every request is answered or refused exactly once; notifications and foreign origins get nothing', async () => {
    let running = 0;
    let overlapped = false;
    const runs: unknown[] = [];
    const { page } = setup((tm) => {
      tm.register({
        name: 'echo',
        description: 'Echoes',
        hints: { readOnly: true },
        jsonSchema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
        run: async (input: { n: number }) => (await Promise.resolve(), runs.push(input.n), ok(input)),
      });
      tm.register({
        name: 'count',
        description: 'Counts, one call at a time',
        run: async () => {
          overlapped ||= running > 0;
          running++;
          await settle();
          running--;
          return ok();
        },
      });
    });
    const peer = new PeerWindow(PEER);
    const foreign = new PeerWindow(FOREIGN);
    // What each message should get back: the id and whether it is a result or which error.
    const expected = new Map<string | number, 'result' | number>();
    let nullIdErrors = 0;
    // Delivered in one task, no request ends before the burst does: the first MAX_REQUESTS_IN_FLIGHT
    // well-formed requests are taken, every later one is refused at once as busy.
    let inFlight = 0;
    const admit = (id: string | number, answer: 'result' | number) => expected.set(id, inFlight++ < MAX_REQUESTS_IN_FLIGHT ? answer : JsonRpcErrorCode.serverBusy);
    const kinds = ['ping', 'echo', 'invalid', 'unknown-tool', 'count', 'not-json', 'bad-version', 'no-method', 'bad-params', 'unknown-method', 'notification', 'text-ping'] as const;
    for (let i = 0; i < 10_000; i++) {
      const kind = kinds[i % kinds.length]!;
      const id = i % 2 ? i : `id-${i}`;
      // One foreign message for every ten: never answered, never run.
      if (i % 10 === 0) page.deliver(foreign, envelope({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'echo', arguments: { n: -1 } } }));
      switch (kind) {
        case 'ping':
          page.deliver(peer, envelope({ jsonrpc: '2.0', id, method: 'ping' }));
          admit(id, 'result');
          break;
        case 'echo':
        case 'invalid':
        case 'unknown-tool':
        case 'count': {
          const name = kind === 'unknown-tool' ? 'nope' : kind === 'count' ? 'count' : 'echo';
          page.deliver(peer, envelope({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: kind === 'invalid' ? { n: 'x' } : { n: i } } }));
          admit(id, 'result');
          break;
        }
        case 'not-json':
          page.deliver(peer, envelope('{"jsonrpc": "2.0", "id": '));
          nullIdErrors++;
          break;
        case 'bad-version':
          page.deliver(peer, envelope({ jsonrpc: '1.0', id, method: 'ping' }));
          expected.set(id, JsonRpcErrorCode.invalidRequest);
          break;
        case 'no-method':
          page.deliver(peer, envelope({ jsonrpc: '2.0', id }));
          expected.set(id, JsonRpcErrorCode.invalidRequest);
          break;
        case 'bad-params':
          page.deliver(peer, envelope({ jsonrpc: '2.0', id, method: 'tools/call', params: [1] }));
          expected.set(id, JsonRpcErrorCode.invalidParams);
          break;
        case 'unknown-method':
          page.deliver(peer, envelope({ jsonrpc: '2.0', id, method: 'resources/list' }));
          admit(id, JsonRpcErrorCode.methodNotFound);
          break;
        case 'notification':
          page.deliver(peer, envelope({ jsonrpc: '2.0', method: 'notifications/initialized' }));
          break;
        case 'text-ping':
          page.deliver(peer, envelope(JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' })));
          admit(id, 'result');
          break;
      }
    }
    const total = expected.size + nullIdErrors;
    for (let waited = 0; peer.received.length < total && waited < 20_000; waited += 10) await settle(10);
    await settle(20);

    expect(peer.received).toHaveLength(total);
    expect(foreign.received).toEqual([]);
    expect(runs).not.toContain(-1);
    expect(overlapped, 'the exclusive tool ran two calls at once').toBe(false);
    const seen = new Map<string | number, number>();
    let nullIds = 0;
    for (const { message } of peer.received) {
      expectWellFormed(message);
      const id = message['id'] as string | number | null;
      if (id === null) {
        nullIds++;
        expect((message['error'] as { code: number }).code).toBe(JsonRpcErrorCode.parseError);
        continue;
      }
      seen.set(id, (seen.get(id) ?? 0) + 1);
      const want = expected.get(id);
      if (want === 'result') expect(message).toHaveProperty('result');
      else expect(message).toMatchObject({ error: { code: want } });
    }
    expect(nullIds).toBe(nullIdErrors);
    expect(seen.size).toBe(expected.size);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
    summary.push(`bridge burst: 10000 messages + 1000 foreign, ${total} replies expected, ${total - peer.received.length} lost`);
  }, 30_000);
});

describe('docs/security.md T7: floods of requests that do not end', () => {
  /** A bridge whose registry asks a person about `pay` and keeps every pending card; `hang` never ends. */
  function waiting() {
    const cards: ((approved: boolean) => void)[] = [];
    const runs: unknown[] = [];
    const tm = createToolmark({ dev: true, confirm: () => new Promise<boolean>((resolve) => cards.push(resolve)) });
    tm.register({ name: 'pay', description: 'Pays', hints: { destructive: true }, run: (input) => (runs.push(input), ok()) });
    tm.register({ name: 'hang', description: 'Never answers', hints: { readOnly: true }, run: () => new Promise<never>(() => {}) });
    const page = new PageWindow();
    bridges.push(createBridge(tm, { window: page, allowedOrigins: [PEER, FOREIGN] }));
    return { page, cards, runs };
  }
  const call = (id: number, name: string) => envelope({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: {} } });
  const codes = (peer: PeerWindow) => peer.received.map(({ message }) => (message['error'] as { code: number } | undefined)?.code ?? 'result');

  test('1,000 calls that wait for a person: MAX_REQUESTS_IN_FLIGHT cards at most, the rest refused busy at once; answered cards free their slots', async () => {
    const { page, cards, runs } = waiting();
    const peer = new PeerWindow(PEER);
    for (let id = 1; id <= 1000; id++) page.deliver(peer, call(id, 'pay'));
    await settle();
    expect(cards).toHaveLength(MAX_REQUESTS_IN_FLIGHT);
    expect(codes(peer)).toEqual(Array(1000 - MAX_REQUESTS_IN_FLIGHT).fill(JsonRpcErrorCode.serverBusy));
    expect(peer.received[0]!.message).toMatchObject({ id: MAX_REQUESTS_IN_FLIGHT + 1, error: { message: 'Server busy: too many requests in flight' } });
    for (const answer of cards.splice(0)) answer(true);
    await settle(10);
    expect(runs).toHaveLength(MAX_REQUESTS_IN_FLIGHT);
    peer.received.length = 0;
    page.deliver(peer, call(2000, 'pay'));
    await settle();
    expect(cards).toHaveLength(1);
    expect(peer.received).toEqual([]);
  });

  test('calls that never end hold their slots until cancelled; each peer has a bound of its own', async () => {
    const { page } = waiting();
    const peer = new PeerWindow(PEER);
    const other = new PeerWindow(FOREIGN);
    for (let id = 1; id <= MAX_REQUESTS_IN_FLIGHT + 10; id++) page.deliver(peer, call(id, 'hang'));
    await settle();
    expect(codes(peer)).toEqual(Array(10).fill(JsonRpcErrorCode.serverBusy));
    // Another window is not locked out by this one's flood.
    page.deliver(other, envelope({ jsonrpc: '2.0', id: 1, method: 'ping' }));
    await settle();
    expect(codes(other)).toEqual(['result']);
    // Cancelling one call frees one slot: the next request is taken, the one after refused.
    page.deliver(peer, envelope({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } }));
    await settle();
    peer.received.length = 0;
    page.deliver(peer, envelope({ jsonrpc: '2.0', id: 'a', method: 'ping' }));
    page.deliver(peer, envelope({ jsonrpc: '2.0', id: 'b', method: 'ping' }));
    await settle();
    expect(peer.received.map(({ message }) => [message['id'], codes({ received: [{ message }] } as PeerWindow)[0]])).toEqual([
      ['b', JsonRpcErrorCode.serverBusy],
      ['a', 'result'],
    ]);
  });

  test('one window flooding through Toolmark’s envelope and both MCP-B channels at once: MAX_REQUESTS_IN_FLIGHT cards in all, not one bound per wire (issue #33)', async () => {
    const { page, cards, runs } = waiting();
    const peer = new PeerWindow(PEER);
    const mcpb = (channel: string, id: number) => ({ channel, type: 'mcp', direction: 'client-to-server', payload: { jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'pay', arguments: {} } } });
    const wires = [(id: number) => call(id, 'pay'), (id: number) => mcpb('mcp-default', id), (id: number) => mcpb('mcp-iframe', id)];
    // Interleaved, as a flooding window would post them: each wire alone stays under the bound.
    for (let id = 1; id <= 60; id++) for (const wrap of wires) page.deliver(peer, wrap(id));
    await settle();
    expect(cards).toHaveLength(MAX_REQUESTS_IN_FLIGHT);
    const busy = (message: unknown) => ((message as { message?: { error?: { code: number } }; payload?: { error?: { code: number } } }).message ?? (message as { payload: { error?: { code: number } } }).payload).error?.code;
    expect(peer.received.map(busy)).toEqual(Array(180 - MAX_REQUESTS_IN_FLIGHT).fill(JsonRpcErrorCode.serverBusy));
    // Answered cards free slots for any of the window's wires; another window keeps a bound of its own.
    cards.splice(0, 3).forEach((answer) => answer(true));
    await settle(10);
    expect(runs).toHaveLength(3);
    page.deliver(peer, mcpb('mcp-iframe', 1000));
    page.deliver(new PeerWindow(FOREIGN), call(1, 'pay'));
    await settle();
    expect(cards).toHaveLength(MAX_REQUESTS_IN_FLIGHT - 3 + 2);
  });

  test('the same id 1,000 times while its call waits: refused "id in use", one card, one run', async () => {
    const { page, cards, runs } = waiting();
    const peer = new PeerWindow(PEER);
    for (let i = 0; i < 1000; i++) page.deliver(peer, call(7, 'pay'));
    await settle();
    expect(cards).toHaveLength(1);
    expect(peer.received.map(({ message }) => message)).toEqual(Array(999).fill({ jsonrpc: '2.0', id: 7, error: { code: JsonRpcErrorCode.invalidRequest, message: 'Invalid request: id in use' } }));
    cards[0]!(true);
    await settle();
    expect(runs).toHaveLength(1);
    expect(peer.received).toHaveLength(1000);
  });

  // No rate limit: each list is work of its own, one manifest, none of it kept. The work is counted
  // here (manifests built, replies posted); its time is bench/bridge-flood.ts's, never a pass or fail.
  test('a flood of 2,000 tools/list over 100 tools is answered, each once, at the cost of one manifest each', async () => {
    const { tm, page } = setup((tm) => {
      for (let i = 0; i < 100; i++) {
        tm.register({ name: `tool${i}`, description: `Tool number ${i}`, jsonSchema: { type: 'object', properties: { a: { type: 'string', maxLength: 50 }, b: { type: 'number' } } }, run: () => ok() });
      }
    });
    const manifest = tm.manifest.bind(tm);
    let manifests = 0;
    tm.manifest = () => (manifests++, manifest());
    const peer = new PeerWindow(PEER);
    for (let i = 0; i < 2000; i += MAX_REQUESTS_IN_FLIGHT) {
      for (let id = i; id < Math.min(i + MAX_REQUESTS_IN_FLIGHT, 2000); id++) page.deliver(peer, envelope({ jsonrpc: '2.0', id, method: 'tools/list' }));
      await settle();
    }
    expect(peer.received).toHaveLength(2000);
    expect(codes(peer).every((code) => code === 'result')).toBe(true);
    expect(new Set(peer.received.map(({ message }) => message['id'])).size).toBe(2000);
    expect(peer.received.every(({ message }) => (message['result'] as { tools: unknown[] }).tools.length === 100)).toBe(true);
    // One manifest per list: no list costs more than its own, and none is kept for the next.
    expect(manifests).toBe(2000);
    summary.push(`bridge tools/list flood: 2000 lists of 100 tools, ${manifests} manifests built`);
  }, 30_000);

  test('giant messages: 5,000,000 characters of arguments, as an object or as JSON text, are refused by the limits and never run', async () => {
    const runs: unknown[] = [];
    const { page } = setup((tm) => tm.register({ name: 'echo', description: 'd', hints: { readOnly: true }, run: (input) => (runs.push(input), ok()) }));
    const peer = new PeerWindow(PEER);
    const message = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo', arguments: { text: 'x'.repeat(5_000_000) } } };
    page.deliver(peer, envelope(message));
    page.deliver(peer, envelope(JSON.stringify({ ...message, id: 2 })));
    await settle();
    expect(runs).toEqual([]);
    for (const { message: reply } of peer.received) expect(reply).toMatchObject({ result: { _meta: { 'toolmark/code': 'invalid_input' } } });
    expect(peer.received).toHaveLength(2);
    expect(Math.max(...peer.texts.map((text) => text.length))).toBeLessThan(1000);
  });
});

describe('docs/security.md T7: what the bridge sends of its own stays within the window’s bound (issue #34)', () => {
  test('1,000 calls asking for progress, each reporting 1,000 times at once: MAX_REQUESTS_IN_FLIGHT calls run, one notification each, to the peer only', async () => {
    const runs: unknown[] = [];
    const { page } = setup((tm) =>
      tm.register({
        name: 'chatty',
        description: 'Reports a lot and never ends',
        hints: { readOnly: true },
        run: (_input, ctx) => {
          runs.push(ctx.callId);
          for (let i = 1; i <= 1000; i++) ctx.progress({ progress: i, total: 1000, message: `step ${i}` });
          return new Promise<never>(() => {});
        },
      }),
    );
    const peer = new PeerWindow(PEER);
    for (let id = 1; id <= 1000; id++) page.deliver(peer, envelope({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'chatty', arguments: {}, _meta: { progressToken: `t-${id}` } } }));
    await settle(10);
    const progress = peer.received.map(({ message }) => message).filter((message) => message['method'] === 'notifications/progress');
    const busy = peer.received.map(({ message }) => message).filter((message) => (message['error'] as { code?: number } | undefined)?.code === JsonRpcErrorCode.serverBusy);
    expect(runs).toHaveLength(MAX_REQUESTS_IN_FLIGHT);
    expect(busy).toHaveLength(1000 - MAX_REQUESTS_IN_FLIGHT);
    // The latest report of each admitted call, once; nothing for a refused request.
    expect(progress).toHaveLength(MAX_REQUESTS_IN_FLIGHT);
    expect(progress[0]).toEqual({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 't-1', progress: 1000, total: 1000, message: 'step 1000' } });
    expect(new Set(progress.map((message) => (message['params'] as { progressToken: string }).progressToken)).size).toBe(MAX_REQUESTS_IN_FLIGHT);
    summary.push(`bridge progress flood: 1000 calls × 1000 reports, ${progress.length} notifications`);
  });
});

describe('issue #17: a MessageEvent a page script made itself', () => {
  test('is not read: it could name any allowed origin; nothing runs and nothing is posted', async () => {
    const runs: unknown[] = [];
    const { page } = setup((tm) => tm.register({ name: 'echo', description: 'd', hints: { readOnly: true }, run: (input) => (runs.push(input), ok()) }));
    const peer = new PeerWindow(PEER);
    const data = envelope({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo', arguments: {} } });
    for (const listener of page.listeners) listener({ data, origin: PEER, source: peer, isTrusted: false } as unknown as MessageEvent);
    await settle();
    expect(runs).toEqual([]);
    expect(peer.received).toEqual([]);
    // The same message from the browser is answered.
    page.deliver(peer, data);
    await settle();
    expect(runs).toHaveLength(1);
  });
});

describe('docs/security.md T7: malformed JSON-RPC', () => {
  test('any message gets at most one well-formed JSON-RPC reply, and never runs a tool it should not (property)', async () => {
    const runs: unknown[] = [];
    const { page } = setup((tm) => tm.register({ name: 'echo', description: 'd', hints: { readOnly: true }, run: (input) => (runs.push(input), ok(input)) }));
    const messageArb = fc.oneof(
      fc.jsonValue(),
      fc.string(),
      fc.record(
        {
          jsonrpc: fc.constantFrom('2.0', '1.0', 2, null),
          id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.double(), fc.jsonValue()),
          method: fc.oneof(fc.constantFrom('ping', 'tools/list', 'tools/call', 'initialize', 'notifications/cancelled', '__proto__', 'constructor'), fc.jsonValue()),
          params: fc.oneof(fc.jsonValue(), fc.record({ name: fc.oneof(fc.constantFrom('echo', 'toString', '__proto__'), fc.jsonValue()), arguments: fc.jsonValue() }, { requiredKeys: [] })),
        },
        { requiredKeys: [] },
      ),
    );
    await checkProperty(
      'malformed JSON-RPC',
      fc.asyncProperty(messageArb, fc.boolean(), async (message, asText) => {
        const peer = new PeerWindow(PEER);
        runs.length = 0;
        page.deliver(peer, envelope(asText ? JSON.stringify(message) : message));
        await settle();
        expect(peer.received.length).toBeLessThanOrEqual(1);
        for (const { message: reply } of peer.received) expectWellFormed(reply);
        const request = message as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: { name?: unknown } };
        const isCall = typeof request === 'object' && request !== null && request.jsonrpc === '2.0' && request.method === 'tools/call' && request.params?.name === 'echo';
        if (!isCall) expect(runs).toEqual([]);
        // A request (an id) is always answered; a notification never is.
        const hasId = typeof request === 'object' && request !== null && !Array.isArray(request) && 'id' in request;
        if (hasId && typeof request.method === 'string') expect(peer.received).toHaveLength(1);
        if (typeof request === 'object' && request !== null && !Array.isArray(request) && !hasId && request.jsonrpc === '2.0' && typeof request.method === 'string') {
          expect(peer.received).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('docs/security.md T3: __proto__ in bridge messages', () => {
  test('dangerous keys in messages, params and arguments are data; Object.prototype is untouched', async () => {
    const seen: unknown[] = [];
    const { page } = setup((tm) => tm.register({ name: 'echo', description: 'd', hints: { readOnly: true }, run: (input) => (seen.push(input), ok(input)) }));
    const peer = new PeerWindow(PEER);
    const texts = [
      '{"__proto__": {"jsonrpc": "2.0", "method": "ping"}, "id": 1}',
      '{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"__proto__": {"name": "echo"}}}',
      '{"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "echo", "arguments": {"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": true}}}}}',
      '{"jsonrpc": "2.0", "id": 4, "method": "__proto__"}',
      '{"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {"name": "__proto__"}}',
      '{"jsonrpc": "2.0", "id": 6, "method": "tools/call", "params": {"name": "constructor"}}',
      '{"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"__proto__": {"requestId": 3}}}',
    ];
    // Each message twice: as JSON text the bridge parses, and as a structured-cloned object (id + 100).
    for (const text of texts) {
      page.deliver(peer, envelope(text));
      page.deliver(peer, envelope(JSON.parse(text.replace(/"id": (\d)/, (_, id: string) => `"id": ${Number(id) + 100}`))));
    }
    await settle(10);
    const byId = (id: number) => peer.received.map(({ message }) => message).filter((message) => message['id'] === id || message['id'] === id + 100);
    expect(byId(1).map((message) => (message['error'] as { code: number }).code)).toEqual([-32600, -32600]);
    expect(byId(3).map((message) => message['result'])).toEqual([expect.objectContaining({ structuredContent: expect.any(Object) }), expect.objectContaining({ structuredContent: expect.any(Object) })]);
    expect(byId(4).map((message) => (message['error'] as { code: number }).code)).toEqual([-32601, -32601]);
    // No name of its own (id 2) is an unknown tool, like `__proto__` or `constructor`.
    for (const id of [2, 5, 6]) expect(byId(id).map((message) => (message['result'] as { _meta: unknown })._meta)).toEqual([{ 'toolmark/code': 'unknown_tool' }, { 'toolmark/code': 'unknown_tool' }]);
    expect(seen).toHaveLength(2);
    for (const input of seen as Record<string, unknown>[]) {
      expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
      expect(input['isAdmin']).toBeUndefined();
      expect(Object.getOwnPropertyDescriptor(input, '__proto__')?.value).toEqual({ isAdmin: true });
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});

// A destructive `pay` tool that echoes its input everywhere it can: summary, progress, errors, and
// the result `answer` makes of it.
function registerEchoingPay(tm: Toolmark, answer: (input: Record<string, unknown>) => ToolResult): void {
  tm.register({
    name: 'pay',
    description: 'Pays',
    hints: { destructive: true },
    sensitivePaths: () => ['card.number', 'password'],
    summary: (input: Record<string, unknown>) => `Pay with ${JSON.stringify(input)}`,
    state: () => ({ last: 'none' }),
    run: (input: Record<string, unknown>, ctx): ToolResult => {
      ctx.progress({ message: `charging ${JSON.stringify(input)}` });
      if (input['fail']) throw new Error(`card ${JSON.stringify(input)} refused`);
      return answer(input);
    },
  });
}

describe('docs/security.md T1: secrets never leave through the bridge', () => {
  test('a secret planted at a sensitive path is in no payload the bridge posts (property)', async () => {
    const { page } = setup((tm) => registerEchoingPay(tm, (input) => ({ content: [{ type: 'text', text: `paid with ${JSON.stringify(input)}` }], structuredContent: { echo: input } })));
    const peer = new PeerWindow(PEER);
    let id = 0;
    await checkProperty(
      'secrets through the bridge',
      // Marked, so the secret cannot be a piece of the wire format itself ('_me' is in '_meta').
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 24 }).map((tail) => `SECRET-${tail}`), fc.boolean(), fc.constantFrom('card', 'password'), async (secret, fail, where) => {
        peer.texts.length = 0;
        const args = where === 'card' ? { card: { number: secret }, fail } : { password: secret, fail };
        page.deliver(peer, envelope({ jsonrpc: '2.0', id: ++id, method: 'tools/call', params: { name: 'pay', arguments: args } }));
        page.deliver(peer, envelope({ jsonrpc: '2.0', id: ++id, method: 'tools/list' }));
        await settle();
        expect(peer.texts).toHaveLength(2);
        const everything = peer.texts.join('\n');
        const escaped = JSON.stringify(secret).slice(1, -1);
        expect(everything).not.toContain(escaped);
        expect(everything).not.toContain(JSON.stringify(escaped).slice(1, -1));
        expect(everything).toContain('[redacted]');
      }),
      { numRuns: 200 },
    );
  });

  test('a secret with quotes, backslashes, line breaks or control characters is in no form (as is, JSON-escaped once or twice) in any payload (property)', async () => {
    // The run hands the input back as JSON text inside JSON text: the secret escaped twice.
    const { page } = setup((tm) =>
      registerEchoingPay(tm, (input) => ({
        content: [{ type: 'text', text: `paid with ${JSON.stringify(JSON.stringify(input))}` }],
        structuredContent: { echo: input, text: JSON.stringify(input) },
      })),
    );
    const peer = new PeerWindow(PEER);
    let id = 0;
    await checkProperty(
      'hostile secrets through the bridge',
      fc.asyncProperty(hostileSecret, fc.boolean(), fc.constantFrom('card', 'password'), fc.boolean(), async (secret, fail, where, asText) => {
        peer.received.length = 0;
        const args = where === 'card' ? { card: { number: secret }, fail } : { password: secret, fail };
        const message = { jsonrpc: '2.0', id: ++id, method: 'tools/call', params: { name: 'pay', arguments: args } };
        page.deliver(peer, envelope(asText ? JSON.stringify(message) : message));
        await settle();
        expect(peer.received).toHaveLength(1);
        expect(findLeak(peer.received, secret)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  test('progress notifications carry no secret: the reports are redacted before they leave (issue #34)', async () => {
    const secret = 'SECRET-card-4242';
    const { page } = setup((tm) =>
      tm.register({
        name: 'pay',
        description: 'Pays, slowly',
        sensitivePaths: () => ['card.number'],
        run: async (input: { card: { number: string } }, ctx) => {
          ctx.progress({ progress: 1, message: `charging ${JSON.stringify(input)} with ${input.card.number}` });
          await settle(5);
          return ok({ echo: input });
        },
      }),
    );
    const peer = new PeerWindow(PEER);
    page.deliver(peer, envelope({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'pay', arguments: { card: { number: secret } }, _meta: { progressToken: 1 } } }));
    await settle(20);
    expect(peer.received.map(({ message }) => message['method'] ?? 'result')).toEqual(['notifications/progress', 'result']);
    expect(findLeak(peer.received, secret)).toBeUndefined();
    expect(peer.texts[0]).toContain('[redacted]');
  });

  test('a run that ignores redaction and returns the secret under another key is still scrubbed', async () => {
    const secret = 'correct-horse-battery';
    const { page } = setup((tm) =>
      tm.register({
        name: 'login',
        description: 'd',
        sensitivePaths: () => ['password'],
        run: (input: { password: string }): ToolResult => ({ content: [{ type: 'text', text: `x${input.password}x` }], structuredContent: { copy: input.password, nested: [input.password.toUpperCase()] } }),
      }),
    );
    const peer = new PeerWindow(PEER);
    page.deliver(peer, envelope({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'login', arguments: { password: secret } } }));
    await settle();
    expect(peer.texts.join()).not.toContain(secret);
    // Not a secret of the call: a transformed copy the run made itself is the tool's responsibility.
    expect(peer.texts.join()).toContain(secret.toUpperCase());
  });
});

afterAll(() => summary.forEach((line) => console.log(`[security] ${line}`)));
