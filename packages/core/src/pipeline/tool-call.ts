import { attempt } from '../attempt.js';
import { egress } from '../egress/egress.js';
import type { CallEvent } from '../registry/events.js';
import { toToolInfo, type ToolInfo } from '../registry/manifest.js';
import type { ToolRecord } from '../registry/tool-record.js';
import type { ToolResult } from '../result.js';
import type { AskOptions, AskOutcome, Caller, ProgressUpdate } from '../types.js';
import { askPerson } from './ask-person.js';
import type { CallHandle, CallListener, CallPhase } from './call-handle.js';
import { CallContext, type CallOwner } from './call-context.js';
import type { CallSettings } from './call-settings.js';
import { CallControl, CUT_SHORT } from './call-signal.js';
import { replyOf } from './pending-reply.js';
import { leaveLane, type Turn } from './lane.js';

/** The call events a step emits. */
type StepEvent = 'call:confirming' | 'call:asking' | 'call:running' | 'call:progress';

/**
 * One call of a registered tool: what the steps share of it, and the handle its caller holds (spec
 * §3.10). What the steps decide travels through the loop as values (`callTool`); the call keeps only
 * what outlives a step: its tool, its `ctx` and signal, its secrets, its lane place, and what its
 * followers see. Created synchronously when the call starts, so calls take their lane places in call
 * order (spec §8).
 */
export class ToolCall implements CallHandle, CallOwner {
  // Declared only, every one set by the constructor in the same order: no field definitions are
  // emitted, and every call has the same shape.
  declare readonly settings: CallSettings;
  declare readonly record: ToolRecord;
  /** The `ctx` the tool's `run` receives (spec §1.12); also the call's id, name and caller. */
  declare readonly ctx: CallContext;
  /** The tool's sensitive paths, read once per call (spec §6). */
  declare readonly paths: readonly string[];
  /** The call's secrets as they are now, longest first: the input's, then the person's sensitive answers. */
  declare secrets: readonly string[];
  /** The call's place in its lane (spec §8): none for a call that never waits. */
  declare readonly turn: Turn | undefined;
  /** The call's signal and timeout: made at the start when the caller gave either, else when first needed. */
  declare control: CallControl | undefined;
  declare phase: CallPhase;
  declare progress: ProgressUpdate | undefined;
  /** Who follows the call through its handle. */
  declare listeners: Set<CallListener> | undefined;
  declare result: Promise<ToolResult>;

  /**
   * @param settings The registry.
   * @param record The tool.
   * @param serial The call's number in its registry (its id is `call-<serial>`).
   * @param caller Who calls.
   * @param paths The tool's sensitive paths.
   * @param secrets The secrets in the input.
   * @param control The call's signal and timeout, when the caller gave either.
   * @param turn The call's place in its lane, taken as it starts.
   * @param parent The call whose `ctx.signal` this call was made with, if any.
   */
  constructor(settings: CallSettings, record: ToolRecord, serial: number, caller: Caller, paths: readonly string[], secrets: readonly string[], control: CallControl | undefined, turn: Turn | undefined, parent: CallContext | undefined) {
    this.settings = settings;
    this.record = record;
    this.ctx = new CallContext(record.name, serial, caller, this, parent);
    this.paths = paths;
    this.secrets = secrets;
    this.turn = turn;
    this.control = control;
    this.phase = 'validating';
    this.progress = undefined;
    this.listeners = undefined;
    this.result = undefined!;
  }

  get id(): string {
    return this.ctx.callId;
  }

  get name(): string {
    return this.ctx.name;
  }

  get caller(): Caller {
    return this.ctx.caller;
  }

  get reply(): Promise<ToolResult> {
    return replyOf(this);
  }

  /** The call's control, made now when the caller gave no signal and no timeout. */
  controlled(): CallControl {
    return (this.control ??= new CallControl(this.name));
  }

  /** The call's `AbortSignal`, for `ctx.signal` and the hooks: made when first read. */
  signal(): AbortSignal {
    return this.controlled().signal();
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
   * Waits for a step's work unless the call's signal aborts first (then rejects with `CUT_SHORT`).
   *
   * @param work A promise or thenable.
   * @returns A promise of the work's value.
   */
  race<T>(work: PromiseLike<T>): Promise<T> {
    return this.controlled().wait(work);
  }

  /**
   * Asks a hook (a permission check, a confirmation handler, a schema) and goes on with its answer:
   * at once when it answers synchronously, else when its promise settles, raced against the call's
   * signal. `fallback` when the hook throws or rejects (fail closed).
   *
   * @param hook The hook, called with no arguments.
   * @param fallback What a failing hook answers.
   * @param next What the step does with the answer.
   * @returns What `next` answers, or a promise of it; a promise rejects with `CUT_SHORT` when the
   *   call ends first.
   */
  consult<A>(hook: () => unknown, fallback: unknown, next: (answer: unknown) => A): A | Promise<A> {
    let answer: unknown;
    try {
      answer = hook();
    } catch {
      return next(fallback);
    }
    // Primitives have no `then` of their own, so reading it needs no type check first.
    if (typeof (answer as Partial<PromiseLike<unknown>> | null | undefined)?.then !== 'function') return next(answer);
    return this.race(answer as PromiseLike<unknown>).then(next, (error: unknown) => {
      // The call's end is not the hook's failure: it goes on ending the call.
      if (error === CUT_SHORT) throw error;
      return next(fallback);
    });
  }

  /**
   * Emits one of the call's events, only when someone listens.
   *
   * @param type The event's type.
   * @param extra The event's own fields (a progress update, an ask's message).
   */
  emit(type: StepEvent, extra?: object): void {
    const { emitter } = this.settings;
    if (emitter.active()) emitter.emit({ type, callId: this.id, name: this.name, ...extra } as CallEvent, this.secrets);
  }

  /**
   * Moves the call to another phase and tells its followers.
   *
   * @param phase The new phase.
   */
  enter(phase: CallPhase): void {
    if (this.phase === 'settled') return;
    this.phase = phase;
    this.notify();
  }

  /** Ends the call: stops its timer, lets the lane go on, drops late progress and tells its followers. */
  finish(): void {
    this.phase = 'settled';
    leaveLane(this);
    this.control?.stop();
    this.notify();
  }

  abort(reason?: unknown): void {
    if (this.phase === 'settled') return;
    this.controlled().abort(reason ?? new DOMException(`The call to '${this.name}' was aborted`, 'AbortError'));
  }

  subscribe(listener: CallListener): () => void {
    const entry: CallListener = (call) => listener(call);
    (this.listeners ??= new Set()).add(entry);
    return () => void this.listeners!.delete(entry);
  }

  /**
   * What `ctx.progress` does: redacts the update, keeps it as the handle's `progress`, then tells the
   * handle's followers and listeners; dropped once the call has its result.
   *
   * @param update The tool's report.
   */
  report(update: ProgressUpdate): void {
    // Kept even when nobody listens: `progress` is read from the handle (`tm.calls()`) at any time.
    if (this.phase === 'settled') return;
    // A hostile update (a throwing getter) is dropped.
    const safe = attempt(() => this.redact({ ...update }), undefined);
    if (typeof safe !== 'object' || !safe) return;
    this.progress = safe;
    this.emit('call:progress', { update: safe });
    this.notify();
  }

  askPerson<T>(options: AskOptions<T>): Promise<AskOutcome<T>> {
    return askPerson(this, options);
  }

  // A follower failing must not fail the call, nor keep the others from hearing.
  private notify(): void {
    const { listeners } = this;
    if (!listeners?.size) return;
    for (const listener of [...listeners]) attempt(() => listener(this), undefined);
  }
}

/** A step's decision to go on with another value: the validated input, or, after `run`, its result. */
export interface Proceed {
  readonly value: unknown;
}

/**
 * What a step answers (spec §3.8): nothing to go on with the same value, `{ value }` to go on with a
 * new one, or the call's result, which ends it. A promise only when the step had to wait for
 * something (a schema, a hook, the lane, `run`).
 */
export type StepAnswer = ToolResult | Proceed | void | Promise<ToolResult | Proceed | void>;

/**
 * One step of the call pipeline (spec §3.8): decides on the call's value (the input before `run`, the
 * result after it) and may end the call. `appliesTo`, when a step has it, says once per registration
 * whether the step can do anything for a tool's calls at all (a registry without a permission check,
 * a tool that never asks): a tool's calls run only the steps that apply to it.
 */
export interface Step {
  (call: ToolCall, value: unknown): StepAnswer;
  appliesTo?: (record: ToolRecord, settings: CallSettings) => boolean;
}
