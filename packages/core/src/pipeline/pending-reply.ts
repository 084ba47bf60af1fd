// Outcomes that survive a caller's deadline (spec §3.11): a caller that cannot wait past a deadline
// (an agent gives up on a page tool after 30 s) is answered before it with a `pending` result, and
// the call goes on; its outcome is kept for `toolmark.call_status` to hand over.
import type { ToolResult } from '../result.js';
import type { Caller } from '../types.js';
import type { CallHandle, CallPhase } from './call-handle.js';

/** The name of the built-in tool that hands over the outcome of a call that answered `pending`. */
export const CALL_STATUS = 'toolmark.call_status';

/**
 * The deadline publishers give a caller that has one but does not say it (spec §3.11): below the
 * 30 s after which Playwright MCP gives up on a page tool, with room for the answer's way back.
 */
export const DEFAULT_DEADLINE_MS = 25_000;

/** How long the outcome of a call that answered `pending` is kept once it settles. */
export const KEEP_OUTCOME_MS = 10 * 60_000;

/** How many such outcomes a registry keeps at most: the oldest goes first. */
export const KEEP_OUTCOMES = 100;

/** The replies of calls started with a deadline; every other call's reply is its result. */
const REPLIES = new WeakMap<object, Promise<ToolResult>>();

const WHAT: Record<CallPhase, string> = {
  validating: 'is still being checked',
  'waiting-for-person': 'is waiting for the person to decide',
  'waiting-for-turn': 'is waiting for an earlier call of the same tool to finish',
  running: 'is still running',
  settled: 'has finished',
};

/**
 * What a call answers its caller: the result, or the pending result its deadline made.
 *
 * @param call The call.
 * @returns The reply.
 */
export function replyOf(call: CallHandle): Promise<ToolResult> {
  return REPLIES.get(call) ?? call.result;
}

/**
 * Gives a call a deadline: at `deadlineMs` a call still under way replies `pending` and is kept
 * (`keep`), so its outcome can be asked for. A deadline that is not a finite number ≥ 0 is none.
 *
 * @param call The call, as it starts.
 * @param deadlineMs The caller's deadline.
 * @param keep Keeps the call findable past its end.
 */
export function replyBy(call: CallHandle, deadlineMs: number, keep: (call: CallHandle) => void): void {
  if (!(deadlineMs >= 0 && deadlineMs < Infinity)) return;
  REPLIES.set(
    call,
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        keep(call);
        resolve(pendingResult(call));
      }, deadlineMs);
      void call.result.then((result) => {
        clearTimeout(timer);
        resolve(result);
      });
    }),
  );
}

/**
 * The `pending` result (spec §3.11): what is happening, the call's id, and how to get the outcome,
 * for a model to read; not an error.
 *
 * @param call The call, still under way.
 * @returns The result.
 */
export function pendingResult(call: CallHandle): ToolResult {
  const { id, name, phase, progress } = call;
  const message = typeof progress?.message === 'string' ? ` (${progress.message})` : '';
  return {
    content: [
      {
        type: 'text',
        text:
          `'${name}' ${WHAT[phase]}${message}: call ${id} has not failed and is not over. Do not call '${name}' again for this. ` +
          `Call ${CALL_STATUS} with {"callId":"${id}"} to wait for its outcome.`,
      },
    ],
    structuredContent: { status: 'pending', callId: id, name, phase, ...(progress && { progress }) },
    code: 'pending',
  };
}

/**
 * Keeps a call that answered `pending` in a registry's store, to be found once it settles, for
 * `KEEP_OUTCOME_MS` after that; at most `KEEP_OUTCOMES` calls, the oldest leaving first.
 *
 * @param kept The registry's store of such calls, by id.
 * @param call The call.
 */
export function keepOutcome(kept: Map<string, CallHandle>, call: CallHandle): void {
  kept.set(call.id, call);
  if (kept.size > KEEP_OUTCOMES) kept.delete(kept.keys().next().value!);
  void call.result.then(() => {
    const timer = setTimeout(() => kept.get(call.id) === call && kept.delete(call.id), KEEP_OUTCOME_MS);
    // In Node a kept outcome must not hold the process open.
    (timer as { unref?: () => void }).unref?.();
  });
}

/**
 * Whether two callers are the same: a call's outcome goes only to whoever started it (docs/security.md).
 *
 * @param a A caller.
 * @param b Another.
 * @returns Whether kind, origin and id all match.
 */
export function sameCaller(a: Caller, b: Caller): boolean {
  return a.kind === b.kind && a.origin === b.origin && a.id === b.id;
}
