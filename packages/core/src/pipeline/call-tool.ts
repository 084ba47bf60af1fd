import type { Emitter } from '../registry/events';
import { toToolInfo } from '../registry/manifest';
import type { ToolRecord } from '../registry/tool-record';
import type { CallOptions, ConfirmHandler, ToolmarkOptions } from '../options';
import { collectSecrets, REDACTED, redactPaths, scrubSecrets } from '../redact';
import { fail, type ToolResult } from '../result';
import type { Caller, ProgressUpdate, ToolContext, ToolHints } from '../types';
import { CallCutShort, createCallSignal, untilAborted } from './call-signal';
import { checkPermission } from './check-permission';
import { confirmCall, needsConfirmation } from './confirm';
import { takeTicket, type Lane, type LaneTicket } from './lane';
import { runTool } from './run-tool';
import { validateInput } from './validate-input';
import { validateOutput } from './validate-output';

/** A registered tool as the pipeline sees it. */
export interface CallTarget {
  readonly record: ToolRecord;
  readonly lane: Lane;
}

/** What the pipeline needs from its registry. */
export interface CallEnvironment {
  readonly dev: boolean;
  readonly options: ToolmarkOptions;
  readonly emitter: Emitter;
  readonly resolve: (name: string) => CallTarget | undefined;
  readonly confirmHandler: () => ConfirmHandler | undefined;
  readonly nextCallId: () => string;
  readonly sensitivePaths: (record: ToolRecord) => readonly string[];
}

const IN_PAGE: Caller = { kind: 'in-page' };

function isConcurrencySafe(hints: ToolHints | undefined, input: unknown): boolean {
  const safe = hints?.concurrencySafe;
  if (typeof safe === 'function') {
    try {
      return safe(input) === true;
    } catch {
      return false;
    }
  }
  return safe ?? hints?.readOnly === true;
}

function attempt<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

interface CallState {
  readonly env: CallEnvironment;
  readonly target: CallTarget;
  readonly callId: string;
  readonly caller: Caller;
  readonly signal: AbortSignal;
  readonly ticket: LaneTicket;
  readonly paths: readonly string[];
  readonly redact: <T>(value: T) => T;
  readonly noteSecretsOf: (value: unknown) => void;
  readonly isFinished: () => boolean;
}

// validate → permission → confirmation → run → output validation (spec §3).
async function runPipeline(call: CallState, input: unknown): Promise<ToolResult> {
  const { env, target, callId, caller, signal, ticket, redact } = call;
  const { record } = target;
  const { def, name } = record;
  const info = toToolInfo(record, call.paths);
  const emit = env.emitter.emit;

  const validated = await untilAborted(validateInput(name, record.validator, input, env.options.limits), signal);
  if ('stop' in validated) return validated.stop;
  const value = validated.value;
  call.noteSecretsOf(value);

  const permitted = await untilAborted(
    checkPermission(env.options.checkPermission, info, value, { callId, caller, signal }),
    signal,
  );
  if ('stop' in permitted) return permitted.stop;

  // A policy that throws asks for confirmation (fail closed).
  const policyAsks = attempt(() => env.options.confirmPolicy?.(info, value) === true, true);
  if (needsConfirmation(def.hints, policyAsks)) {
    emit({ type: 'call:confirming', callId, name });
    const summary = attempt(() => def.summary?.(value), undefined);
    const request = {
      callId,
      name,
      title: def.title ?? name,
      ...(typeof summary === 'string' && { summary: redact(summary) }),
      hints: info.hints,
      input: redact(value),
      caller,
      anchors: info.anchors,
      signal,
    };
    const confirmed = await untilAborted(confirmCall(env.confirmHandler(), info, request), signal);
    if ('stop' in confirmed) return confirmed.stop;
  }

  const exclusive = isConcurrencySafe(def.hints, value) === false;
  if (exclusive) await untilAborted(ticket.turn, signal);
  else ticket.skip();

  emit({ type: 'call:running', callId, name });
  const ctx: ToolContext = {
    name,
    callId,
    signal,
    caller,
    progress(update: ProgressUpdate) {
      if (call.isFinished()) return;
      const safe = attempt(() => redact({ ...update }), undefined);
      if (safe) emit({ type: 'call:progress', callId, name, update: safe });
    },
  };
  const running = runTool(def, value, ctx);
  if (exclusive) ticket.holdUntil(running);
  const result = await untilAborted(running, signal);
  return env.dev ? untilAborted(validateOutput(name, def.output, result), signal) : result;
}

/**
 * Calls a tool through the one pipeline (spec §3): resolve, validate input, check permission,
 * confirm, run, validate output (development), result. Never throws and never rejects: every failure
 * is a result with a stable code. Every value that leaves the call, events included, is redacted.
 *
 * @param env The registry.
 * @param name The tool's full name.
 * @param input The input as the caller sent it.
 * @param options The call's signal, timeout and caller.
 * @returns The result.
 */
export async function callTool(
  env: CallEnvironment,
  name: string,
  input: unknown,
  options: CallOptions = {},
): Promise<ToolResult> {
  try {
    return await callToolUnguarded(env, name, input, options);
  } catch {
    // Only hostile values (throwing getters, revoked proxies) get here; the promise still resolves.
    return fail('run_failed', `The call to '${nameLabel(name)}' could not be completed`);
  }
}

function nameLabel(name: unknown): string {
  if (typeof name === 'string') return name;
  try {
    return String(name);
  } catch {
    return typeof name;
  }
}

async function callToolUnguarded(env: CallEnvironment, name: string, input: unknown, options: CallOptions) {
  const callId = env.nextCallId();
  const caller = options.caller ?? IN_PAGE;
  const startedAt = performance.now();
  const target = typeof name === 'string' ? env.resolve(name) : undefined;
  const paths = target ? env.sensitivePaths(target.record) : [];
  let secrets: string[] = [];
  let startedInput: unknown = REDACTED;
  try {
    secrets = collectSecrets(input, paths);
    startedInput = scrubSecrets(redactPaths(input, paths), secrets);
  } catch {
    // A hostile input: reported as redacted; validation refuses or the run fails it below.
  }
  const redact = <T>(value: T): T => scrubSecrets(redactPaths(value, paths), secrets) as T;
  // A schema may transform a secret (trim, upper-case): the validated copy is secret too.
  const noteSecretsOf = (value: unknown) => {
    const more = collectSecrets(value, paths).filter((secret) => !secrets.includes(secret));
    if (more.length > 0) secrets = [...secrets, ...more].sort((a, b) => b.length - a.length);
  };
  const emit = env.emitter.emit;
  emit({ type: 'call:started', callId, name, input: startedInput, caller });

  let result: ToolResult;
  if (!target) {
    result = fail('unknown_tool', `Unknown tool '${nameLabel(name)}'`);
  } else {
    const timeoutMs = options.timeoutMs ?? env.options.timeoutMs;
    const callSignal = createCallSignal(options.signal, timeoutMs);
    const ticket = takeTicket(target.lane);
    let finished = false;
    const state: CallState = {
      env,
      target,
      callId,
      caller,
      signal: callSignal.signal,
      ticket,
      paths,
      redact,
      noteSecretsOf,
      isFinished: () => finished,
    };
    try {
      result = await runPipeline(state, input);
    } catch (error) {
      result = !(error instanceof CallCutShort)
        ? fail('run_failed', `The call to '${name}' could not be completed`)
        : callSignal.reason() === 'timeout'
          ? fail('timeout', `'${name}' timed out after ${String(timeoutMs)} ms`)
          : fail('aborted', `The call to '${name}' was aborted`);
    } finally {
      finished = true;
      ticket.skip();
      callSignal.dispose();
    }
  }
  result = scrubSecrets(result, secrets);
  emit({ type: 'call:finished', callId, name, result, durationMs: performance.now() - startedAt });
  return result;
}
