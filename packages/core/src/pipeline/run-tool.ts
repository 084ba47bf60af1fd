// The run step (spec §3.5): the tool's own `run`, with the validated input and `ctx`.
import { warn } from '../dev.js';
import { fail, isToolResult, type ToolResult } from '../result.js';
import type { StepAnswer, ToolCall } from './tool-call.js';

/**
 * Runs the tool and keeps what it returned in `call.output` for the steps after this one. A throw or
 * a rejection ends the call as `run_failed` (the pipeline catches it); a promise or thenable of any
 * realm is adopted once, so a lazy thenable runs once however many wait for it.
 *
 * @param call The call.
 * @returns A promise when `run` returned one.
 */
export function runTool(call: ToolCall): StepAnswer {
  const { place } = call;
  // Calls the run makes with its `ctx.signal` are part of it: they take no place in this lane (spec §8).
  if (place?.exclusive) call.lane.holder = call.ctx;
  call.emit('call:running');
  const ran: unknown = call.record.def.run(call.value, call.ctx);
  // Primitives have no `then` of their own, so reading it needs no type check first.
  if (typeof (ran as Partial<PromiseLike<unknown>> | null | undefined)?.then !== 'function') {
    call.output = toResult(call, ran);
    return;
  }
  const running = Promise.resolve(ran);
  // An exclusive run holds its lane until it settles, even past its own abort or timeout.
  if (place?.exclusive) place.until = running;
  return call.race(running, (settled) => {
    call.output = toResult(call, settled);
  });
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
  if (import.meta.env.DEV && call.env.dev) warn('TM103', `'${call.name}' returned something that is not a tool result: return ok(value) or fail(code, message)`);
  return fail('run_failed', `'${call.name}' returned something that is not a tool result`);
}
