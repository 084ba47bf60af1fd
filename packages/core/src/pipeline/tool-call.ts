import { attempt } from '../attempt.js';
import type { CallOptions } from '../options.js';
import type { CallEvent } from '../registry/events.js';
import { toToolInfo, type ToolInfo } from '../registry/manifest.js';
import type { ToolRecord } from '../registry/tool-record.js';
import { egress } from '../egress/egress.js';
import type { ToolResult } from '../result.js';
import type { Caller, ProgressUpdate } from '../types.js';
import type { CallEnvironment, CallTarget } from './call-tool.js';
import { CallContext, contextOf } from './call-context.js';
import { CUT_SHORT, untilAborted } from './call-signal.js';
import type { Lane } from './lane.js';
import type { InputSnapshot } from './snapshot-input.js';
import { leaveLane, takePlace, type LanePlace } from './wait-for-turn.js';

/**
 * What a step answers: nothing to let the call go on, or the call's result, which ends it. A promise
 * only when the step had to wait for something (a schema, a hook, the lane, `run`).
 */
export type StepAnswer = ToolResult | void | Promise<ToolResult | void>;

/**
 * One step of the call pipeline (spec §3.8): reads and updates the call, and may end it.
 * `appliesTo`, when a step has it, says once per registration whether the step can do anything for
 * a tool's calls at all (a registry without a permission check, a tool that never waits): a tool's
 * calls run only the steps that apply to it.
 */
export interface Step {
  (call: ToolCall): StepAnswer;
  appliesTo?: (record: ToolRecord, env: CallEnvironment) => boolean;
}

/** The call events a step emits. */
type StepEvent = 'call:confirming' | 'call:running' | 'call:progress';

/**
 * One call of a registered tool as it goes through the steps: what the caller sent, what the steps
 * have found so far, and the call's signal, lane place and `ctx`. Created synchronously when the call
 * starts, so calls take their lane places in call order (spec §8).
 */
export class ToolCall {
  // Declared only, every one set by the constructor in the same order: no field definitions are
  // emitted, and every call has the same shape.
  declare readonly env: CallEnvironment;
  declare readonly name: string;
  declare readonly callId: string;
  declare readonly caller: Caller;
  declare readonly record: ToolRecord;
  declare readonly lane: Lane;
  /** The tool's sensitive paths, read once per call (spec §6). */
  declare readonly paths: readonly string[];
  /** The one read of the caller's input (spec §3.2): steps, the card and `run` see this copy only. */
  declare readonly snapshot: InputSnapshot;
  /** The call's secrets as they are now, longest first. */
  declare secrets: readonly string[];
  /** What `run` receives: the snapshot's value until `validateInput` puts the schema's output here. */
  declare value: unknown;
  /** The `ctx` the tool's `run` receives (spec §1.12). */
  declare readonly ctx: CallContext;
  /** The signal steps race when they wait: none when nothing can abort the call (most calls). */
  declare readonly signal: AbortSignal | undefined;
  /** The call's timeout in milliseconds, when it has one. */
  declare readonly timeoutMs: number | undefined;
  /** When the call times out (`Date.now()` milliseconds), when it has a timeout. */
  declare readonly deadline: number | undefined;
  /** Set when the timeout, not the caller, aborted the call. */
  declare timedOut: boolean;
  /** The call's place in its lane (spec §8): none for a call that never waits. */
  declare place: LanePlace | undefined;
  /** What `run` returned, as a result, for the steps after `runTool`. */
  declare output: ToolResult | undefined;
  /** Set once the call has its result: late progress reports are dropped. */
  declare finished: boolean;
  /** The caller's options. */
  declare readonly options: CallOptions;
  /** Stops the timeout and stops following the caller's signal; none when nothing can abort the call. */
  declare readonly unfollow: (() => void) | undefined;

  /**
   * Starts a call: the call's signal (aborted by the caller's signal or after `timeoutMs`), its `ctx`
   * and its place in its lane.
   *
   * @param env The registry.
   * @param target The tool and its lane.
   * @param callId The call's id.
   * @param caller Who calls.
   * @param paths The tool's sensitive paths.
   * @param snapshot The caller's input, read once.
   * @param secrets The secrets in the snapshot.
   * @param options The call's options.
   */
  constructor(env: CallEnvironment, target: CallTarget, callId: string, caller: Caller, paths: readonly string[], snapshot: InputSnapshot, secrets: readonly string[], options: CallOptions) {
    const { name } = target.record;
    this.env = env;
    this.name = name;
    this.callId = callId;
    this.caller = caller;
    this.record = target.record;
    this.lane = target.lane;
    this.paths = paths;
    this.snapshot = snapshot;
    this.secrets = secrets;
    this.value = undefined;
    this.options = options;
    const { signal: callerSignal } = options;
    // `timed` is false for undefined, NaN, negative and infinite timeouts alike.
    const timeoutMs = options.timeoutMs ?? env.options.timeoutMs;
    const timed = (timeoutMs as number) >= 0 && (timeoutMs as number) < Infinity;
    this.timeoutMs = timed ? timeoutMs : undefined;
    this.deadline = timed ? Date.now() + timeoutMs! : undefined;
    this.timedOut = false;
    const aborter = callerSignal || timed ? new AbortController() : undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    if (aborter) {
      onAbort = () => aborter.abort(callerSignal!.reason);
      callerSignal?.addEventListener('abort', onAbort);
      if (callerSignal?.aborted) onAbort();
      // A timer that fires after the caller's signal aborted finds the call's signal aborted: it does nothing.
      if (timed) {
        timer = setTimeout(() => {
          if (aborter.signal.aborted) return;
          this.timedOut = true;
          aborter.abort(new DOMException(timeoutMessage(name, timeoutMs!), 'TimeoutError'));
        }, timeoutMs);
      }
    }
    this.signal = aborter?.signal;
    this.unfollow =
      aborter &&
      (() => {
        clearTimeout(timer);
        callerSignal?.removeEventListener('abort', onAbort!);
      });
    const parent = contextOf(callerSignal);
    this.ctx = new CallContext(name, callId, caller, (update) => this.report(update), aborter, parent);
    this.output = undefined;
    this.finished = false;
    this.place = takePlace(this, parent);
  }

  /**
   * Egresses a value derived from the call (spec §6): plain data, sensitive paths redacted, every
   * secret of the call scrubbed.
   *
   * @param value The value.
   * @returns A redacted copy.
   */
  redact<T>(value: T): T {
    return egress(value, this.secrets, this.paths) as T;
  }

  /**
   * The tool as permission checks and confirmation policies see it (spec §5).
   *
   * @returns The tool's facts.
   */
  info(): ToolInfo {
    return toToolInfo(this.record, this.paths);
  }

  /**
   * Waits for a step's work unless the call's signal aborts first (then rejects with `CUT_SHORT`),
   * and goes on with `next`. Without `next`, the raced work itself is the step's answer: the loop
   * awaits it directly, one tick fewer.
   *
   * @param work A promise or thenable.
   * @param next What the step does with the work's value.
   * @param fallback When given (not `undefined`), the value `next` gets if the work throws or
   *   rejects (fail closed); without it, a rejection ends the call.
   * @returns A promise of what `next` answers.
   */
  race<T extends ToolResult | void>(work: PromiseLike<T>): Promise<T>;
  race<T>(work: PromiseLike<T>, next: (value: T) => ToolResult | void, fallback?: T): Promise<ToolResult | void>;
  race<T>(work: PromiseLike<T>, next?: (value: T) => ToolResult | void, fallback?: T): Promise<unknown> {
    const raced = Promise.resolve(untilAborted(work, this.signal));
    if (!next) return raced;
    const onRejected =
      fallback === undefined
        ? undefined
        : (error: unknown) => {
            if (error === CUT_SHORT) throw error;
            return next(fallback);
          };
    return raced.then(next, onRejected);
  }

  /**
   * Asks a hook (a permission check, a confirmation handler) at once and goes on with its answer,
   * raced against the call's signal; `fallback` when the hook throws or rejects (fail closed).
   *
   * @param hook The hook, called with no arguments.
   * @param fallback What a failing hook answers.
   * @param next What the step does with the answer.
   * @returns A promise of what `next` answers.
   */
  ask(hook: () => unknown, fallback: unknown, next: (answer: unknown) => ToolResult | void): Promise<ToolResult | void> {
    return this.race(new Promise((resolve) => resolve(hook())), next, fallback);
  }

  /**
   * Emits one of the call's events, only when someone listens.
   *
   * @param type The event's type.
   * @param update The progress update of a `call:progress` event.
   */
  emit(type: StepEvent, update?: ProgressUpdate): void {
    const { emitter } = this.env;
    if (emitter.active()) emitter.emit({ type, callId: this.callId, name: this.name, ...(update && { update }) } as CallEvent, this.secrets);
  }

  /** Ends the call: stops its timer, lets the lane go on and drops late progress. */
  finish(): void {
    this.finished = true;
    leaveLane(this);
    this.unfollow?.();
  }

  /**
   * What `ctx.progress` does: redacts the update, then gives it to listeners and to the caller's
   * `onProgress`; dropped once the call has its result.
   *
   * @param update The tool's report.
   */
  report(update: ProgressUpdate): void {
    const { onProgress } = this.options;
    if (this.finished || (!this.env.emitter.active() && !onProgress)) return;
    // A hostile update (a throwing getter) is dropped.
    const safe = attempt(() => this.redact({ ...update }), undefined);
    if (typeof safe !== 'object' || !safe) return;
    this.emit('call:progress', safe);
    // The caller's listener failing must not fail the tool.
    attempt(() => onProgress?.(safe), undefined);
  }
}

/**
 * What a timeout says, in the result and as the reason of the call's signal.
 *
 * @param name The tool's full name.
 * @param timeoutMs The timeout.
 * @returns The message.
 */
export function timeoutMessage(name: string, timeoutMs: number): string {
  return `'${name}' timed out after ${timeoutMs} ms`;
}
