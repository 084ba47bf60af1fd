// The run step (spec §3.5): the tool's own `run`, with the validated input and `ctx`, in its turn.
import { warn } from '../dev.js';
import { fail, isToolResult, type ToolResult } from '../result.js';
import { inTurn } from './lane.js';
import type { Proceed, StepAnswer, ToolCall } from './tool-call.js';

/**
 * Runs the tool in its turn (spec §8) and goes on with what it returned, as a result, for the steps
 * after this one. A throw or a rejection ends the call as `run_failed` (the pipeline catches it); a
 * promise or thenable of any realm is adopted once, so a lazy thenable runs once however many wait
 * for it.
 *
 * @param call The call.
 * @param input The validated input.
 * @returns The result as the value to go on with, or a promise of it.
 */
export function runTool(call: ToolCall, input: unknown): StepAnswer {
  const { def } = call.record;
  // A call that never waits for a lane runs at once, with nothing to wrap.
  const ran: unknown = call.turn ? inTurn(call, def.hints, input, () => run(call, input)) : run(call, input);
  // Primitives have no `then` of their own, so reading it needs no type check first.
  if (typeof (ran as Partial<PromiseLike<unknown>> | null | undefined)?.then !== 'function') return proceed(call, ran);
  return call.race(ran as PromiseLike<unknown>).then((settled) => proceed(call, settled));
}

function run(call: ToolCall, input: unknown): unknown {
  call.enter('running');
  call.emit('call:running');
  return call.record.def.run(input, call.ctx);
}

function proceed(call: ToolCall, ran: unknown): Proceed {
  return { value: toResult(call, ran) };
}

/**
 * Reads what a run gave back as its result: a `ToolResult` as it is, anything else `run_failed`
 * (development builds warn, TM103).
 *
 * @param call The call.
 * @param ran What the run returned or resolved to.
 * @returns The result.
 */
export function toResult(call: ToolCall, ran: unknown): ToolResult {
  if (isToolResult(ran)) return ran;
  if (import.meta.env.DEV && call.settings.dev) warn('TM103', `'${call.name}' returned something that is not a tool result: return ok(value) or fail(code, message)`);
  return fail('run_failed', `'${call.name}' returned something that is not a tool result`);
}
