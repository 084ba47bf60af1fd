import type { StandardSchemaV1 } from '@standard-schema/spec';
import { attempt } from '../attempt.js';
import { isRecord } from '../is-record.js';
import { compact } from '../compact.js';
import { warn } from '../dev.js';
import { describeError } from '../errors.js';
import { formatIssues } from '../format-issues.js';
import type { CallOptions, ConfirmHandler, ConfirmRequest, ToolmarkOptions } from '../options.js';
import type { CallEvent, Emitter } from '../registry/events.js';
import { toToolInfo } from '../registry/manifest.js';
import { sensitivePathsOf, type ToolRecord } from '../registry/tool-record.js';
import { collectSecrets, REDACTED, redactPaths, scrubSecrets } from '../redact.js';
import { fail, isToolResult, type ResultIssue, type ToolResult } from '../result.js';
import type { Caller, ProgressUpdate } from '../types.js';
import { CallContext, contextOf, holdsTurn } from './call-context.js';
import { CUT_SHORT, untilAborted } from './call-signal.js';
import { snapshotInput, type InputLimits, type InputSnapshot } from './snapshot-input.js';
import { isAlwaysConcurrencySafe, needsConfirmation } from './hints-policy.js';
import type { Lane } from './lane.js';
import { validateOutput } from './validate-output.js';

/** A registered tool as the pipeline sees it. */
export interface CallTarget {
  readonly record: ToolRecord;
  readonly lane: Lane;
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
// What a permission check that throws answers: no `allow`, so it denies (fail closed).
const CHECK_FAILED = { reason: 'the permission check failed' };
const UNREADABLE: InputSnapshot = { issue: { path: '', message: 'Input could not be read' } };

// What a hook (a permission check, a confirmation handler) answers; `fallback` when it throws or rejects.
// Called at once, and raced against the call's signal when something can abort the call.
function answerOf(hook: () => unknown, fallback: unknown, signal: AbortSignal | undefined): unknown {
  return untilAborted(new Promise((resolve) => resolve(hook())).catch(() => fallback), signal);
}

// What a timeout says, in the result and as the reason of the call's signal.
function timeoutMessage(name: string, timeoutMs: number): string {
  return `'${name}' timed out after ${timeoutMs} ms`;
}

function nameLabel(name: unknown): string {
  return attempt(() => String(name), typeof name);
}

/**
 * Turns a validation failure into an `invalid_input` result whose text lists every problem (spec §3.2).
 *
 * @param name The tool's full name.
 * @param issues The formatted issues, or the message of the one issue at the root.
 * @returns The result.
 */
function invalidInput(name: string, issues: readonly ResultIssue[] | string): ToolResult {
  const list = typeof issues === 'string' ? [{ path: '', message: issues }] : issues;
  return fail('invalid_input', `Invalid input for '${name}': ${list.map((issue) => issue.message).join('; ')}`, list);
}

// Emits one of a call's events, only when someone listens.
function emitCall(
  emitter: Emitter,
  type: 'call:confirming' | 'call:running' | 'call:progress',
  callId: string,
  name: string,
  fields?: { update: ProgressUpdate },
): void {
  if (emitter.active()) emitter.emit({ type, callId, name, ...fields } as CallEvent);
}

/**
 * Calls a tool through the one pipeline (spec §3): resolve, validate input, check permission,
 * confirm, run, validate output (development), result. Never throws and never rejects: every failure
 * is a result with a stable code. Every value that leaves the call, events included, is redacted.
 *
 * One function from the first step to the result, each step in turn (D132): a step that refuses sets
 * the result and leaves the steps; a schema or `run` is awaited only when it returns a promise, so a
 * read-only call with a synchronous schema and `run` and nothing to ask waits no tick but its own. The call's
 * state is its locals; the `ctx` its `run` receives (spec §1.12) is a `CallContext` whose `progress`
 * reads them: the tool sees `name`, `callId`, `caller`, `signal` and `progress`, nothing else.
 *
 * @param env The registry.
 * @param name The tool's full name.
 * @param input The input as the caller sent it.
 * @param options The call's signal, timeout and caller.
 * @returns The result.
 */
export async function callTool(env: CallEnvironment, name: string, input: unknown, options: CallOptions = NO_OPTIONS): Promise<ToolResult> {
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
    /** The call's secrets as they are now, longest first. */
    let secrets: readonly string[] = [];
    if (paths.length && !snapshot.issue) secrets = collectSecrets(snapshot.value, paths);
    // Redacts a value derived from the call: sensitive paths, then every secret of the call (spec §6).
    const redact = <T>(value: T) => scrubSecrets(redactPaths(value, paths), secrets) as T;
    if (watched) emitter.emit({ type: 'call:started', callId, name, input: snapshot.issue ? REDACTED : redact(snapshot.value), caller });

    let result: ToolResult;
    if (!target) {
      result = fail('unknown_tool', `Unknown tool '${nameLabel(name)}'`);
    } else {
      const { record, lane } = target;
      const { def, validator } = record;
      const { hints } = def;
      const { checkPermission, confirmPolicy } = env.options;
      const { onProgress, signal: callerSignal } = options;
      /** Set once the call has its result: late progress reports are dropped. */
      let finished: boolean | undefined;
      // The call's signal (spec §3): aborted when the caller's signal aborts or when `timeoutMs` have
      // passed. `timed` is false for undefined, NaN, negative and infinite timeouts alike.
      const timeoutMs = options.timeoutMs ?? env.options.timeoutMs;
      const timed = (timeoutMs as number) >= 0 && (timeoutMs as number) < Infinity;
      const deadline = timed ? Date.now() + timeoutMs! : undefined;
      let timedOut: boolean | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let onAbort: (() => void) | undefined;
      // The signal steps race: none when nothing can abort the call, so most calls add no listener.
      const aborter = callerSignal || timed ? new AbortController() : undefined;
      const abortable = aborter?.signal;
      if (aborter) {
        onAbort = () => aborter.abort(callerSignal!.reason);
        callerSignal?.addEventListener('abort', onAbort);
        if (callerSignal?.aborted) onAbort();
        // A timer that fires after the caller's signal aborted finds the call's signal aborted: it does nothing.
        if (timed) {
          timer = setTimeout(() => {
            if (abortable!.aborted) return;
            timedOut = true;
            aborter.abort(new DOMException(timeoutMessage(name, timeoutMs!), 'TimeoutError'));
          }, timeoutMs);
        }
      }
      const parent = contextOf(callerSignal);
      const ctx = new CallContext(name, callId, caller, (update) => {
        if (finished || (!emitter.active() && !onProgress)) return;
        // A hostile update (a throwing getter) is dropped.
        const safe = attempt(() => redact({ ...update }), undefined);
        if (!safe) return;
        emitCall(emitter, 'call:progress', callId, name, { update: safe });
        // The caller's listener failing must not fail the tool.
        attempt(() => onProgress?.(safe), undefined);
      }, aborter, parent);
      // The call's place in its lane (spec §8): `turn` resolves when every earlier exclusive call has
      // finished running; `release` lets later calls through once `until` settles: the turn, or the
      // run of a call that ran exclusively (held even past its own abort or timeout, D8). None for
      // a tool that is concurrency-safe whatever its input: it never waits.
      // A call made, with its `ctx.signal`, by a run that holds the lane (or from a call such a run
      // made) is part of that run: it takes no place, since it would wait for the run that waits for it.
      let turn: Promise<void> | undefined;
      let release: (() => void) | undefined;
      if (!isAlwaysConcurrencySafe(hints) && !holdsTurn(parent, lane)) {
        turn = lane.tail;
        lane.tail = new Promise<void>((resolve) => (release = resolve));
      }
      let until = turn as Promise<unknown> | undefined;
      try {
        steps: {
          // Synchronous steps do not race the signal; an abort can only have happened before them.
          if (abortable?.aborted) throw CUT_SHORT;
          // Validates the input (spec §3.2): the registry's limits (checked as the snapshot was taken)
          // first, then the schema, whose output is what `run` receives; without a schema the input
          // must be absent (read as `{}`) or an object.
          if (snapshot.issue) {
            result = invalidInput(name, [snapshot.issue]);
            break steps;
          }
          const read = snapshot.value;
          let value: unknown = read === undefined ? {} : read;
          if (validator) {
            const props = validator['~standard'];
            let outcome: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> | undefined;
            try {
              outcome = props.validate(read);
            } catch {
              // A schema that throws is a bug in the schema; the input is still refused, never run.
            }
            if (outcome instanceof Promise) outcome = await untilAborted(outcome.catch(() => undefined), abortable);
            if (!outcome || outcome.issues) {
              result = invalidInput(name, outcome ? formatIssues(outcome.issues!, props.vendor) : 'Input could not be validated');
              break steps;
            }
            value = outcome.value;
          } else if (!isRecord(value)) {
            result = invalidInput(name, 'Input must be an object');
            break steps;
          }
          // A schema may have trimmed or upper-cased a secret: the validated input's are secrets too (spec §6).
          if (paths.length) secrets = collectSecrets(value, paths, secrets);

          // Permission (spec §3.3), then confirmation (spec §3.4). Each fails closed: only `true` or
          // `{ allow: true }` allows, only `true` approves; a hook that throws denies or declines.
          if (checkPermission) {
            const context = { callId, caller, signal: ctx.signal };
            // Read by shape: a primitive has no `allow` or `reason` of its own.
            const decision = (await answerOf(() => checkPermission(toToolInfo(record, paths), value, context), CHECK_FAILED, abortable)) as
              | { allow?: unknown; reason?: unknown }
              | true
              | null
              | undefined;
            if (decision !== true && decision?.allow !== true) {
              const reason = decision?.reason;
              result = fail('permission_denied', `Permission denied for '${name}'${reason ? `: ${reason}` : ''}`);
              break steps;
            }
          }
          // A policy that throws asks for confirmation (fail closed); without one, nothing is wrapped.
          if (needsConfirmation(hints, !!confirmPolicy && attempt(() => confirmPolicy(toToolInfo(record, paths), value) === true, true))) {
            emitCall(emitter, 'call:confirming', callId, name);
            const { handler } = [...env.handlers].pop()!;
            if (!handler) {
              if (import.meta.env.DEV && env.dev) warn('TM102', `'${name}' needs confirmation and no handler is installed (options.confirm or tm.setConfirm): declined`);
              result = fail(
                'declined',
                `'${name}' needs ${import.meta.env.DEV ? "a person's confirmation, and this page has no way to ask for it" : 'confirmation this page cannot ask for'}`,
              );
              break steps;
            }
            // What the person sees is redacted by path alone, and the summary is made from that: scrubbing
            // by value would let a caller hide part of the call by sending the same text at a sensitive
            // path (`cvc: '9999'` masking an amount of 9999), and the card is shown to the person only.
            const shown = redactPaths(value, paths);
            const summary = attempt(() => def.summary?.(shown), undefined);
            const info = toToolInfo(record, paths);
            const request = compact({
              callId,
              name,
              title: def.title ?? name,
              summary: typeof summary === 'string' ? summary : undefined,
              hints: info.hints,
              input: shown,
              caller,
              anchors: info.anchors,
              signal: ctx.signal,
              deadline,
            }) as ConfirmRequest;
            if ((await answerOf(() => handler(request), false, abortable)) !== true) {
              result = fail('declined', `The person declined '${name}'. Do not retry unless they ask you to.`);
              break steps;
            }
          }

          // Waits for the call's turn in its lane when it runs exclusively (spec §8); a
          // `concurrencySafe` function that throws means not safe.
          const safe = hints?.concurrencySafe;
          const exclusive = release && !(typeof safe === 'function' && attempt(() => safe(value) === true, false));
          if (exclusive) {
            await untilAborted(turn, abortable);
            lane.holder = ctx;
          } else if (release) {
            turn!.then(release, release);
            release = undefined;
          }

          // Runs the tool (spec §3.5). A throw or a rejection reaches the catch below: `run_failed`.
          if (abortable?.aborted) throw CUT_SHORT;
          emitCall(emitter, 'call:running', callId, name);
          let ran: unknown = def.run(value, ctx);
          // Primitives have no `then` of their own, so reading it needs no type check first.
          if (typeof (ran as Partial<PromiseLike<unknown>> | null | undefined)?.then === 'function') {
            // Adopts thenables of any realm, once (a `then` that throws becomes a rejection): a lazy
            // thenable runs once however many wait for it.
            const running = Promise.resolve(ran);
            if (exclusive) until = running;
            ran = await untilAborted(running, abortable);
          }
          result = isToolResult(ran)
            ? ran
            : fail(
                'run_failed',
                // The fix is the developer's, not the model's: production leaves the advice out (spec D60).
                `'${name}' returned ${import.meta.env.DEV ? 'something that is not a tool result (use ok(value) or fail(code, message))' : 'no tool result'}`,
              );
          // Output validation exists in development builds only (spec §3.6, D2).
          if (import.meta.env.DEV && env.dev) result = await untilAborted(validateOutput(name, def.output, result), abortable);
        }
      } catch (error) {
        // A step cut short by the signal, or `run` throwing or rejecting (spec §3.5).
        result =
          error !== CUT_SHORT
            ? fail('run_failed', `'${name}' failed: ${describeError(error)}`)
            : timedOut
              ? fail('timeout', timeoutMessage(name, timeoutMs!))
              : fail('aborted', `The call to '${name}' was aborted`);
      } finally {
        finished = true;
        if (release) {
          const leave = () => {
            if (lane.holder === ctx) lane.holder = undefined;
            release!();
          };
          until!.then(leave, leave);
        }
        clearTimeout(timer);
        callerSignal?.removeEventListener('abort', onAbort!);
      }
      // Before the result is returned or carried by call:finished (spec §3.7).
      result = scrubSecrets(result, secrets);
    }
    if (emitter.active()) {
      emitter.emit({ type: 'call:finished', callId, name, result, durationMs: startedAt && performance.now() - startedAt });
    }
    return result;
  } catch {
    return fail('run_failed', `'${nameLabel(name)}' failed`);
  }
}
