import type { ToolResult } from '../result';
import type { ToolHints } from '../types';
import { CallCutShort, untilAborted } from './call-signal';
import { callInfo, noteSecretsOf, redactForCall, ToolCallContext, type CallRun } from './call-run';
import { checkPermission } from './check-permission';
import { confirmCall, needsConfirmation } from './confirm';
import { runTool } from './run-tool';
import { validateInput, type StepOutcome } from './validate-input';
import type { LaneTicket } from './lane';
import { validateOutput } from './validate-output';

/**
 * Tells whether calls to a tool with these hints run in parallel, whatever their input (spec §8).
 *
 * @param hints The tool's hints.
 * @returns `true` when no input can make a call exclusive.
 */
export function isAlwaysConcurrencySafe(hints: ToolHints | undefined): boolean {
  const safe = hints?.concurrencySafe;
  return safe === true || (safe === undefined && hints?.readOnly === true);
}

function isConcurrencySafe(hints: ToolHints | undefined, input: unknown): boolean {
  const safe = hints?.concurrencySafe;
  if (typeof safe !== 'function') return isAlwaysConcurrencySafe(hints);
  try {
    return safe(input) === true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` unless it throws, giving `fallback` then.
 *
 * @param work What to run.
 * @param fallback The value when it throws.
 * @returns The value.
 */
export function attempt<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

// Waits for a step's promise, racing the call's signal only when something can abort the call.
function step<T>(run: CallRun, work: Promise<T>): Promise<T> {
  return run.callSignal.canAbort ? untilAborted(work, run.callSignal.signal) : work;
}

// Synchronous steps do not race the signal; an abort can only have happened before them.
function checkpoint(run: CallRun): void {
  if (run.callSignal.canAbort && run.callSignal.signal.aborted) throw new CallCutShort();
}

// Asks a person (spec §3.4); resolves to the result that ends the call when they do not approve.
async function askPerson(run: CallRun, value: unknown): Promise<ToolResult | undefined> {
  const { def, name } = run.record;
  const { emitter } = run.registry;
  if (emitter.active()) emitter.emit({ type: 'call:confirming', callId: run.callId, name });
  const summary = attempt(() => def.summary?.(value), undefined);
  const info = callInfo(run);
  const request = {
    callId: run.callId,
    name,
    title: def.title ?? name,
    ...(typeof summary === 'string' && { summary: redactForCall(run, summary) }),
    hints: info.hints,
    input: redactForCall(run, value),
    caller: run.caller,
    anchors: info.anchors,
    signal: run.callSignal.signal,
    ...(run.deadline !== undefined && { deadline: run.deadline }),
  };
  const confirmed = await step(run, confirmCall(run.registry.confirmHandler(), info, request));
  return 'stop' in confirmed ? confirmed.stop : undefined;
}

/**
 * Runs the steps after resolve (spec §3): validate → permission → confirmation → run → output
 * validation (development). Each step either hands a value on or ends the call with a result.
 * Synchronous all the way for a synchronous schema and `run` with nothing to ask: the common call
 * allocates no promise and waits no tick here.
 *
 * @param run The call.
 * @param input The input as the caller sent it.
 * @returns The result, or a promise of it, before the final scrubbing.
 * @throws CallCutShort when the call's signal aborts during a step (as a rejection once asynchronous).
 */
export function runPipeline(run: CallRun, input: unknown): ToolResult | Promise<ToolResult> {
  const { registry, record } = run;
  checkpoint(run);
  const validated = validateInput(record.name, record.validator, input, registry.limits);
  return validated instanceof Promise
    ? step(run, validated).then((outcome) => afterValidation(run, outcome))
    : afterValidation(run, validated);
}

function afterValidation(run: CallRun, validated: StepOutcome<unknown>): ToolResult | Promise<ToolResult> {
  if ('stop' in validated) return validated.stop;
  const { value } = validated;
  noteSecretsOf(run, value);
  const { options } = run.registry;
  // A permission check, a policy or a confirmation may wait: they take the asynchronous path.
  return options.checkPermission || options.confirmPolicy || needsConfirmation(run.record.def.hints, false)
    ? decideThenRun(run, value)
    : takeTurn(run, value);
}

async function decideThenRun(run: CallRun, value: unknown): Promise<ToolResult> {
  const { options } = run.registry;
  if (options.checkPermission) {
    const context = { callId: run.callId, caller: run.caller, signal: run.callSignal.signal };
    const permitted = await step(run, checkPermission(options.checkPermission, callInfo(run), value, context));
    if ('stop' in permitted) return permitted.stop;
  }
  // A policy that throws asks for confirmation (fail closed).
  const policyAsks = options.confirmPolicy ? attempt(() => options.confirmPolicy?.(callInfo(run), value) === true, true) : false;
  if (needsConfirmation(run.record.def.hints, policyAsks)) {
    const declined = await askPerson(run, value);
    if (declined) return declined;
  }
  return takeTurn(run, value);
}

// Waits for the call's turn in its lane when it runs exclusively (spec §8), then runs the tool.
function takeTurn(run: CallRun, value: unknown): ToolResult | Promise<ToolResult> {
  const { ticket } = run;
  if (ticket !== undefined && !isConcurrencySafe(run.record.def.hints, value)) {
    return step(run, ticket.turn).then(() => startRun(run, value, ticket));
  }
  ticket?.skip();
  return startRun(run, value, undefined);
}

function startRun(run: CallRun, value: unknown, exclusive: LaneTicket | undefined): ToolResult | Promise<ToolResult> {
  checkpoint(run);
  const { def, name } = run.record;
  const { emitter } = run.registry;
  if (emitter.active()) emitter.emit({ type: 'call:running', callId: run.callId, name });
  const running = runTool(def, value, new ToolCallContext(run));
  exclusive?.holdUntil(Promise.resolve(running));
  const result = running instanceof Promise ? step(run, running) : running;
  // Output validation exists in development builds only (spec §3.6, D2).
  return import.meta.env.DEV && run.registry.dev
    ? Promise.resolve(result).then((settled) => step(run, validateOutput(name, def.output, settled)))
    : result;
}
