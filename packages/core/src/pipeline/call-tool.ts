import { attempt } from '../attempt.js';
import { describeError } from '../errors.js';
import type { CallOptions, ConfirmHandler, ToolmarkOptions } from '../options.js';
import type { Emitter } from '../registry/events.js';
import { sensitivePathsOf, type ToolRecord } from '../registry/tool-record.js';
import { collectSecrets } from '../egress/collect-secrets.js';
import { egress, NO_SECRETS } from '../egress/egress.js';
import { REDACTED } from '../redact.js';
import { fail, isToolResult, type ToolResult } from '../result.js';
import type { Caller } from '../types.js';
import { CUT_SHORT } from './call-signal.js';
import type { Lane } from './lane.js';
import { snapshotInput, type InputLimits, type InputSnapshot } from './snapshot-input.js';
import { recordRun } from './record-run.js';
import { timeoutMessage, ToolCall, type Step, type StepAnswer } from './tool-call.js';

/** A registered tool as the pipeline sees it. */
export interface CallTarget {
  readonly record: ToolRecord;
  readonly lane: Lane;
  /** The steps its calls run (`planSteps`). */
  readonly steps: readonly Step[];
}

/** What the pipeline needs from its registry: its state, shared rather than asked for. */
export interface CallEnvironment {
  readonly dev: boolean;
  readonly options: ToolmarkOptions;
  readonly limits: Required<InputLimits>;
  readonly emitter: Emitter;
  /** The registered tools by full name. */
  readonly tools: ReadonlyMap<string, CallTarget>;
  /** The confirmation handlers, `options.confirm` first and the one installed last at the end (spec §3.4). */
  readonly handlers: ReadonlySet<{ readonly handler: ConfirmHandler | undefined }>;
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
 * Calls a tool through the one pipeline (spec §3): takes one snapshot of the input, then runs the
 * tool's steps in turn (validate input, check permission, confirm, wait for the lane, run, validate
 * output in development: those of `STEPS` that apply to it) until one answers with the result. Never throws and never rejects: every
 * failure is a result with a stable code. Every value that leaves the call, events included, is
 * redacted.
 *
 * A step is awaited only when it returns a promise, so a read-only call with a synchronous schema
 * and `run` and nothing to ask waits no tick but its own.
 *
 * A run made outside the registry (`ran`, spec §3.9) has one step instead: `recordRun`, which
 * reports it and waits for `ran`.
 *
 * @param env The registry.
 * @param ran For a run made outside the registry, what its maker resolves once it is over; else `undefined`.
 * @param name The tool's full name.
 * @param input The input as the caller sent it.
 * @param options The call's signal, timeout and caller.
 * @returns The result.
 */
export async function callTool(env: CallEnvironment, ran: PromiseLike<unknown> | undefined, name: string, input: unknown, options: CallOptions = NO_OPTIONS): Promise<ToolResult> {
  // The outer try only ever catches hostile values (throwing getters, revoked proxies), and the
  // promise still resolves.
  try {
    const { emitter } = env;
    const callId = `call-${++env.calls}`;
    const caller = options.caller ?? IN_PAGE;
    // Whether anyone listens as the call starts: the input is redacted for `call:started`, and the call
    // timed, only then (a call whose start nobody saw reports a duration of 0).
    const watched = emitter.active();
    const startedAt = watched ? performance.now() : 0;
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
    if (watched) {
      // The emitter egresses every event (spec §7): here the input is redacted by path on the way.
      const shown = snapshot.issue ? REDACTED : egress(snapshot.value, NO_SECRETS, paths);
      emitter.emit({ type: 'call:started', callId, name, input: shown, caller }, secrets);
    }
    let result: ToolResult;
    // Grows when the validated input adds secrets (a schema that trims one).
    let known = secrets;
    if (!target) {
      result = fail('unknown_tool', `Unknown tool '${nameLabel(name)}'`);
    } else {
      const call = new ToolCall(env, target, callId, caller, paths, snapshot, secrets, options);
      try {
        let answer: StepAnswer = undefined;
        for (const step of ran ? [(outside: ToolCall) => recordRun(outside, ran)] : target.steps) {
          // Synchronous steps do not race the signal: an abort can only have happened before them.
          if (call.signal?.aborted) throw CUT_SHORT;
          answer = step(call);
          if (answer instanceof Promise) answer = await answer;
          if (answer) break;
        }
        // The first step to answer ends the call; else the result is `run`'s, as the steps after it left it.
        result = (answer as ToolResult | void) || call.output!;
      } catch (error) {
        // A step cut short by the signal, or `run` throwing or rejecting (spec §3.5).
        result =
          error !== CUT_SHORT
            ? fail('run_failed', `'${name}' failed: ${describeError(error)}`)
            : call.timedOut
              ? fail('timeout', timeoutMessage(name, call.timeoutMs!))
              : fail('aborted', `The call to '${name}' was aborted`);
      } finally {
        call.finish();
      }
      known = call.secrets;
    }
    result = leave(result, known, name);
    if (emitter.active()) {
      emitter.emit({ type: 'call:finished', callId, name, result, durationMs: startedAt && performance.now() - startedAt }, known);
    }
    return result;
  } catch {
    return fail('run_failed', `'${nameLabel(name)}' failed`);
  }
}
