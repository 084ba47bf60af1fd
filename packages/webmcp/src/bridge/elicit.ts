// MCP elicitation over the bridge (spec §16.7 Elicitation): a client that declared it in `initialize`
// answers its calls' `ctx.ask` questions itself. The bridge sends it `elicitation/create`, a request
// of the bridge's own (an id of its own, answered by the peer), and reads the answer.
// Questions with sensitive paths never come here: core keeps them for the page's card (spec §3.12).
import type { AskHandler, AskRequest, JsonSchema } from '@toolmark/core';
import { isRecord } from '@toolmark/core/internal';
import type { JsonRpcId, MessageTarget } from './wire.js';

/**
 * How long the bridge waits for a client's answer to one question: then the request is cancelled
 * (`notifications/cancelled`) and the question counts as declined.
 */
export const ELICIT_TIMEOUT_MS = 5 * 60_000;

/** How many questions one window may have unanswered, across its wires (docs/security.md I6). */
export const MAX_QUESTIONS_IN_FLIGHT = 64;

/** The JSON Schema types MCP's elicitation forms take for a property. */
const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);

/** What elicitation needs of a peer: where it is, and a way to post to it. */
export interface AskingPeer {
  readonly target: MessageTarget;
}

/** The questions a bridge has asked its peers, and the answers it reads back. */
export interface Elicitations {
  /** The ask handler that asks this peer's client (`CallOptions.ask` of its calls). */
  askOf(peer: AskingPeer): AskHandler;
  /** Reads a response a peer sent; whether it answered one of the bridge's questions. */
  answer(peer: AskingPeer, response: Readonly<Record<string, unknown>>): boolean;
  /** Ends the peer's questions unanswered (it went away). */
  end(peer: AskingPeer): void;
}

/**
 * Checks whether a client declared form elicitation in `initialize`: `capabilities.elicitation` with
 * `form`, or with neither `form` nor `url` (MCP before 2025-11-25 had forms only).
 *
 * @param capabilities The client's `capabilities`, whatever they are.
 * @returns Whether its calls' questions may go to it.
 */
export function elicitsForms(capabilities: unknown): boolean {
  const elicitation = isRecord(capabilities) ? capabilities['elicitation'] : undefined;
  if (!isRecord(elicitation)) return false;
  return elicitation['form'] !== undefined || elicitation['url'] === undefined;
}

/**
 * Checks whether a form's schema is one MCP's elicitation takes: an object whose properties are
 * each a string, number, integer or boolean (enums of strings included), nothing nested. A client
 * refuses anything else, so such a question is not sent (it is declined).
 *
 * @param schema The question's JSON Schema.
 * @returns Whether it can be sent.
 */
export function isElicitationSchema(schema: JsonSchema): boolean {
  const { type, properties } = schema as { type?: unknown; properties?: unknown };
  return type === 'object' && isRecord(properties) && Object.values(properties).every((property) => isRecord(property) && PRIMITIVES.has(property['type'] as string));
}

/**
 * Creates the bridge's questions to its peers.
 *
 * @param post Posts one JSON-RPC message to a peer (its origin, its envelope).
 * @returns The elicitations.
 */
export function createElicitations<P extends AskingPeer>(post: (peer: P, message: Readonly<Record<string, unknown>>) => void): Elicitations {
  // Each peer's unanswered questions, by the bridge's id; each window's count, across its wires.
  const open = new WeakMap<AskingPeer, Map<JsonRpcId, (answer: unknown) => void>>();
  const perWindow = new WeakMap<MessageTarget, number>();
  let next = 0;

  const ask = (peer: P, { message, schema, signal }: AskRequest) =>
    new Promise<{ readonly value: unknown } | undefined>((resolve) => {
      const count = perWindow.get(peer.target) ?? 0;
      if (signal.aborted || !isElicitationSchema(schema) || count >= MAX_QUESTIONS_IN_FLIGHT) return resolve(undefined);
      const id = `toolmark-ask-${++next}`;
      const questions = open.get(peer) ?? new Map<JsonRpcId, (answer: unknown) => void>();
      open.set(peer, questions);
      perWindow.set(peer.target, count + 1);
      const settle = (answer: unknown) => {
        if (!questions.delete(id)) return;
        perWindow.set(peer.target, (perWindow.get(peer.target) ?? 1) - 1);
        clearTimeout(timer);
        signal.removeEventListener('abort', cancel);
        // MCP's `ElicitResult`: only an accepted form with content is an answer.
        const { action, content } = (isRecord(answer) ? answer : {}) as { action?: unknown; content?: unknown };
        resolve(action === 'accept' && isRecord(content) ? { value: content } : undefined);
      };
      // The call ended, or the client took too long: the client is told to close its form.
      const cancel = () => {
        if (!questions.has(id)) return;
        settle(undefined);
        post(peer, { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: 'The call no longer waits for this answer' } });
      };
      const timer = setTimeout(cancel, ELICIT_TIMEOUT_MS);
      signal.addEventListener('abort', cancel);
      questions.set(id, settle);
      post(peer, { jsonrpc: '2.0', id, method: 'elicitation/create', params: { message, requestedSchema: schema } });
    });

  return {
    askOf: (peer) => (request) => ask(peer as P, request),
    answer(peer, response) {
      const settle = open.get(peer)?.get(response['id'] as JsonRpcId);
      // An error (the client refused the form, or has no handler) declines, as a cancel does.
      settle?.('result' in response ? response['result'] : undefined);
      return !!settle;
    },
    end(peer) {
      const questions = open.get(peer);
      if (questions) for (const settle of [...questions.values()]) settle(undefined);
    },
  };
}
