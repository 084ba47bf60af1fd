// Spec §16.7 Elicitation: a client that declares elicitation in `initialize` answers its calls'
// `ctx.ask` questions itself (`elicitation/create`, a request of the bridge's own); a question with
// sensitive paths never goes to it; other clients' questions go to the page's handler (the card).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT, callTool, rawPeer, shopWithBridge, type RawPeer } from './calls.test-support.js';
import type { Bridge } from './create-bridge.js';
import { ELICIT_TIMEOUT_MS } from './elicit.js';
import { FakeWindow } from './fake-windows.test-support.js';

const bridges: Bridge[] = [];
beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  bridges.splice(0).forEach((bridge) => bridge.dispose());
  vi.useRealTimers();
});

const pass = (ms = 0) => vi.advanceTimersByTimeAsync(ms + 1);

/** The shop, and an agent that initialized with these capabilities. */
async function connected(capabilities: Record<string, unknown>) {
  const shop = shopWithBridge();
  bridges.push(shop.bridge);
  const peer = rawPeer(shop.agent, shop.shop);
  peer.send({ id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities, clientInfo: { name: 'agent', version: '1' } } });
  peer.send({ method: 'notifications/initialized' });
  await pass();
  return { ...shop, peer };
}

const questions = (peer: RawPeer) => peer.messages().filter((message) => message['method'] === 'elicitation/create');
const resultOf = (peer: RawPeer, id: unknown) => peer.messages().find((message) => message['id'] === id && 'result' in message)?.['result'];

describe('spec §16.7 Elicitation', () => {
  it('a client that declared elicitation gets elicitation/create with an id of the bridge’s; its accepted content reaches run', async () => {
    const { peer, asked, ran } = await connected({ elicitation: {} });
    peer.send(callTool(1, 'card.pick'));
    await pass();
    expect(questions(peer)).toEqual([
      {
        jsonrpc: '2.0',
        id: 'toolmark-ask-1',
        method: 'elicitation/create',
        params: { message: 'Which card?', requestedSchema: { type: 'object', properties: { card: { type: 'string' } }, required: ['card'] } },
      },
    ]);
    peer.send({ id: 'toolmark-ask-1', result: { action: 'accept', content: { card: 'visa' } } });
    await pass();
    expect(resultOf(peer, 1)).toEqual({ content: [{ type: 'text', text: '{"card":"visa"}' }], structuredContent: { card: 'visa' } });
    expect(ran).toEqual([{ ok: true, value: { card: 'visa' } }]);
    expect(asked).toEqual([]);
  });

  it.each([
    ['decline', { result: { action: 'decline' } }],
    ['cancel', { result: { action: 'cancel' } }],
    ['an error', { error: { code: -32602, message: 'Client does not support form-mode elicitation requests' } }],
    ['accept without content', { result: { action: 'accept' } }],
  ])('%s is a decline', async (_label, answer) => {
    const { peer, ran } = await connected({ elicitation: { form: {} } });
    peer.send(callTool(1, 'card.pick'));
    await pass();
    peer.send({ id: 'toolmark-ask-1', ...answer });
    await pass();
    expect(ran).toEqual([{ ok: false, code: 'declined', message: 'The person declined to answer' }]);
    expect(resultOf(peer, 1)).toMatchObject({ structuredContent: { declined: 'declined' } });
  });

  it(`no answer within ${ELICIT_TIMEOUT_MS / 60_000} minutes: the question is cancelled and declined`, async () => {
    const { peer, ran } = await connected({ elicitation: {} });
    peer.send(callTool(1, 'card.pick'));
    await pass(ELICIT_TIMEOUT_MS - 10);
    expect(ran).toEqual([]);
    await pass(10);
    expect(peer.messages()).toContainEqual({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 'toolmark-ask-1', reason: 'The call no longer waits for this answer' } });
    expect(ran).toEqual([{ ok: false, code: 'declined', message: 'The person declined to answer' }]);
  });

  it('a call cancelled while it asks: the client is told its question is cancelled, and a late answer changes nothing', async () => {
    const { peer, ran } = await connected({ elicitation: {} });
    peer.send(callTool(1, 'card.pick'));
    await pass();
    peer.send({ method: 'notifications/cancelled', params: { requestId: 1 } });
    await pass();
    expect(peer.messages().at(-1)).toEqual({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 'toolmark-ask-1', reason: 'The call no longer waits for this answer' } });
    peer.send({ id: 'toolmark-ask-1', result: { action: 'accept', content: { card: 'visa' } } });
    await pass();
    expect(ran).toEqual([{ ok: false, code: 'aborted', message: 'The call ended before the person answered' }]);
    expect(resultOf(peer, 1)).toBeUndefined();
  });

  it('only the peer that was asked answers: the same id from another window of its origin is ignored', async () => {
    const { peer, shop, ran } = await connected({ elicitation: {} });
    peer.send(callTool(1, 'card.pick'));
    await pass();
    rawPeer(new FakeWindow(AGENT), shop).send({ id: 'toolmark-ask-1', result: { action: 'accept', content: { card: 'stolen' } } });
    await pass();
    expect(ran).toEqual([]);
    peer.send({ id: 'toolmark-ask-1', result: { action: 'accept', content: { card: 'visa' } } });
    await pass();
    expect(ran).toEqual([{ ok: true, value: { card: 'visa' } }]);
  });

  it('a question with sensitive paths never goes to the client: the page asks the person, and the answer is in no message', async () => {
    const { peer, asked, answerWith, agent } = await connected({ elicitation: {} });
    answerWith({ value: { code: 'SECRET-4242' } });
    peer.send(callTool(1, 'account.verify'));
    await pass();
    expect(questions(peer)).toEqual([]);
    expect(asked.map(({ message, sensitivePaths }) => ({ message, sensitivePaths }))).toEqual([{ message: 'The code from your phone?', sensitivePaths: ['code'] }]);
    expect(resultOf(peer, 1)).toMatchObject({ structuredContent: { verified: true, echo: '[redacted]' } });
    expect(JSON.stringify(agent.delivered)).not.toContain('SECRET-4242');
  });

  it.each([
    ['no elicitation', {}],
    ['URL elicitation only', { elicitation: { url: {} } }],
  ])('a client with %s is not asked: the page’s handler is', async (_label, capabilities) => {
    const { peer, asked, ran } = await connected(capabilities);
    peer.send(callTool(1, 'card.pick'));
    await pass();
    expect(questions(peer)).toEqual([]);
    expect(asked).toHaveLength(1);
    expect(ran).toEqual([{ ok: true, value: { card: 'page-card' } }]);
  });
});
