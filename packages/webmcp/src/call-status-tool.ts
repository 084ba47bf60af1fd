// `toolmark.call_status` (spec §3.11, §16.1): the tool an agent calls to get the outcome of a call that
// answered `pending` before its deadline. Only callers with a deadline get `pending`, and they are the
// publishers', so the tool is theirs too: a page that publishes nothing does not download it.
import { CALL_STATUS, fail, type ToolDefinition, type ToolHandle, type Toolmark, type ToolResult } from '@toolmark/core';
import { pendingResult, sameCaller } from '@toolmark/core/internal';

/** How long one `toolmark.call_status` call waits for the outcome by default, and at most. */
export const STATUS_WAIT_MS = 10_000;
export const STATUS_MAX_WAIT_MS = 20_000;

interface StatusInput {
  readonly callId: string;
  readonly waitMs: number;
}

// The input's schema, written out: the registry needs no JSON Schema compiler for it.
const STATUS_INPUT: NonNullable<ToolDefinition<StatusInput, unknown, { callId: string; waitMs?: number }>['input']> = {
  '~standard': {
    version: 1,
    vendor: 'toolmark',
    validate(value: unknown) {
      const input = value as { callId?: unknown; waitMs?: unknown } | null;
      if (typeof input !== 'object' || !input) return { issues: [{ message: 'Input must be an object' }] };
      const { callId, waitMs = STATUS_WAIT_MS } = input;
      if (typeof callId !== 'string' || callId.length > 64) return { issues: [{ message: "'callId' must be a call's id, such as 'call-7'", path: ['callId'] }] };
      if (typeof waitMs !== 'number' || !(waitMs >= 0 && waitMs <= STATUS_MAX_WAIT_MS)) {
        return { issues: [{ message: `'waitMs' must be a number from 0 to ${STATUS_MAX_WAIT_MS}`, path: ['waitMs'] }] };
      }
      return { value: { callId, waitMs } };
    },
  },
};

/**
 * The definition of `toolmark.call_status` for a registry: waits up to `waitMs` for the outcome of
 * a call that answered `pending`, then answers with its result, or with `pending` again.
 *
 * @param tm The registry whose calls it reports on.
 * @returns The definition.
 */
export function defineCallStatus(tm: Toolmark): ToolDefinition<StatusInput, unknown, { callId: string; waitMs?: number }> {
  return {
    name: CALL_STATUS,
    title: 'Outcome of a pending call',
    description:
      "Gets the outcome of a call that answered 'pending' (the person had not decided yet, or the tool was still running). " +
      `Waits up to waitMs (default ${STATUS_WAIT_MS}, at most ${STATUS_MAX_WAIT_MS}) and answers with the call's result, or with 'pending' again if it is still under way.`,
    input: STATUS_INPUT,
    jsonSchema: {
      type: 'object',
      properties: {
        callId: { type: 'string', description: "The call's id from the pending result, such as 'call-7'" },
        waitMs: { type: 'number', minimum: 0, maximum: STATUS_MAX_WAIT_MS, description: 'How long to wait for the outcome, in milliseconds' },
      },
      required: ['callId'],
      additionalProperties: false,
    },
    hints: { readOnly: true, idempotent: true },
    run: async ({ callId, waitMs }, ctx) => {
      const call = tm.findCall(callId);
      // Another caller's call is as unknown as one that never was: its outcome is not theirs to read.
      if (!call || !sameCaller(call.caller, ctx.caller)) return fail('unknown_call', `No call '${callId}' of yours is under way or waiting to be collected`);
      let stop = () => {};
      const waited = await Promise.race<ToolResult | undefined>([
        call.result,
        new Promise((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          stop = () => clearTimeout(timer);
        }),
      ]);
      stop();
      return waited ?? pendingResult(call);
    },
  };
}

/**
 * Registers `toolmark.call_status` in a registry, once however many publishers ask.
 *
 * @param tm The registry.
 * @returns The tool's handle, or `undefined` when it was registered already.
 */
export function registerCallStatus(tm: Toolmark): ToolHandle | undefined {
  if (tm.info(CALL_STATUS)) return undefined;
  return tm.register(defineCallStatus(tm));
}
