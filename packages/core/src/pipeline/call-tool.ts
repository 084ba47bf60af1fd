import type { CallOptions } from '../options';
import type { ToolRecord } from '../registry/tool-record';
import { collectSecrets, REDACTED, redactPaths, scrubSecrets } from '../redact';
import { fail, type ToolResult } from '../result';
import type { Caller } from '../types';
import { CallCutShort, createCallSignal } from './call-signal';
import type { CallRegistry, CallRun } from './call-run';
import { takeTicket, type Lane } from './lane';
import { isAlwaysConcurrencySafe, runPipeline } from './run-pipeline';

/** A registered tool as the pipeline sees it. */
export interface CallTarget {
  readonly record: ToolRecord;
  readonly lane: Lane;
}

/** What the pipeline needs from its registry. */
export interface CallEnvironment extends CallRegistry {
  readonly resolve: (name: string) => CallTarget | undefined;
  readonly nextCallId: () => string;
  readonly sensitivePaths: (record: ToolRecord) => readonly string[];
}

const IN_PAGE: Caller = { kind: 'in-page' };
const NO_OPTIONS: CallOptions = {};

function nameLabel(name: unknown): string {
  if (typeof name === 'string') return name;
  try {
    return String(name);
  } catch {
    return typeof name;
  }
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
  options: CallOptions = NO_OPTIONS,
): Promise<ToolResult> {
  // One async function per call: its try only ever catches hostile values (throwing getters,
  // revoked proxies), and the promise still resolves.
  try {
    const { emitter } = env;
    const callId = env.nextCallId();
    const caller = options.caller ?? IN_PAGE;
    const startedAt = performance.now();
    const target = typeof name === 'string' ? env.resolve(name) : undefined;
    const paths = target ? env.sensitivePaths(target.record) : [];
    let secrets: readonly string[] = [];
    let startedInput: unknown = REDACTED;
    try {
      if (paths.length > 0) secrets = collectSecrets(input, paths);
      if (emitter.active()) startedInput = scrubSecrets(redactPaths(input, paths), secrets);
    } catch {
      // A hostile input: reported as redacted; validation refuses or the run fails it below.
    }
    if (emitter.active()) emitter.emit({ type: 'call:started', callId, name, input: startedInput, caller });

    let result: ToolResult;
    if (!target) {
      result = fail('unknown_tool', `Unknown tool '${nameLabel(name)}'`);
    } else {
      const { record, lane } = target;
      const timeoutMs = options.timeoutMs ?? env.options.timeoutMs;
      const callSignal = createCallSignal(options.signal, timeoutMs);
      // Tools that are always concurrency-safe never wait, so they need no place in the lane.
      const ticket = isAlwaysConcurrencySafe(record.def.hints) ? undefined : takeTicket(lane);
      const deadline = callSignal.canAbort && timeoutMs !== undefined ? Date.now() + timeoutMs : undefined;
      const run: CallRun = {
        registry: env,
        record,
        callId,
        caller,
        callSignal,
        ticket,
        paths,
        secrets,
        onProgress: options.onProgress,
        deadline,
        info: undefined,
        finished: false,
      };
      try {
        const pending = runPipeline(run, input);
        result = pending instanceof Promise ? await pending : pending;
      } catch (error) {
        result = !(error instanceof CallCutShort)
          ? fail('run_failed', `The call to '${name}' could not be completed`)
          : callSignal.reason() === 'timeout'
            ? fail('timeout', `'${name}' timed out after ${String(timeoutMs)} ms`)
            : fail('aborted', `The call to '${name}' was aborted`);
      } finally {
        run.finished = true;
        ticket?.skip();
        callSignal.dispose();
      }
      secrets = run.secrets;
    }
    result = scrubSecrets(result, secrets);
    if (emitter.active()) {
      emitter.emit({ type: 'call:finished', callId, name, result, durationMs: performance.now() - startedAt });
    }
    return result;
  } catch {
    return fail('run_failed', `The call to '${nameLabel(name)}' could not be completed`);
  }
}
