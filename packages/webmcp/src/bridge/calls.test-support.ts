// A shop page with a bridge, and agents that talk to it with raw JSON-RPC, for the tests of calls
// that outlive a deadline, report progress, are cancelled, or ask the person (spec §16.7).
import { createToolmark, ok, type AskOptions, type AskRequest, type ConfirmRequest, type ToolResult } from '@toolmark/core';
import { createBridge, type Bridge, type BridgeOptions } from './create-bridge.js';
import { FakeWindow } from './fake-windows.test-support.js';
import { createEnvelope, type BridgeEnvelope } from './wire.js';
import { createMcpbEnvelope } from './mcpb-wire.js';

export const SHOP = 'https://shop.example';
export const AGENT = 'https://agent.example';
export const OTHER = 'https://other.example';

/** The form of `card.pick`'s question, and of `account.verify`'s (whose `code` is sensitive). */
const cardAnswer: AskOptions<{ card: string }>['input'] = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (value) => {
      const card = (value as { card?: unknown } | null)?.card;
      return typeof card === 'string' ? { value: { card } } : { issues: [{ message: "'card' must be a string", path: ['card'] }] };
    },
  },
};
const codeAnswer: AskOptions<{ code: string }>['input'] = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (value) => {
      const code = (value as { code?: unknown } | null)?.code;
      return typeof code === 'string' ? { value: { code } } : { issues: [{ message: "'code' must be a string", path: ['code'] }] };
    },
  },
};

/**
 * A registry whose person decides when the test says (`decide`), whose page answers questions with
 * `pageAnswer`, and tools: `shop.buy` (asks for a card), `report.build` (40 s, reports progress),
 * `card.pick` (asks which card), `account.verify` (asks for a sensitive code).
 */
export function shopRegistry() {
  const cards: ConfirmRequest[] = [];
  const decisions: ((approved: boolean) => void)[] = [];
  const asked: AskRequest[] = [];
  let pageAnswer: { value: unknown } | undefined = { value: { card: 'page-card', code: '0000' } };
  const ran: unknown[] = [];
  const tm = createToolmark({
    dev: true,
    confirm: (request) => (cards.push(request), new Promise<boolean>((resolve) => decisions.push(resolve))),
    ask: (request) => (asked.push(request), pageAnswer),
  });
  tm.register({ name: 'shop.buy', description: 'Buys', hints: { consequential: true }, run: () => (ran.push('buy'), ok({ order: 7 })) });
  tm.register({
    name: 'report.build',
    description: 'Builds the report',
    hints: { readOnly: true },
    run: async (_input, ctx) => {
      ctx.progress({ progress: 1, total: 4, message: 'collecting' });
      ctx.progress({ progress: 2, total: 4 });
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      ctx.progress({ message: 'writing' });
      await new Promise((resolve) => setTimeout(resolve, 30_000));
      ran.push('report');
      return ok('built');
    },
  });
  tm.register({
    name: 'card.pick',
    description: 'Picks a card',
    hints: { readOnly: true },
    run: async (_input, ctx): Promise<ToolResult> => {
      const answer = await ctx.ask({ message: 'Which card?', input: cardAnswer, jsonSchema: { type: 'object', properties: { card: { type: 'string' } }, required: ['card'] } });
      ran.push(answer);
      return answer.ok ? ok({ card: answer.value.card }) : ok({ declined: answer.code });
    },
  });
  tm.register({
    name: 'account.verify',
    description: 'Verifies the account',
    hints: { readOnly: true },
    run: async (_input, ctx) => {
      const answer = await ctx.ask({ message: 'The code from your phone?', input: codeAnswer, jsonSchema: { type: 'object', properties: { code: { type: 'string' } } }, sensitivePaths: ['code'] });
      ran.push(answer.ok ? 'verified' : answer.code);
      return ok({ verified: answer.ok, echo: answer.ok ? answer.value.code : null });
    },
  });
  return {
    tm,
    cards,
    asked,
    ran,
    decide: (approved: boolean) => decisions.shift()!(approved),
    answerWith: (answer: { value: unknown } | undefined) => void (pageAnswer = answer),
  };
}

/** An agent window's raw JSON-RPC to the shop's bridge: what it sends, and what it has received. */
export interface RawPeer {
  send(message: Record<string, unknown>): void;
  /** The JSON-RPC messages the bridge sent this peer so far, in order. */
  messages(): Record<string, unknown>[];
}

/**
 * Talks to the bridge in `shop` from `from`, in Toolmark's envelope or on one of MCP-B's channels.
 *
 * @param from The agent's window.
 * @param shop The shop's window.
 * @param mcpbChannel MCP-B's channel to speak on, if any.
 * @returns The peer.
 */
export function rawPeer(from: FakeWindow, shop: FakeWindow, mcpbChannel?: string): RawPeer {
  const target = shop.seenFrom(from);
  const start = from.delivered.length;
  return {
    send: (message) => target.postMessage(mcpbChannel ? { ...createMcpbEnvelope(mcpbChannel, { jsonrpc: '2.0', ...message }), direction: 'client-to-server' } : createEnvelope('client', 'toolmark', { jsonrpc: '2.0', ...message }), SHOP),
    messages: () =>
      from.delivered
        .slice(start)
        .filter(({ origin }) => origin === SHOP)
        .map(({ data }) => (mcpbChannel ? (data as { channel?: string; payload?: unknown }).channel === mcpbChannel && (data as { payload: unknown }).payload : (data as BridgeEnvelope).type === 'toolmark:mcp' && (data as BridgeEnvelope).message))
        .filter((message): message is Record<string, unknown> => typeof message === 'object' && message !== null),
  };
}

/** A `tools/call` request. */
export const callTool = (id: number | string, name: string, args: unknown = {}, meta?: Record<string, unknown>) => ({
  id,
  method: 'tools/call',
  params: { name, arguments: args, ...(meta && { _meta: meta }) },
});

/**
 * The shop's window with a bridge allowing the agent's and another origin, and the agent's window.
 *
 * @param options The bridge's options.
 * @returns The windows, the registry and the bridge.
 */
export function shopWithBridge(options: BridgeOptions = {}): ReturnType<typeof shopRegistry> & { agent: FakeWindow; shop: FakeWindow; bridge: Bridge } {
  const agent = new FakeWindow(AGENT);
  const shop = new FakeWindow(SHOP, agent);
  const registry = shopRegistry();
  const bridge = createBridge(registry.tm, { window: shop.self, allowedOrigins: [AGENT, OTHER], ...options });
  return { ...registry, agent, shop, bridge };
}
