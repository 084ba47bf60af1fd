// MCP progress over the bridge (spec §16.7 Progress): a `tools/call` whose request carries
// `_meta.progressToken` gets `notifications/progress` for its call's `ctx.progress` reports, while
// the request is unanswered (MCP: a token is valid only while its request is in progress).
import type { CallHandle, ProgressUpdate } from '@toolmark/core';
import type { JsonRpcId } from './wire.js';

/** MCP's `notifications/progress` params. */
export interface ProgressParams {
  readonly progressToken: JsonRpcId;
  readonly progress: number;
  readonly total?: number;
  readonly message?: string;
}

/**
 * Reads a request's progress token: a string or a finite number in `params._meta.progressToken`.
 *
 * @param meta The request's `params._meta`, whatever it is.
 * @returns The token, or `undefined` when the request asked for no progress.
 */
export function progressTokenOf(meta: unknown): JsonRpcId | undefined {
  const token = (meta as { progressToken?: unknown } | null | undefined)?.progressToken;
  return typeof token === 'string' || Number.isFinite(token) ? (token as JsonRpcId) : undefined;
}

/**
 * Sends a call's progress as MCP notifications until stopped. The latest report of a task is sent
 * once, in the next task: a tool that reports in a tight loop sends one notification per task, not
 * one per report. MCP wants `progress` to grow with each notification: a report's own number is
 * sent when it is above the last one sent (with its `total`); otherwise (a message alone, a number
 * that did not grow) the last one plus 1, without a total. The message is the report's, redacted as
 * every progress report is (spec §7).
 *
 * @param call The call.
 * @param progressToken The request's token.
 * @param send Posts one notification's params to the peer.
 * @returns The function that stops: nothing is sent after it, not even a report already scheduled.
 */
export function forwardProgress(call: CallHandle, progressToken: JsonRpcId, send: (params: ProgressParams) => void): () => void {
  let sent: ProgressUpdate | undefined;
  let last: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const update = call.progress;
    if (!update || update === sent) return;
    sent = update;
    const own = typeof update.progress === 'number' && Number.isFinite(update.progress) && (last === undefined || update.progress > last);
    last = own ? update.progress! : (last ?? 0) + 1;
    send({
      progressToken,
      progress: last,
      ...(own && typeof update.total === 'number' && Number.isFinite(update.total) && { total: update.total }),
      ...(typeof update.message === 'string' && { message: update.message }),
    });
  };
  const changed = () => {
    if (call.progress !== sent) timer ??= setTimeout(flush);
  };
  const unsubscribe = call.subscribe(changed);
  // A report made while the call started (its synchronous steps) is there already.
  changed();
  return () => {
    unsubscribe();
    clearTimeout(timer);
    timer = undefined;
  };
}
