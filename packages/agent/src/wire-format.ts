// What the loop needs of a model API (spec §21.2): the three wire formats it speaks differ only in
// how a request is written and a reply read; the tools come from core's provider formats (spec §12).
import type { ManifestEntry } from '@toolmark/core';
import type { DecodedToolCall, ToolCallError } from '@toolmark/core/providers';

/** The wire formats `runAgent` speaks (spec §21.2). */
export type WireFormatName = 'openai-chat' | 'openai-responses' | 'anthropic-messages';

/** The model server to talk to (spec §21.2). */
export interface ModelEndpoint {
  /** The API's base URL (`…/v1`) or the full URL (`…/v1/chat/completions`, `…/v1/responses`, `…/v1/messages`). */
  readonly url: string;
  readonly model: string;
  readonly format: WireFormatName;
  /** Sent as `Authorization: Bearer …` (OpenAI) or `x-api-key` (Anthropic) when given. */
  readonly apiKey?: string;
  /** More request headers; they win over the defaults. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The most tokens per reply; Anthropic requires it (default 1024), the OpenAI formats send it only when given. */
  readonly maxTokens?: number;
}

/** One message of the conversation the loop starts from (spec §21.1). */
export interface AgentMessage {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

/** One tool call of a model reply, decoded by core (spec §12.3, §12.4). */
export interface ModelToolCall {
  /** The provider's id of the call, to answer it. */
  readonly id: string;
  /** The tool name as the model wrote it (a provider name, spec §12.3). */
  readonly name: string;
  readonly decoded: DecodedToolCall | ToolCallError;
  /** The arguments as the model sent them, parsed when they parse: redacted before they are sent back. */
  readonly raw: unknown;
}

/** A model reply, read. */
export interface ModelReply {
  readonly text: string;
  readonly calls: readonly ModelToolCall[];
  /**
   * Creates the history item(s) of this reply, with each call's arguments replaced by the
   * redacted input given, in the order of `calls` (spec §21.4).
   */
  readonly history: (inputs: readonly unknown[]) => readonly unknown[];
}

/** A tool result as the model reads it. */
export interface ModelToolAnswer {
  readonly id: string;
  readonly text: string;
  readonly isError: boolean;
}

/** How one wire format writes a request and reads a reply (spec §21.2). */
export interface WireFormat {
  /** The path the endpoint's URL ends with. */
  readonly path: string;
  readonly headers: (endpoint: ModelEndpoint) => Record<string, string>;
  /** The conversation's first history items. */
  readonly start: (messages: readonly AgentMessage[]) => unknown[];
  readonly body: (endpoint: ModelEndpoint, system: string, history: readonly unknown[], entries: readonly ManifestEntry[]) => unknown;
  /** Reads a reply's JSON, or `undefined` when it is not a reply of this format. */
  readonly read: (json: unknown, entries: readonly ManifestEntry[]) => ModelReply | undefined;
  /** The history items that answer the calls of a reply. */
  readonly answers: (answers: readonly ModelToolAnswer[]) => unknown[];
}

/**
 * Parses a model's JSON arguments text for redaction; text that does not parse stays text (and is masked whole).
 *
 * @param text The arguments.
 * @returns The value.
 */
export function parseArguments(text: unknown): unknown {
  try {
    return typeof text === 'string' ? JSON.parse(text || '{}') : text;
  } catch {
    return text;
  }
}

/**
 * Creates the URL to POST to from what a person typed: a base URL gets the format's path (spec §21.2).
 *
 * @param typed A base URL such as `http://127.0.0.1:11434/v1`, or the full URL.
 * @param path The format's path, such as `/chat/completions`.
 * @returns The URL, or `undefined` when `typed` is not an http(s) URL.
 */
export function endpointUrl(typed: string, path: string): string | undefined {
  let url: URL;
  try {
    url = new URL(typed.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const trimmed = url.pathname.replace(/\/+$/, '');
  url.pathname = trimmed.endsWith(path) ? trimmed : `${trimmed}${path}`;
  return url.href;
}
