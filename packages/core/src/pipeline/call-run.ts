import type { ConfirmHandler, ToolmarkOptions } from '../options';
import type { Emitter } from '../registry/events';
import { toToolInfo, type ToolInfo } from '../registry/manifest';
import type { ToolRecord } from '../registry/tool-record';
import { collectSecrets, redactPaths, scrubSecrets } from '../redact';
import type { Caller, ProgressUpdate, ToolContext } from '../types';
import type { CallSignal } from './call-signal';
import type { InputLimits } from './check-limits';
import type { LaneTicket } from './lane';

/** What a call reads from its registry. */
export interface CallRegistry {
  readonly dev: boolean;
  readonly options: ToolmarkOptions;
  readonly limits: Required<InputLimits>;
  readonly emitter: Emitter;
  readonly confirmHandler: () => ConfirmHandler | undefined;
}

/**
 * One call on its way through the pipeline: its registry, signal, lane ticket and secrets (spec §3).
 * A plain record read by the functions below: one object per call, and short names once minified.
 */
export interface CallRun {
  readonly registry: CallRegistry;
  readonly record: ToolRecord;
  readonly callId: string;
  readonly caller: Caller;
  readonly callSignal: CallSignal;
  /** The call's place in its lane; none for a tool that is concurrency-safe whatever its input. */
  readonly ticket: LaneTicket | undefined;
  readonly paths: readonly string[];
  /** The call's secrets as they are now, longest first. */
  secrets: readonly string[];
  /** The caller's progress listener (spec §7). */
  readonly onProgress: ((update: ProgressUpdate) => void) | undefined;
  /** When the call times out, in `Date.now()` milliseconds. */
  readonly deadline: number | undefined;
  /** The tool's facts once built (see `callInfo`). */
  info: ToolInfo | undefined;
  /** Set once the call has its result: late progress reports are dropped. */
  finished: boolean;
}

/**
 * Gives the tool's facts, built on first use (only permission checks and confirmations need them).
 *
 * @param run The call.
 * @returns The facts.
 */
export function callInfo(run: CallRun): ToolInfo {
  return (run.info ??= toToolInfo(run.record, run.paths));
}

/**
 * Redacts a value derived from the call: sensitive paths, then every secret of the call (spec §6).
 *
 * @param run The call.
 * @param value The value.
 * @returns The redacted value.
 */
export function redactForCall<T>(run: CallRun, value: T): T {
  return scrubSecrets(redactPaths(value, run.paths), run.secrets) as T;
}

/**
 * Adds the secrets of the validated input: a schema may have trimmed or upper-cased one (spec §6).
 *
 * @param run The call.
 * @param value The validated input.
 */
export function noteSecretsOf(run: CallRun, value: unknown): void {
  if (run.paths.length === 0) return;
  const more = collectSecrets(value, run.paths).filter((secret) => !run.secrets.includes(secret));
  if (more.length > 0) run.secrets = [...run.secrets, ...more].sort((a, b) => b.length - a.length);
}

/** The `ctx` a tool's `run` receives (spec §1.12); its signal is created only if read. */
export class ToolCallContext implements ToolContext {
  readonly #run: CallRun;
  readonly name: string;
  readonly callId: string;
  readonly caller: Caller;

  constructor(run: CallRun) {
    this.#run = run;
    this.name = run.record.name;
    this.callId = run.callId;
    this.caller = run.caller;
  }

  get signal(): AbortSignal {
    return this.#run.callSignal.signal;
  }

  progress(update: ProgressUpdate): void {
    const run = this.#run;
    const { emitter } = run.registry;
    if (run.finished || (!emitter.active() && !run.onProgress)) return;
    let safe: ProgressUpdate;
    try {
      safe = redactForCall(run, { ...update });
    } catch {
      return;
    }
    if (emitter.active()) emitter.emit({ type: 'call:progress', callId: this.callId, name: this.name, update: safe });
    try {
      run.onProgress?.(safe);
    } catch {
      // The caller's listener failing must not fail the tool.
    }
  }
}
