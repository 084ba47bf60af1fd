import { attempt } from '../attempt.js';
import { describeError } from '../errors.js';
import type { CallOptions } from '../options.js';
import { sensitivePathsOf, type ToolRecord } from '../registry/tool-record.js';
import { collectSecrets } from '../egress/collect-secrets.js';
import { egress, NO_SECRETS } from '../egress/egress.js';
import { REDACTED } from '../redact.js';
import { fail, isToolResult, type ToolResult } from '../result.js';
import type { Caller } from '../types.js';
import { askThrough } from './ask-person.js';
import type { CallHandle } from './call-handle.js';
import { callIdOf, contextOf } from './call-context.js';
import type { CallSettings } from './call-settings.js';
import { CallControl, CUT_SHORT, timeoutMessage } from './call-signal.js';
import { takeTurn, type Lane } from './lane.js';
import { keepOutcome, replyBy } from './pending-reply.js';
import { snapshotInput, type InputSnapshot } from './snapshot-input.js';
import { recordRun } from './record-run.js';
import { ToolCall, type Step, type StepAnswer } from './tool-call.js';
import { invalidInput } from './validate-input.js';

/** A registered tool as the pipeline sees it. */
export interface CallTarget {
  readonly record: ToolRecord;
  readonly lane: Lane;
  /** The steps its calls run (`planSteps`). */
  readonly steps: readonly Step[];
}

/** The registry as the orchestrator sees it: what a call sees, and the tools and the count of calls. */
export interface CallEnvironment extends CallSettings {
  /** The registered tools by full name. */
  readonly tools: ReadonlyMap<string, CallTarget>;
  /** The calls that answered `pending` (spec §3.11), kept to be found once they settle. */
  readonly kept: Map<string, CallHandle>;
  /** How many calls the registry has started: the last call's id is `call-<calls>`. */
  calls: number;
}

const IN_PAGE: Caller = { kind: 'in-page' };
const NO_OPTIONS: CallOptions = {};
const UNREADABLE: InputSnapshot = { issue: { path: '', message: 'Input could not be read' } };

function nameLabel(name: unknown): string {
  return attempt(() => String(name), typeof name);
}

/**
 * The one way out of a call (spec §3.7, §6), before its result is returned or carried by
 * `call:finished`: plain data with no form of a secret. A result the final check had to take apart
 * is no result.
 *
 * @param result The call's result.
 * @param secrets The call's secrets.
 * @param name The tool's name, for the message.
 * @returns The egressed result.
 */
function leave(result: ToolResult, secrets: readonly string[], name: string): ToolResult {
  const out = egress(result, secrets);
  return out === result || isToolResult(out) ? (out as ToolResult) : fail('run_failed', `'${nameLabel(name)}' returned a result that cannot be shown without a sensitive value`);
}

/**
 * Starts a call through the one pipeline (spec §3, §3.10) and returns its handle at once: takes one
 * snapshot of the input and the call's place in its lane, synchronously, then runs the tool's steps
 * in turn (validate input, check permission, confirm, run in its turn, validate output in
 * development: those of `STEPS` that apply to it) until one answers with the result. Never throws,
 * and the handle's promises never reject: every failure is a result with a stable code. Every value
 * that leaves the call, events included, is redacted.
 *
 * A run made outside the registry (`ran`, spec §3.9) has one step instead: `recordRun`, which
 * reports it and waits for `ran`.
 *
 * @param env The registry.
 * @param ran For a run made outside the registry, what its maker resolves once it is over; else `undefined`.
 * @param name The tool's full name.
 * @param input The input as the caller sent it.
 * @param options The call's signal, timeout, deadline and caller.
 * @returns The call's handle.
 */
export function startCall(env: CallEnvironment, ran: PromiseLike<unknown> | undefined, name: string, input: unknown, options: CallOptions = NO_OPTIONS): CallHandle {
  let serial = 0;
  let caller = IN_PAGE;
  // The outer try only ever catches hostile values (throwing getters, revoked proxies), and the
  // handle still answers.
  try {
    const { emitter } = env;
    // The id is written out only when something reads it (`callIdOf`).
    serial = ++env.calls;
    // Each option read once.
    const { signal, timeoutMs = env.options.timeoutMs, deadlineMs, onProgress, ask } = options;
    caller = options.caller ?? IN_PAGE;
    // Whether anyone listens as the call starts: the input is redacted for `call:started`, and the call
    // timed, only then (a call whose start nobody saw reports a duration of 0).
    const startedAt = emitter.active() ? performance.now() : 0;
    // A name that is not a string (a hostile caller's) matches no tool: the registry is a Map.
    const target = env.tools.get(name);
    const paths = sensitivePathsOf(target?.record);
    // The one read of the caller's input (spec §3.2): every step after this one, the person's card
    // and `run` see this copy, never the caller's object, so nothing the caller does later counts.
    let snapshot: InputSnapshot;
    try {
      snapshot = snapshotInput(input, env.limits);
    } catch {
      // A getter or a proxy trap that throws: the input cannot be read, so it is refused.
      snapshot = UNREADABLE;
    }
    const secrets = paths.length && !snapshot.issue ? collectSecrets(snapshot.value, paths) : NO_SECRETS;
    let call: ToolCall | undefined;
    if (target) {
      const { record } = target;
      const control = signal || timeoutMs !== undefined ? new CallControl(record.name, signal, timeoutMs) : undefined;
      const parent = contextOf(signal);
      call = new ToolCall(env, record, serial, caller, paths, secrets, control, takeTurn(target.lane, record.def.hints, parent), parent);
      // Listed (`tm.calls()`) at once when someone watches, else when it first waits: a call that never
      // waits and that nobody watches is over before anyone could look.
      if (startedAt) env.inFlight.set(call.id, call);
    }
    if (startedAt) {
      // The emitter egresses every event (spec §7): here the input is redacted by path on the way.
      const shown = snapshot.issue ? REDACTED : egress(snapshot.value, NO_SECRETS, paths);
      emitter.emit({ type: 'call:started', callId: call ? call.id : callIdOf(serial), name, input: shown, caller }, secrets);
    }
    if (!call) return settled(env, callIdOf(serial), name, caller, fail('unknown_tool', `Unknown tool '${nameLabel(name)}'`), startedAt);
    if (ask) askThrough(call, ask);
    if (onProgress) follow(call, onProgress);
    call.result = drive(call, ran ? [(outside: ToolCall) => recordRun(outside, ran)] : target!.steps, snapshot, startedAt);
    if (deadlineMs !== undefined) replyBy(call, deadlineMs, (late) => keepOutcome(env.kept, late));
    return call;
  } catch {
    return settled(env, callIdOf(serial), name, caller, fail('run_failed', `'${nameLabel(name)}' failed`), 0);
  }
}

/**
 * Runs a call's steps until one answers with the result: each step's decision (`{ value }`) is the
 * next step's value; the first result ends the call, else the result is `run`'s, as the steps after
 * it left it. A step is awaited only when it returns a promise, so a read-only call with a
 * synchronous schema and `run` and nothing to ask waits no tick but its own.
 *
 * @param call The call.
 * @param steps Its steps.
 * @param snapshot The input's snapshot.
 * @param startedAt When the call started, when someone watched it start.
 * @returns The result, egressed.
 */
async function drive(call: ToolCall, steps: readonly Step[], snapshot: InputSnapshot, startedAt: number): Promise<ToolResult> {
  const { name } = call;
  let listed = startedAt !== 0;
  let result: ToolResult;
  try {
    // Synchronous steps do not race the signal: an abort can only have happened before them.
    if (call.control?.aborted) throw CUT_SHORT;
    let answer: Awaited<StepAnswer> = snapshot.issue && invalidInput(name, [snapshot.issue]);
    let value = 'value' in snapshot ? snapshot.value : undefined;
    if (!answer) {
      for (const step of steps) {
        if (call.control?.aborted) throw CUT_SHORT;
        let next = step(call, value);
        if (next instanceof Promise) {
          if (!listed) call.settings.inFlight.set(call.id, call);
          listed = true;
          next = await next;
        }
        if (!next) continue;
        if ('value' in next) value = next.value;
        else {
          answer = next;
          break;
        }
      }
    }
    result = (answer as ToolResult | undefined) ?? (value as ToolResult);
  } catch (error) {
    // A step cut short by the signal, or `run` throwing or rejecting (spec §3.5).
    result =
      error !== CUT_SHORT
        ? fail('run_failed', `'${name}' failed: ${describeError(error)}`)
        : call.control!.timedOut
          ? fail('timeout', timeoutMessage(name, call.control!.timeoutMs!))
          : fail('aborted', `The call to '${name}' was aborted`);
  }
  if (listed) call.settings.inFlight.delete(call.id);
  return end(call.settings, call, name, leave(result, call.secrets, name), startedAt);
}

/**
 * Ends a call with its egressed result: the call settles (its followers hear it), then listeners get
 * `call:finished`. `call` is the call, or the id of one that ended as it started (no tool, no input).
 */
function end(settings: CallSettings, call: ToolCall | string, name: string, result: ToolResult, startedAt: number): ToolResult {
  const known = typeof call === 'object';
  if (known) call.finish();
  const { emitter } = settings;
  if (emitter.active()) {
    const callId = known ? call.id : call;
    emitter.emit({ type: 'call:finished', callId, name, result, durationMs: startedAt && performance.now() - startedAt }, known ? call.secrets : undefined);
  }
  return result;
}

// The handle of a call that ended as it started (an unknown name, an input nothing can read).
function settled(settings: CallSettings, id: string, name: unknown, caller: Caller, result: ToolResult, startedAt: number): CallHandle {
  const label = nameLabel(name);
  const promise = Promise.resolve(end(settings, id, label, leave(result, NO_SECRETS, label), startedAt));
  return { id, name: label, caller, phase: 'settled', progress: undefined, result: promise, reply: promise, abort() {}, subscribe: () => () => {} };
}

// The caller's `onProgress` hears each new progress report, as listeners of `call:progress` do.
function follow(call: ToolCall, onProgress: NonNullable<CallOptions['onProgress']>): void {
  let last = call.progress;
  call.subscribe(({ progress }) => {
    if (progress === last || !progress) return;
    last = progress;
    onProgress(progress);
  });
}
