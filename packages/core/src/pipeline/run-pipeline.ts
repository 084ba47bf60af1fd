import type { ToolmarkEvent } from '../registry/events';
import type { ToolResult } from '../result';
import type { ToolHints } from '../types';
import { CallCutShort, untilAborted } from './call-signal';
import { ToolCallContext, type CallRun } from './call-run';
import { checkPermission } from './check-permission';
import { confirmCall, needsConfirmation } from './confirm';
import { runTool } from './run-tool';
import { validateInput } from './validate-input';
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

function emit(run: CallRun, event: () => ToolmarkEvent): void {
  const { emitter } = run.registry;
  if (emitter.active()) emitter.emit(event());
}

// Asks a person (spec §3.4); resolves to the result that ends the call when they do not approve.
async function askPerson(run: CallRun, value: unknown): Promise<ToolResult | undefined> {
  const { def, name } = run.record;
  emit(run, () => ({ type: 'call:confirming', callId: run.callId, name }));
  const summary = attempt(() => def.summary?.(value), undefined);
  const request = {
    callId: run.callId,
    name,
    title: def.title ?? name,
    ...(typeof summary === 'string' && { summary: run.redact(summary) }),
    hints: run.info.hints,
    input: run.redact(value),
    caller: run.caller,
    anchors: run.info.anchors,
    signal: run.callSignal.signal,
    ...(run.deadline !== undefined && { deadline: run.deadline }),
  };
  const confirmed = await step(run, confirmCall(run.registry.confirmHandler(), run.info, request));
  return 'stop' in confirmed ? confirmed.stop : undefined;
}

/**
 * Runs the steps after resolve (spec §3): validate → permission → confirmation → run → output
 * validation (development). Each step either hands a value on or ends the call with a result.
 * Synchronous schemas and runs take no extra ticks.
 *
 * @param run The call.
 * @param input The input as the caller sent it.
 * @returns The result, before the final scrubbing.
 * @throws CallCutShort when the call's signal aborts during a step.
 */
export async function runPipeline(run: CallRun, input: unknown): Promise<ToolResult> {
  const { registry, record, ticket } = run;
  const { options } = registry;
  const { def, name } = record;

  checkpoint(run);
  const validating = validateInput(name, record.validator, input, registry.limits);
  const validated = validating instanceof Promise ? await step(run, validating) : validating;
  if ('stop' in validated) return validated.stop;
  const value = validated.value;
  run.noteSecretsOf(value);

  if (options.checkPermission) {
    const context = { callId: run.callId, caller: run.caller, signal: run.callSignal.signal };
    const permitted = await step(run, checkPermission(options.checkPermission, run.info, value, context));
    if ('stop' in permitted) return permitted.stop;
  }

  // A policy that throws asks for confirmation (fail closed).
  const policyAsks = options.confirmPolicy ? attempt(() => options.confirmPolicy?.(run.info, value) === true, true) : false;
  if (needsConfirmation(def.hints, policyAsks)) {
    const declined = await askPerson(run, value);
    if (declined) return declined;
  }

  const exclusive = ticket !== undefined && !isConcurrencySafe(def.hints, value);
  if (exclusive) await step(run, ticket.turn);
  else ticket?.skip();

  checkpoint(run);
  emit(run, () => ({ type: 'call:running', callId: run.callId, name }));
  const running = runTool(def, value, new ToolCallContext(run));
  if (exclusive) ticket.holdUntil(Promise.resolve(running));
  const result = running instanceof Promise ? await step(run, running) : running;
  // Output validation exists in development builds only (spec §3.6, D2).
  return import.meta.env.DEV && registry.dev ? step(run, validateOutput(name, def.output, result)) : result;
}
