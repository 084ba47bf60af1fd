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

/**
 * Creates the progress after the wizard was moved to `step` from outside a call (the person clicked
 * the page's own Next or Back, or `start` began mid-way): a step of the trail is gone back to, its
 * value and later ones dropped; any other step is moved forward to, every step from the current one
 * (from the first when not in progress) up to it counting as completed with the value `read` gives.
 *
 * @param progress The progress before.
 * @param step The step now current.
 * @param stepIds Every step id, in order.
 * @param read Reads a step's value as it stands, for steps completed without a call.
 * @returns The progress after.
 */
export function synced(
  progress: WizardProgress,
  step: string,
  stepIds: readonly string[],
  read: (step: string) => unknown,
): WizardProgress {
  const inProgress = progress.status === 'in_progress';
  const back = inProgress ? progress.trail.indexOf(step) : -1;
  if (back >= 0) {
    const trail = progress.trail.slice(0, back);
    return { status: 'in_progress', current: step, trail, values: Object.fromEntries(trail.map((id) => [id, progress.values[id]])) };
  }
  const trail = inProgress ? [...progress.trail] : [];
  const values: Record<string, unknown> = inProgress ? { ...progress.values } : {};
  const from = inProgress ? stepIds.indexOf(progress.current as string) : 0;
  for (const id of stepIds.slice(Math.max(from, 0), stepIds.indexOf(step))) {
    if (trail.includes(id)) continue;
    trail.push(id);
    values[id] = read(id);
  }
  return { status: 'in_progress', current: step, trail, values };
}
