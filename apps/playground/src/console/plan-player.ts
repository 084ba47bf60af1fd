// Plays a recorded plan against the page's registry, one call at a time, like an agent would: each
// call goes through the whole pipeline (validation, confirmation by a person, redaction).
import type { Caller, Toolmark, ToolResult } from '@toolmark/core';
import type { Plan, PlanStep } from './plan';

/** Where a step of the plan stands. */
export type StepStatus = 'pending' | 'running' | 'done' | 'failed' | 'skipped';

/** A step and what came of it. */
export interface StepRecord {
  readonly step: PlanStep;
  readonly status: StepStatus;
  /** The call's result, redacted by the registry. */
  readonly result?: ToolResult;
}

/** A plan being played. */
export interface PlanPlayer {
  readonly plan: Plan;
  /** Every step with its status, in plan order. */
  records(): readonly StepRecord[];
  /** Whether a call is under way. */
  busy(): boolean;
  /** Whether every step ran (or the plan stopped at a failure): nothing is left to run. */
  finished(): boolean;
  /** Runs the next step; resolves to its record, or `undefined` when nothing is left or a call is under way. */
  step(): Promise<StepRecord | undefined>;
  /** Runs the remaining steps until one fails; resolves to whether all succeeded. */
  play(): Promise<boolean>;
  /** Aborts the call under way (it ends `aborted`) and stops playing. */
  stop(): void;
  /** Back to the first step, every step pending. */
  reset(): void;
}

/** Options of {@link createPlanPlayer}. */
export interface PlanPlayerOptions {
  /** Who the calls come from; default an in-page agent, `{ kind: 'in-page', id: 'plan-player', name: 'the console’s plan player' }`. */
  readonly caller?: Caller;
  /** Told after every change of a record. */
  readonly onChange?: (records: readonly StepRecord[]) => void;
}

/**
 * Creates a player for a plan. A failed step (any error result: invalid input, declined, a tool's
 * own code) stops the plan there; the steps after it are skipped.
 *
 * @param tm The registry (only `call` is used).
 * @param plan The plan.
 * @param options The caller and a change listener.
 * @returns The player.
 */
export function createPlanPlayer(tm: Pick<Toolmark, 'call'>, plan: Plan, options: PlanPlayerOptions = {}): PlanPlayer {
  const caller = options.caller ?? { kind: 'in-page', id: 'plan-player', name: 'the console’s plan player' };
  const pending = (): StepRecord[] => plan.steps.map((step) => ({ step, status: 'pending' }));
  let records = pending();
  let controller: AbortController | undefined;
  let playing = false;
  // A reset starts a new round: a call of the old round that settles later changes nothing.
  let round = 0;

  const set = (index: number, record: StepRecord) => {
    records = records.map((other, at) => (at === index ? record : other));
    options.onChange?.(records);
  };
  const nextIndex = () => records.findIndex((record) => record.status === 'pending');

  const step = async (): Promise<StepRecord | undefined> => {
    const index = nextIndex();
    if (controller || index < 0) return undefined;
    const { step: planStep } = records[index] as StepRecord;
    const started = round;
    controller = new AbortController();
    set(index, { step: planStep, status: 'running' });
    const result = await tm.call(planStep.tool, planStep.input, { caller, signal: controller.signal });
    if (started !== round) return undefined;
    controller = undefined;
    const record: StepRecord = { step: planStep, status: result.isError ? 'failed' : 'done', result };
    set(index, record);
    if (result.isError) {
      records = records.map((other) => (other.status === 'pending' ? { ...other, status: 'skipped' } : other));
      options.onChange?.(records);
    }
    return record;
  };

  const stop = () => {
    playing = false;
    controller?.abort(new DOMException('The person stopped the plan', 'AbortError'));
  };

  return {
    plan,
    records: () => records,
    busy: () => controller !== undefined,
    finished: () => nextIndex() < 0 && !controller,
    step,
    async play() {
      if (playing) return false;
      playing = true;
      try {
        while (playing && nextIndex() >= 0) {
          const record = await step();
          if (!record || record.status === 'failed') return false;
        }
        return records.every((record) => record.status === 'done');
      } finally {
        playing = false;
      }
    },
    stop,
    reset() {
      stop();
      round += 1;
      controller = undefined;
      records = pending();
      options.onChange?.(records);
    },
  };
}
