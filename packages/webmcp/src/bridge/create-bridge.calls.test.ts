// Spec §16.7: bridge calls that outlive the peer's deadline (pending, then `toolmark.call_status`),
// report progress, are cancelled, or lose their peer; and whose outcome only their peer may collect.
import { CALL_STATUS, DEFAULT_DEADLINE_MS } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT, callTool, OTHER, rawPeer, shopWithBridge } from './calls.test-support.js';
import { MAX_REQUESTS_IN_FLIGHT, type Bridge } from './create-bridge.js';
import { FakeWindow } from './fake-windows.test-support.js';
import { PEER_CHECK_MS } from './peers.js';
import { JsonRpcErrorCode } from './wire.js';

const bridges: Bridge[] = [];
beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  bridges.splice(0).forEach((bridge) => bridge.dispose());
  vi.useRealTimers();
});

/** The shop and its bridge, disposed after the test. */
function setup(...args: Parameters<typeof shopWithBridge>) {
  const shop = shopWithBridge(...args);
  bridges.push(shop.bridge);
  return shop;
}

/** Lets the fake browser deliver what was posted (each post is a task), and `ms` more pass. */
const pass = (ms = 0) => vi.advanceTimersByTimeAsync(ms + 1);

const resultOf = (messages: Record<string, unknown>[], id: unknown) => messages.find((message) => message['id'] === id && 'result' in message)?.['result'] as Record<string, unknown> | undefined;
const progressOf = (messages: Record<string, unknown>[]) => messages.filter((message) => message['method'] === 'notifications/progress').map((message) => message['params']);

describe('spec §16.7 Deadlines: tools/call answers before the peer gives up', () => {
  it('a call waiting for a person past the deadline answers pending; toolmark.call_status then gives the final result', async () => {
    const { agent, shop, ran, decide, tm } = setup();
    const peer = rawPeer(agent, shop);
    peer.send(callTool(1, 'shop.buy'));
    await pass(DEFAULT_DEADLINE_MS - 50);
    expect(resultOf(peer.messages(), 1)).toBeUndefined();
    // The deadline, and the task the answer takes to reach the peer.
    await pass(50);
    expect(resultOf(peer.messages(), 1)).toEqual({
      content: [{ type: 'text', text: expect.stringContaining("'shop.buy' is waiting for the person to decide: call call-1 has not failed and is not over.") }],
      structuredContent: { status: 'pending', callId: 'call-1', name: 'shop.buy', phase: 'waiting-for-person' },
      _meta: { 'toolmark/code': 'pending' },
    });
    expect(tm.manifest().map(({ name }) => name)).toContain(CALL_STATUS);
    peer.send(callTool(2, CALL_STATUS, { callId: 'call-1' }));
    await pass(1_000);
    decide(true);
    await pass();
    expect(resultOf(peer.messages(), 2)).toEqual({ content: [{ type: 'text', text: '{"order":7}' }], structuredContent: { order: 7 } });
    expect(ran).toEqual(['buy']);
  });

  it('a 40 s run: pending at 25 s, and toolmark.call_status with waitMs 20000 hands over the result at 40 s', async () => {
    const { agent, shop, ran } = setup();
    const peer = rawPeer(agent, shop);
    peer.send(callTool(1, 'report.build'));
    await pass(DEFAULT_DEADLINE_MS);
    expect(resultOf(peer.messages(), 1)).toMatchObject({ structuredContent: { status: 'pending', callId: 'call-1', phase: 'running' }, _meta: { 'toolmark/code': 'pending' } });
    peer.send(callTool(2, CALL_STATUS, { callId: 'call-1', waitMs: 20_000 }));
    await pass(40_000 - DEFAULT_DEADLINE_MS - 50);
    expect(resultOf(peer.messages(), 2)).toBeUndefined();
    await pass(50);
    expect(resultOf(peer.messages(), 2)).toEqual({ content: [{ type: 'text', text: 'built' }] });
    expect(ran).toEqual(['report']);
  });

  it('the deadline option: a number, or a function of the tool; Infinity waits for the result', async () => {
    const { agent, shop } = setup({ deadlineMs: (name) => (name === 'shop.buy' ? 1_000 : Infinity) });
    const peer = rawPeer(agent, shop);
    peer.send(callTool(1, 'shop.buy'));
    peer.send(callTool(2, 'report.build'));
    await pass(1_000);
    expect(resultOf(peer.messages(), 1)).toMatchObject({ _meta: { 'toolmark/code': 'pending' } });
    await pass(38_950);
    expect(resultOf(peer.messages(), 2)).toBeUndefined();
    await pass(50);
    expect(resultOf(peer.messages(), 2)).toEqual({ content: [{ type: 'text', text: 'built' }] });
  });

  it(`a call that answered pending keeps its window's place until it settles: ${MAX_REQUESTS_IN_FLIGHT} waiting cards at most`, async () => {
    const { agent, shop, cards, decide } = setup({ deadlineMs: 1_000 });
    const peer = rawPeer(agent, shop);
    for (let id = 1; id <= MAX_REQUESTS_IN_FLIGHT; id++) peer.send(callTool(id, 'shop.buy'));
    await pass(1_000);
    expect(peer.messages().filter((message) => (message['result'] as { _meta?: unknown } | undefined)?._meta)).toHaveLength(MAX_REQUESTS_IN_FLIGHT);
    peer.send(callTool('one more', 'shop.buy'));
    await pass();
    expect(peer.messages().at(-1)).toMatchObject({ id: 'one more', error: { code: JsonRpcErrorCode.serverBusy } });
    expect(cards).toHaveLength(MAX_REQUESTS_IN_FLIGHT);
    decide(false);
    await pass();
    peer.send(callTool('now', 'shop.buy'));
    await pass();
    expect(cards).toHaveLength(MAX_REQUESTS_IN_FLIGHT + 1);
  });
});

describe('spec §16.7 Progress', () => {
  it('a request with a progress token gets notifications/progress, one per task, until it is answered; one without gets none', async () => {
    const { agent, shop } = setup();
    const withToken = rawPeer(agent, shop);
    withToken.send(callTool(1, 'report.build', {}, { progressToken: 'p-1' }));
    await pass(10_010);
    // The two reports of the run's first task are one notification, the latest; a message alone
    // counts one up (MCP wants progress to grow) and has no total.
    expect(progressOf(withToken.messages())).toEqual([
      { progressToken: 'p-1', progress: 2, total: 4 },
      { progressToken: 'p-1', progress: 3, message: 'writing' },
    ]);
    await pass(DEFAULT_DEADLINE_MS);
    expect(resultOf(withToken.messages(), 1)).toMatchObject({ _meta: { 'toolmark/code': 'pending' } });
    // Answered (pending): its token is no longer in progress, so nothing more is sent for it.
    const other = new FakeWindow(OTHER);
    const without = rawPeer(other, shop);
    without.send(callTool(1, 'report.build'));
    await pass(40_000);
    expect(progressOf(withToken.messages())).toHaveLength(2);
    expect(progressOf(without.messages())).toEqual([]);
    expect(resultOf(without.messages(), 1)).toMatchObject({ _meta: { 'toolmark/code': 'pending' } });
  });

  it('goes to the peer’s window and origin only', async () => {
    const { agent, shop } = setup();
    const bystander = new FakeWindow(OTHER);
    rawPeer(agent, shop).send(callTool(1, 'report.build', {}, { progressToken: 7 }));
    await pass(100);
    expect(agent.delivered.some(({ data }) => JSON.stringify(data).includes('notifications/progress'))).toBe(true);
    expect(bystander.delivered).toEqual([]);
  });
});

describe('spec §16.7 Cancellation and peers that go away', () => {
  it('notifications/cancelled aborts the call: the card closes, no response, the tool never runs after, the place is freed', async () => {
    const { agent, shop, cards, decide, ran } = setup();
    const peer = rawPeer(agent, shop);
    peer.send(callTool(1, 'shop.buy'));
    await pass(1_000);
    expect(cards[0]!.signal.aborted).toBe(false);
    peer.send({ method: 'notifications/cancelled', params: { requestId: 1, reason: 'the user stopped it' } });
    await pass();
    expect(cards[0]!.signal.aborted).toBe(true);
    decide(true);
    await pass(60_000);
    expect(ran).toEqual([]);
    expect(peer.messages()).toEqual([]);
  });

  it('a peer whose window closes: its calls are aborted, those that answered pending too, and never run', async () => {
    const { agent, shop, cards, decide, ran } = setup();
    const peer = rawPeer(agent, shop);
    peer.send(callTool(1, 'shop.buy'));
    await pass(DEFAULT_DEADLINE_MS);
    expect(resultOf(peer.messages(), 1)).toMatchObject({ _meta: { 'toolmark/code': 'pending' } });
    peer.send(callTool(2, 'shop.buy'));
    await pass();
    agent.close();
    await pass(PEER_CHECK_MS);
    expect(cards.map((card) => card.signal.aborted)).toEqual([true, true]);
    decide(true);
    decide(true);
    await pass(60_000);
    expect(ran).toEqual([]);
  });

  it('a client that starts again (a second initialize, MCP-B’s check-ready) ends the calls of the one before', async () => {
    const { agent, shop, cards } = setup();
    const peer = rawPeer(agent, shop);
    peer.send({ id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {} } });
    peer.send(callTool(1, 'shop.buy'));
    await pass(100);
    peer.send({ id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {} } });
    await pass();
    expect(cards[0]!.signal.aborted).toBe(true);
    // The new session's own id 1 is free.
    peer.send(callTool(1, 'shop.buy'));
    await pass();
    expect(cards).toHaveLength(2);
    expect(peer.messages().filter((message) => 'error' in message)).toEqual([]);

    const mcpb = rawPeer(agent, shop, 'mcp-default');
    mcpb.send({ id: 1, method: 'tools/call', params: { name: 'shop.buy', arguments: {} } });
    await pass();
    shop.seenFrom(agent).postMessage({ channel: 'mcp-default', type: 'mcp', direction: 'client-to-server', payload: 'mcp-check-ready' }, 'https://shop.example');
    await pass();
    expect(cards.map((card) => card.signal.aborted)).toEqual([true, false, true]);
  });
});

describe('spec §16.7 toolmark.call_status: only the peer that made a call collects it', () => {
  it('another window of the same origin, the same window on another wire, and another origin get unknown_call', async () => {
    const { agent, shop, decide } = setup();
    const owner = rawPeer(agent, shop);
    owner.send(callTool(1, 'shop.buy'));
    await pass(DEFAULT_DEADLINE_MS);
    expect(resultOf(owner.messages(), 1)).toMatchObject({ structuredContent: { callId: 'call-1' } });
    decide(true);
    await pass();
    const others = [rawPeer(new FakeWindow(AGENT), shop), rawPeer(agent, shop, 'mcp-default'), rawPeer(new FakeWindow(OTHER), shop)];
    for (const other of others) other.send(callTool(9, CALL_STATUS, { callId: 'call-1', waitMs: 0 }));
    await pass();
    for (const other of others) {
      expect(resultOf(other.messages(), 9)).toEqual({
        content: [{ type: 'text', text: "No call 'call-1' of yours is under way or waiting to be collected" }],
        isError: true,
        _meta: { 'toolmark/code': 'unknown_call' },
      });
    }
    owner.send(callTool(2, CALL_STATUS, { callId: 'call-1', waitMs: 0 }));
    await pass();
    expect(resultOf(owner.messages(), 2)).toEqual({ content: [{ type: 'text', text: '{"order":7}' }], structuredContent: { order: 7 } });
  });
});
