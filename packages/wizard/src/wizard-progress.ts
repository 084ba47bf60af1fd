/** Where a wizard is: its status, current step, the values of completed steps and the way back. */
export interface WizardProgress {
  readonly status: 'not_started' | 'in_progress' | 'done';
  readonly current: string | null;
  /** Completed step ids in the order they were completed; `back` walks it backwards. */
  readonly trail: readonly string[];
  readonly values: Readonly<Record<string, unknown>>;
}

/** The progress of a wizard that has not started. */
export const NOT_STARTED: WizardProgress = { status: 'not_started', current: null, trail: [], values: {} };

/**
 * Creates the progress right after `start`: the first step is current.
 *
 * @param firstStep The first step's id.
 * @returns The progress.
 */
export function started(firstStep: string): WizardProgress {
  return { status: 'in_progress', current: firstStep, trail: [], values: {} };
}

/**
 * Creates the progress after the current step completed with `value`.
 *
 * @param progress The progress before.
 * @param value The step's validated input.
 * @param next The next step's id, or `null` when the wizard is done.
 * @returns The progress after.
 */
export function completed(progress: WizardProgress, value: unknown, next: string | null): WizardProgress {
  const step = progress.current as string;
  return {
    status: next === null ? 'done' : 'in_progress',
    current: next,
    trail: [...progress.trail, step],
    values: { ...progress.values, [step]: value },
  };
}

/**
 * Creates the progress after going back one step: the last completed step is current again and its
 * value is dropped, to be given anew.
 *
 * @param progress The progress before; it must have a completed step.
 * @returns The progress after.
 */
export function steppedBack(progress: WizardProgress): WizardProgress {
  const previous = progress.trail[progress.trail.length - 1] as string;
  const { [previous]: _dropped, ...values } = progress.values;
  return { status: 'in_progress', current: previous, trail: progress.trail.slice(0, -1), values };
}
