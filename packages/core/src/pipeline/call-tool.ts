import type { StandardSchemaV1 } from '@standard-schema/spec';
import { attempt } from '../attempt';
import { isRecord } from '../is-record';
import { compact } from '../compact';
import { warn } from '../dev';
import { describeError } from '../errors';
import { formatIssues } from '../format-issues';
import type { CallOptions, ConfirmHandler, ConfirmRequest, ToolmarkOptions } from '../options';
import type { CallEvent, Emitter } from '../registry/events';
import { toToolInfo, type ToolInfo } from '../registry/manifest';
import { sensitivePathsOf, type ToolRecord } from '../registry/tool-record';
import { collectSecrets, REDACTED, redactPaths, scrubSecrets } from '../redact';
import { fail, isToolResult, type ResultIssue, type ToolResult } from '../result';
import type { Caller, ProgressUpdate, ToolContext } from '../types';
import { CUT_SHORT, untilAborted } from './call-signal';
import { checkLimits, type InputLimits } from './check-limits';
import { isAlwaysConcurrencySafe, needsConfirmation } from './hints-policy';
import type { Lane } from './lane';
import { validateOutput } from './validate-output';

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

// What a hook (a permission check, a confirmation handler) answers; `fallback` when it throws or rejects.
async function answerOf(hook: () => unknown, fallback: unknown): Promise<unknown> {
  try {
    return await hook();
  } catch {
    return fallback;
  }
}

// Primitives have no `then` of their own, so reading it needs no type check first.
function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as Partial<PromiseLike<unknown>> | null | undefined)?.then === 'function';
}

// What a timeout says, in the result and as the reason of the call's signal.
function timedOut(name: string, timeoutMs: number): string {
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

/**
 * One call of a registered tool on its way through the pipeline (spec §3), and the `ctx` its `run`
 * receives (spec §1.12): one object per call. The steps are its private methods (D89): each either
 * hands a value on or ends the call with a result. The tool sees `name`, `callId`, `caller`, `signal`
 * and `progress`; the call's state lives in private fields. Synchronous all the way for a
 * synchronous schema and `run` with nothing to ask: the common call allocates no promise and waits
 * no tick here.
 */
class Call implements ToolContext {
  // Declared only: the constructor sets them, so no field definitions need to be emitted.
  declare readonly name: string;
  declare readonly callId: string;
  declare readonly caller: Caller;
  readonly #env: CallEnvironment;
  readonly #record: ToolRecord;
  /** The call's signal's controller: created at once when something can abort the call, else when `signal` is read. */
  #controller: AbortController | undefined;
  /** Whether anything can abort the call (the caller's signal, a timeout); when not, steps need not race the signal. */
  readonly #canAbort: boolean;
  /** When the call times out, in `Date.now()` milliseconds, for confirmation requests. */
  readonly #deadline: number | undefined;
  /** Set when the timeout, not the caller, cut the call short. */
  #timedOut: boolean | undefined;
  // Clears the timer and stops listening to the caller's signal; created only for a call that can be
  // aborted, so most calls allocate no listener.
  #dispose: (() => void) | undefined;
  /**
   * The call's place in its lane (spec §8): `#turn` resolves when every earlier exclusive call has
   * finished running; `#release` lets later calls through, once. None for a tool that is
   * concurrency-safe whatever its input: it never waits.
   */
  #turn: Promise<void> | undefined;
  #release: (() => void) | undefined;
  readonly #paths: readonly string[];
  /** The call's secrets as they are now, longest first. */
  #secrets: readonly string[];
  readonly #options: CallOptions;
  /** Set once the call has its result: late progress reports are dropped. */
  #finished: boolean | undefined;

  constructor(
    env: CallEnvironment,
    { record, lane }: CallTarget,
    callId: string,
    caller: Caller,
    paths: readonly string[],
    secrets: readonly string[],
    options: CallOptions,
    timeoutMs: number | undefined,
  ) {
    this.name = record.name;
    this.callId = callId;
    this.caller = caller;
    this.#env = env;
    this.#record = record;
    // The call's signal (spec §3): aborted when the caller's signal aborts or when `timeoutMs` have
    // passed. False for undefined, NaN, negative and infinite timeouts alike.
    const timed = (timeoutMs as number) >= 0 && (timeoutMs as number) < Infinity;
    const callerSignal = options.signal;
    this.#deadline = timed ? Date.now() + timeoutMs! : undefined;
    if ((this.#canAbort = callerSignal !== undefined || timed)) {
      const controller = (this.#controller = new AbortController());
      const onAbort = () => controller.abort(callerSignal!.reason);
      callerSignal?.addEventListener('abort', onAbort);
      if (callerSignal?.aborted) onAbort();
      const timer =
        timed && !controller.signal.aborted
          ? setTimeout(() => {
              if (controller.signal.aborted) return;
              this.#timedOut = true;
              controller.abort(new DOMException(timedOut(record.name, timeoutMs!), 'TimeoutError'));
            }, timeoutMs)
          : undefined;
      this.#dispose = () => {
        clearTimeout(timer);
        callerSignal?.removeEventListener('abort', onAbort);
      };
    }
    // Tools that are always concurrency-safe never wait, so they need no place in the lane.
    if (!isAlwaysConcurrencySafe(record.def.hints)) {
      this.#turn = lane.tail;
      lane.tail = new Promise<void>((resolve) => (this.#release = resolve));
    }
    this.#paths = paths;
    this.#secrets = secrets;
    this.#options = options;
  }

  get signal(): AbortSignal {
    // Most tools never read it: a call that nothing can abort creates its controller only now.
    return (this.#controller ??= new AbortController()).signal;
  }

  progress(update: ProgressUpdate): void {
    const onProgress = this.#options.onProgress;
    if (this.#finished || (!this.#env.emitter.active() && !onProgress)) return;
    // A hostile update (a throwing getter) is dropped.
    const safe = attempt(() => this.#redact({ ...update }), undefined);
    if (!safe) return;
    this.#emit('call:progress', { update: safe });
    // The caller's listener failing must not fail the tool.
    attempt(() => onProgress?.(safe), undefined);
  }

  // Emits one of the call's events, only when someone listens.
  #emit(type: 'call:confirming' | 'call:running' | 'call:progress', fields?: { update: ProgressUpdate }): void {
    const { emitter } = this.#env;
    if (emitter.active()) emitter.emit({ type, callId: this.callId, name: this.name, ...fields } as CallEvent);
  }

  // Redacts a value derived from the call: sensitive paths, then every secret of the call (spec §6).
  #redact<T>(value: T): T {
    return scrubSecrets(redactPaths(value, this.#paths), this.#secrets) as T;
  }

  // The tool's facts (spec §5.2), built only for the hooks that ask for them.
  #facts(): ToolInfo {
    return toToolInfo(this.#record, this.#paths);
  }

  // Waits for a step's promise, racing the call's signal only when something can abort the call.
  #step<T>(work: PromiseLike<T>): Promise<T> {
    return this.#canAbort ? untilAborted(work, this.signal) : Promise.resolve(work);
  }

  // Synchronous steps do not race the signal; an abort can only have happened before them.
  #checkpoint(): void {
    if (this.#controller?.signal.aborted) throw CUT_SHORT;
  }

  // Validates the input (spec §3.2): the registry's limits first, then the schema, whose output is what
  // `run` receives; without a schema the input must be absent (read as `{}`) or an object.
  #validate(input: unknown): ToolResult | Promise<ToolResult> {
    const { name, validator } = this.#record;
    this.#checkpoint();
    const breach = checkLimits(input, this.#env.limits);
    if (breach) return invalidInput(name, [breach]);
    if (!validator) {
      return input === undefined || isRecord(input)
        ? this.#decide(input ?? {})
        : invalidInput(name, 'Input must be an object');
    }
    const props = validator['~standard'];
    let outcome: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> | undefined;
    try {
      outcome = props.validate(input);
    } catch {
      // A schema that throws is a bug in the schema; the input is still refused, never run.
    }
    return outcome instanceof Promise
      ? this.#step(outcome.catch(() => undefined)).then((settled) => this.#validated(settled, props.vendor))
      : this.#validated(outcome, props.vendor);
  }

  #validated(outcome: StandardSchemaV1.Result<unknown> | undefined, vendor: string): ToolResult | Promise<ToolResult> {
    const { name } = this;
    if (!outcome) return invalidInput(name, 'Input could not be validated');
    return outcome.issues ? invalidInput(name, formatIssues(outcome.issues, vendor)) : this.#decide(outcome.value);
  }

  #decide(value: unknown): ToolResult | Promise<ToolResult> {
    // A schema may have trimmed or upper-cased a secret: the validated input's are secrets too (spec §6).
    if (this.#paths.length > 0) {
      this.#secrets = collectSecrets(value, this.#paths, this.#secrets);
    }
    const { options } = this.#env;
    // A permission check, a policy or a confirmation may wait: they take the asynchronous path.
    return options.checkPermission || options.confirmPolicy || needsConfirmation(this.#record.def.hints, false)
      ? this.#ask(value)
      : this.#takeTurn(value);
  }

  // Permission (spec §3.3), then confirmation (spec §3.4). Each fails closed: only `true` or
  // `{ allow: true }` allows, only `true` approves; a hook that throws denies or declines.
  async #ask(value: unknown): Promise<ToolResult> {
    const { options } = this.#env;
    const { def, name } = this.#record;
    const check = options.checkPermission;
    if (check) {
      const context = { callId: this.callId, caller: this.caller, signal: this.signal };
      // Read by shape: a primitive has no `allow` or `reason` of its own.
      const decision = (await this.#step(answerOf(() => check(this.#facts(), value, context), CHECK_FAILED))) as
        | { allow?: unknown; reason?: unknown }
        | true
        | null
        | undefined;
      if (decision !== true && decision?.allow !== true) {
        const reason = decision?.reason;
        return fail('permission_denied', `Permission denied for '${name}'${reason ? `: ${reason}` : ''}`);
      }
    }
    // A policy that throws asks for confirmation (fail closed).
    if (needsConfirmation(def.hints, attempt(() => options.confirmPolicy?.(this.#facts(), value) === true, true))) {
      this.#emit('call:confirming');
      const { handler } = [...this.#env.handlers].pop()!;
      if (!handler) {
        if (import.meta.env.DEV && this.#env.dev) warn('TM102', `'${name}' needs confirmation and no handler is installed (options.confirm or tm.setConfirm): declined`);
        return fail(
          'declined',
          `'${name}' needs ${import.meta.env.DEV ? "a person's confirmation, and this page has no way to ask for it" : 'confirmation this page cannot ask for'}`,
        );
      }
      const summary = attempt(() => def.summary?.(value), undefined);
      const info = this.#facts();
      const request = compact({
        callId: this.callId,
        name,
        title: def.title ?? name,
        summary: typeof summary === 'string' ? this.#redact(summary) : undefined,
        hints: info.hints,
        input: this.#redact(value),
        caller: this.caller,
        anchors: info.anchors,
        signal: this.signal,
        deadline: this.#deadline,
      }) as ConfirmRequest;
      if ((await this.#step(answerOf(() => handler(request), false))) !== true) {
        return fail('declined', `The person declined '${name}'. Do not retry unless they ask you to.`);
      }
    }
    return this.#takeTurn(value);
  }

  // Lets later calls through once `until` settles: the run, for a call that ran exclusively (held
  // even past its own abort or timeout, D8), else the turn (the calls before it). Only the first counts.
  #releaseAfter(until: PromiseLike<unknown> | undefined): void {
    const release = this.#release;
    this.#release = undefined;
    if (release) until!.then(release, release);
  }

  // Waits for the call's turn in its lane when it runs exclusively (spec §8), then runs the tool.
  #takeTurn(value: unknown): ToolResult | Promise<ToolResult> {
    const { hints } = this.#record.def;
    const safe = hints?.concurrencySafe;
    // A function that throws means not safe (spec §8).
    if (this.#release && !(typeof safe === 'function' ? attempt(() => safe(value) === true, false) : isAlwaysConcurrencySafe(hints))) {
      return this.#step(this.#turn!).then(() => this.#run(value, true));
    }
    this.#releaseAfter(this.#turn);
    return this.#run(value, false);
  }

  // Runs the tool (spec §3.5). A throw or a rejection reaches `Call.call`, which makes it `run_failed`.
  #run(value: unknown, exclusive: boolean): ToolResult | Promise<ToolResult> {
    this.#checkpoint();
    const { def, name } = this.#record;
    this.#emit('call:running');
    let ran: unknown;
    try {
      ran = def.run(value, this);
      // Adopts thenables of any realm; a `then` that throws becomes a rejection.
      if (isThenable(ran)) ran = Promise.resolve(ran);
    } finally {
      if (exclusive) this.#releaseAfter(Promise.resolve(ran));
    }
    const result = ran instanceof Promise ? this.#step(ran).then((settled) => this.#checked(settled)) : this.#checked(ran);
    // Output validation exists in development builds only (spec §3.6, D2).
    return import.meta.env.DEV && this.#env.dev
      ? Promise.resolve(result).then((settled) => this.#step(validateOutput(name, def.output, settled)))
      : result;
  }

  #checked(value: unknown): ToolResult {
    return isToolResult(value)
      ? value
      : fail(
          'run_failed',
          // The fix is the developer's, not the model's: production leaves the advice out (spec D60).
          `'${this.name}' returned ${import.meta.env.DEV ? 'something that is not a tool result (use ok(value) or fail(code, message))' : 'no tool result'}`,
        );
  }

  /**
   * Calls a tool through the one pipeline: see `callTool`. A static method, so that it reaches the
   * call's private state while keeping the synchronous fast path (no extra promise, no extra tick).
   *
   * @param env The registry.
   * @param name The tool's full name.
   * @param input The input as the caller sent it.
   * @param options The call's signal, timeout and caller.
   * @returns The result.
   */
  static async call(env: CallEnvironment, name: string, input: unknown, options: CallOptions = NO_OPTIONS): Promise<ToolResult> {
    // One async function per call: its outer try only ever catches hostile values (throwing getters,
    // revoked proxies), and the promise still resolves.
    try {
      const { emitter } = env;
      const callId = `call-${++env.calls}`;
      const caller = options.caller ?? IN_PAGE;
      const startedAt = performance.now();
      // A name that is not a string (a hostile caller's) matches no tool: the registry is a Map.
      const target = env.tools.get(name);
      const paths = target ? sensitivePathsOf(target.record) : [];
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
        const timeoutMs = options.timeoutMs ?? env.options.timeoutMs;
        const call = new Call(env, target, callId, caller, paths, secrets, options, timeoutMs);
        try {
          const pending = call.#validate(input);
          result = pending instanceof Promise ? await pending : pending;
        } catch (error) {
          // A step cut short by the signal, or `run` throwing or rejecting (spec §3.5).
          result = error !== CUT_SHORT
            ? fail('run_failed', `'${name}' failed: ${describeError(error)}`)
            : call.#timedOut
              ? fail('timeout', timedOut(name, timeoutMs!))
              : fail('aborted', `The call to '${name}' was aborted`);
        } finally {
          call.#finished = true;
          call.#releaseAfter(call.#turn);
          call.#dispose?.();
        }
        // Before the result is returned or carried by call:finished (spec §3.7).
        result = scrubSecrets(result, call.#secrets);
      }
      if (emitter.active()) {
        emitter.emit({ type: 'call:finished', callId, name, result, durationMs: performance.now() - startedAt });
      }
      return result;
    } catch {
      return fail('run_failed', `'${nameLabel(name)}' failed`);
    }
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
export const callTool: (env: CallEnvironment, name: string, input: unknown, options?: CallOptions) => Promise<ToolResult> = Call.call;
