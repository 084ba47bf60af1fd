// Random sequences of calls, decisions, aborts, timeouts and run outcomes against one registry, with
// the pipeline's promises checked after every step (docs/security.md T5, T6, T9; spec §3, §3.4, §8).
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ToolmarkEvent } from '../registry/events.js';
import { createToolmark, type Toolmark } from '../registry/create-toolmark.js';
import { fail, isToolResult, ok, type ToolResult } from '../result.js';
import type { ToolDefinition, ToolHints } from '../types.js';

/** The tools of every sequence: what they ask for, and what the model expects of them. */
const TOOLS = {
  read: { hints: { readOnly: true } },
  write: { hints: {} },
  remove: { hints: { destructive: true } },
  always: { hints: { readOnly: true, confirm: 'always' } },
  never: { hints: { destructive: true, confirm: 'never' } },
  maybe: { hints: { concurrencySafe: (input: Input) => input.safe === true } },
  'steps.a': { hints: {}, lane: 'steps' },
  'steps.b': { hints: { confirm: 'always' }, lane: 'steps' },
} satisfies Record<string, { hints: ToolHints<Input>; lane?: string }>;
type ToolName = keyof typeof TOOLS;
const TOOL_NAMES = Object.keys(TOOLS) as ToolName[];

interface Input {
  readonly id: number;
  /** The registry's confirmation policy asks for a person. */
  readonly confirm?: boolean;
  /** The permission check refuses. */
  readonly deny?: boolean;
  /** `maybe` is concurrency-safe for this input. */
  readonly safe?: boolean;
  /** Breaks the registry's string-length limit. */
  readonly oversized?: string;
}

type Answer = 'approve' | 'decline' | 'truthy' | 'throw';
type Action =
  | { kind: 'call'; tool: ToolName; confirm: boolean; deny: boolean; safe: boolean; invalid: boolean; timeoutMs: number | undefined; abortable: boolean; obeysSignal: boolean }
  | { kind: 'decide'; pick: number; answer: Answer }
  | { kind: 'finish'; pick: number; outcome: 'ok' | 'fail' | 'throw' }
  | { kind: 'abort'; pick: number }
  | { kind: 'advance'; ms: number };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({
    kind: fc.constant('call' as const),
    tool: fc.constantFrom(...TOOL_NAMES),
    confirm: fc.boolean(),
    deny: fc.nat({ max: 7 }).map((n) => n === 0),
    safe: fc.boolean(),
    invalid: fc.nat({ max: 9 }).map((n) => n === 0),
    timeoutMs: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
    abortable: fc.boolean(),
    obeysSignal: fc.boolean(),
  }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(), answer: fc.constantFrom<Answer>('approve', 'approve', 'decline', 'truthy', 'throw') }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('finish' as const), pick: fc.nat(), outcome: fc.constantFrom('ok' as const, 'ok' as const, 'fail' as const, 'throw' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('abort' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 30 }) }) },
);

/** One call as the test follows it. */
interface Tracked {
  readonly input: Input;
  readonly tool: ToolName;
  readonly needsConfirm: boolean;
  readonly exclusive: boolean;
  readonly lane: string;
  readonly deadline: number | undefined;
  readonly controller: AbortController | undefined;
  readonly obeysSignal: boolean;
  readonly invalid: boolean;
  approved: boolean;
  abortedAt: number | undefined;
  runs: number;
  result: ToolResult | undefined;
}

interface PendingConfirm {
  readonly call: Tracked;
  readonly answer: (value: unknown) => void;
  readonly refuse: (error: unknown) => void;
}

interface ActiveRun {
  readonly call: Tracked;
  settled: boolean;
  readonly settle: (outcome: 'ok' | 'fail' | 'throw' | 'stopped') => void;
}

/** Registers every tool of `TOOLS` on `tm`, each with the run `runFor` makes for its name. */
function registerTools(tm: Toolmark, runFor: (name: ToolName) => ToolDefinition<Input, { id: number }>['run']): void {
  for (const name of TOOL_NAMES) {
    const spec: { hints: ToolHints<Input>; lane?: string } = TOOLS[name];
    tm.register<Input, { id: number }, Input>({
      name,
      description: `The ${name} tool`,
      hints: spec.hints,
      ...(spec.lane !== undefined && { lane: spec.lane }),
      run: runFor(name),
    });
  }
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const NEEDS_CONFIRM = new Set<ToolName>(['remove', 'always', 'steps.b']);
const CONCURRENCY_SAFE = new Set<ToolName>(['read', 'always']);

/** Runs one sequence against a fresh registry; every expectation inside is an invariant. */
async function runSequence(actions: readonly Action[], finalAnswer: Answer): Promise<void> {
  const calls: Tracked[] = [];
  const confirms: PendingConfirm[] = [];
  const runs: ActiveRun[] = [];
  const exclusiveActive = new Map<string, number>();
  const lastStarted = new Map<string, number>();
  const eventCounts = new Map<string, { started: number; finished: number; result?: ToolResult }>();
  let clock = 0;
  // Expectations inside a confirmation handler or a run would be swallowed (a throw there is a
  // declined or failed call), so what they see is collected and checked after every step.
  const violations: string[] = [];
  const check = (holds: boolean, message: string) => void (holds || violations.push(message));

  const tm = createToolmark({
    dev: false,
    limits: { maxStringLength: 64 },
    checkPermission: (_tool, input) => ((input as Input).deny === true ? { allow: false, reason: 'not for you' } : Promise.resolve(true)),
    confirmPolicy: (_tool, input) => (input as Input).confirm === true,
    confirm: (request) => {
      const call = calls[(request.input as Input).id]!;
      // A person is asked only about valid, permitted calls that need it (spec §3.4).
      check(call.needsConfirm && call.input.deny !== true && !call.invalid, `call ${call.input.id} (${call.tool}) asked a person needlessly`);
      return new Promise<boolean>((answer, refuse) => confirms.push({ call, answer: answer as (value: unknown) => void, refuse }));
    },
  });
  tm.subscribe((event: ToolmarkEvent) => {
    if (event.type !== 'call:started' && event.type !== 'call:finished') return;
    const counts = eventCounts.get(event.callId) ?? { started: 0, finished: 0 };
    eventCounts.set(event.callId, counts);
    if (event.type === 'call:started') counts.started++;
    else (counts.finished++, (counts.result = event.result));
  });

  registerTools(tm, (name) => (input, ctx) => {
    const call = calls[input.id]!;
    // What must hold whenever a run starts.
    const label = `call ${input.id} (${name})`;
    check(call.runs === 0, `${label} ran twice`);
    check(call.result === undefined, `${label} ran after its call resolved`);
    check(!call.invalid, `${label} ran with invalid input`);
    check(call.input.deny !== true, `${label} ran though permission was denied`);
    check(!call.needsConfirm || call.approved, `${label} ran without a person's approval`);
    if (call.exclusive) {
      check((exclusiveActive.get(call.lane) ?? 0) === 0, `${label} overlapped another exclusive run in lane ${call.lane}`);
      check(input.id > (lastStarted.get(call.lane) ?? -1), `${label} ran out of call order in lane ${call.lane}`);
      exclusiveActive.set(call.lane, 1);
      lastStarted.set(call.lane, input.id);
    }
    call.runs++;
    return new Promise<ToolResult<{ id: number }>>((resolve, reject) => {
      const run: ActiveRun = {
        call,
        settled: false,
        settle(outcome) {
          if (run.settled) return;
          run.settled = true;
          // Released before the promise settles: the next exclusive run can only start after.
          if (call.exclusive) exclusiveActive.set(call.lane, 0);
          if (outcome === 'ok') resolve(ok({ id: input.id }));
          else if (outcome === 'throw') reject(new Error('the run broke'));
          else resolve(fail(outcome === 'fail' ? 'tool_failed' : 'stopped', 'no luck'));
        },
      };
      runs.push(run);
      if (call.obeysSignal) ctx.signal.addEventListener('abort', () => run.settle('stopped'));
    });
  });

  const decide = (pending: PendingConfirm, answer: Answer) => {
    confirms.splice(confirms.indexOf(pending), 1);
    if (answer === 'approve') {
      // An approval that arrives after the call ended approves nothing (checked by the run's invariants).
      if (pending.call.result === undefined) pending.call.approved = true;
      pending.answer(true);
    } else if (answer === 'truthy') pending.answer('yes');
    else if (answer === 'throw') pending.refuse(new Error('the card broke'));
    else pending.answer(false);
  };

  const checkSettledCall = (call: Tracked) => {
    const result = call.result!;
    expect(isToolResult(result)).toBe(true);
    const { code } = result;
    if (!result.isError) {
      expect(call.runs).toBe(1);
      expect(result.structuredContent, 'a call resolves with its own result').toEqual({ id: call.input.id });
      if (call.needsConfirm) expect(call.approved).toBe(true);
      return;
    }
    if (code === 'declined') expect(call.needsConfirm).toBe(true);
    else if (code === 'permission_denied') expect(call.input.deny).toBe(true);
    else if (code === 'invalid_input') expect(call.invalid).toBe(true);
    else if (code === 'timeout') expect(call.deadline !== undefined && clock >= call.deadline).toBe(true);
    else if (code === 'aborted') expect(call.abortedAt).toBeDefined();
    else expect(['run_failed', 'tool_failed', 'stopped']).toContain(code);
    if (code === 'tool_failed' || code === 'run_failed') expect(call.runs).toBe(1);
  };

  // Liveness after every step: a call that was aborted or whose deadline passed has resolved.
  const checkInvariants = () => {
    expect(violations).toEqual([]);
    for (const call of calls) {
      if (call.abortedAt !== undefined || (call.deadline !== undefined && clock >= call.deadline)) {
        expect(call.result, `call ${call.input.id} (${call.tool}) left pending after its abort or timeout`).toBeDefined();
      }
      if (call.result) checkSettledCall(call);
    }
  };

  for (const action of actions) {
    switch (action.kind) {
      case 'call': {
        const id = calls.length;
        const input: Input = {
          id,
          ...(action.confirm && { confirm: true }),
          ...(action.deny && { deny: true }),
          ...(action.safe && { safe: true }),
          ...(action.invalid && { oversized: 'x'.repeat(65) }),
        };
        const controller = action.abortable ? new AbortController() : undefined;
        const call: Tracked = {
          input,
          tool: action.tool,
          needsConfirm: action.confirm || NEEDS_CONFIRM.has(action.tool),
          exclusive: !CONCURRENCY_SAFE.has(action.tool) && !(action.tool === 'maybe' && action.safe),
          lane: action.tool.startsWith('steps.') ? 'steps' : action.tool,
          deadline: action.timeoutMs === undefined ? undefined : clock + action.timeoutMs,
          controller,
          obeysSignal: action.obeysSignal,
          invalid: action.invalid,
          approved: false,
          abortedAt: undefined,
          runs: 0,
          result: undefined,
        };
        calls.push(call);
        const options = { ...(controller && { signal: controller.signal }), ...(action.timeoutMs !== undefined && { timeoutMs: action.timeoutMs }) };
        void tm.call(action.tool, input, options).then((result) => {
          check(call.result === undefined, `call ${id} resolved twice`);
          call.result = result;
        });
        break;
      }
      case 'decide': {
        const pending = confirms[action.pick % Math.max(confirms.length, 1)];
        if (pending) decide(pending, action.answer);
        break;
      }
      case 'finish': {
        const open = runs.filter((run) => !run.settled);
        open[action.pick % Math.max(open.length, 1)]?.settle(action.outcome);
        break;
      }
      case 'abort': {
        const abortable = calls.filter((call) => call.controller && call.abortedAt === undefined);
        const call = abortable[action.pick % Math.max(abortable.length, 1)];
        if (call) {
          if (call.result === undefined) call.abortedAt = clock;
          call.controller!.abort();
        }
        break;
      }
      case 'advance':
        clock += action.ms;
        await vi.advanceTimersByTimeAsync(action.ms);
        break;
    }
    await flush();
    checkInvariants();
  }

  // Every outside party answers: each pending person decides, each open run finishes. Then no call
  // may be left pending, whatever happened before.
  for (let round = 0; round < 100 && (confirms.length > 0 || runs.some((run) => !run.settled)); round++) {
    for (const pending of [...confirms]) decide(pending, finalAnswer);
    for (const run of runs) run.settle('ok');
    await flush();
  }
  checkInvariants();
  for (const call of calls) expect(call.result, `call ${call.input.id} (${call.tool}) never resolved`).toBeDefined();
  // Events: every call started and finished once, and the event carried the result the caller got.
  expect(eventCounts.size).toBe(calls.length);
  calls.forEach((call, index) => {
    const counts = eventCounts.get(`call-${index + 1}`);
    expect(counts).toMatchObject({ started: 1, finished: 1 });
    expect(counts!.result).toEqual(call.result);
  });
}

const SEQUENCES = 1_000;
const summary: string[] = [];

/** Runs a property and keeps its totals for the summary line; fails the test with fast-check's report. */
async function checkProperty<T extends [unknown, ...unknown[]]>(label: string, property: fc.IAsyncProperty<T>, params: fc.Parameters<T>) {
  const details = await fc.check(property, params);
  summary.push(`${label}: ${details.numRuns} cases, ${details.failed ? 1 : 0} failures`);
  if (details.failed) throw new Error(`${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}`);
}

describe('docs/security.md T5, T6, T9: random sequences of calls, decisions, aborts and timeouts (property)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  test(`${SEQUENCES} sequences: nothing needing approval runs without it, no call is left pending, lanes serialize`, async () => {
    await checkProperty(
      'call sequences',
      fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 40 }), fc.constantFrom<Answer>('approve', 'decline'), async (actions, finalAnswer) => {
        vi.clearAllTimers();
        await runSequence(actions, finalAnswer);
      }),
      { numRuns: SEQUENCES },
    );
  }, 60_000);
});

describe('docs/security.md T9: 1,000 concurrent calls through every path', () => {
  test('every call resolves once, with its own result', async () => {
    const tm = createToolmark({
      dev: false,
      limits: { maxStringLength: 64 },
      checkPermission: (_tool, input) => (input as Input).deny !== true,
      confirmPolicy: (_tool, input) => (input as Input).confirm === true,
      // Approves even ids, after a tick or two; declines odd ones.
      confirm: async (request) => {
        const { id } = request.input as Input;
        await new Promise((resolve) => setTimeout(resolve, id % 3));
        return id % 2 === 0;
      },
    });
    registerTools(tm, () => async (input) => {
      await new Promise((resolve) => setTimeout(resolve, input.id % 4));
      if (input.id % 11 === 0) throw new Error('broke');
      return ok({ id: input.id });
    });
    const finished = new Map<string, number>();
    tm.subscribe((event) => {
      if (event.type === 'call:finished') finished.set(event.callId, (finished.get(event.callId) ?? 0) + 1);
    });
    const inputs = fc.sample(
      fc.record({ tool: fc.constantFrom(...TOOL_NAMES), confirm: fc.boolean(), deny: fc.nat({ max: 9 }).map((n) => n === 0), safe: fc.boolean(), abort: fc.nat({ max: 19 }).map((n) => n === 0) }),
      { numRuns: 1_000, seed: 42 },
    );
    const settled = new Array<number>(inputs.length).fill(0);
    const results = await Promise.all(
      inputs.map(({ tool, abort, ...flags }, id) => {
        const controller = new AbortController();
        const promise = tm.call(tool, { id, ...flags }, { signal: controller.signal, timeoutMs: 2_000 });
        if (abort) setTimeout(() => controller.abort(), id % 5);
        void promise.then(() => settled[id]!++);
        return promise;
      }),
    );
    await flush();
    const failures = results.filter((result, id) => result.isError !== true && (result.structuredContent as { id?: number }).id !== id).length;
    summary.push(`concurrent calls: ${results.length} cases, ${failures} failures`);
    expect(settled.every((count) => count === 1)).toBe(true);
    expect(finished.size).toBe(inputs.length);
    expect([...finished.values()].every((count) => count === 1)).toBe(true);
    results.forEach((result, id) => {
      const { tool, confirm, deny } = inputs[id]!;
      if (!result.isError) {
        expect(result.structuredContent).toEqual({ id });
        expect(deny).toBe(false);
        if (confirm || NEEDS_CONFIRM.has(tool)) expect(id % 2).toBe(0);
      } else expect(['run_failed', 'permission_denied', 'declined', 'aborted']).toContain(result.code);
    });
    // Every path was taken.
    expect(new Set(results.map((result) => result.code ?? 'ok'))).toEqual(new Set(['ok', 'run_failed', 'permission_denied', 'declined', 'aborted']));
  }, 30_000);
});

afterAll(() => {
  for (const line of summary) console.log(`[security] ${line}`);
});
