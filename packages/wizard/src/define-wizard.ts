import {
  fail,
  isToolResult,
  ok,
  type Registrar,
  type ToolContext,
  type ToolDefinition,
  type ToolHandle,
  type ToolResult,
} from '@toolmark/core';
import { checkWizard, statePath } from './check-wizard';
import type { StepContext, StepNeeds, WizardDefinition, WizardHandle, WizardState, WizardStep } from './types';
import { NOT_STARTED, completed, steppedBack, synced, type WizardProgress } from './wizard-progress';

// An error outside any call (a step's `enter` after the person moved) is reported as uncaught, like a
// throwing listener (spec §7).
function reportError(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}

/**
 * Defines a programmatic wizard (spec §15.1) in a registrar (`tm` or a scope): registers
 * `<name>.start`, one tool per step `<name>.<step>`, `<name>.back` and `<name>.cancel`, all
 * `mode: 'stepwise'`. Only the current step's tool runs; the wizard's calls share one lane, so they
 * run one at a time in call order.
 *
 * @param registrar Where to register the wizard's tools.
 * @param def The wizard.
 * @returns The wizard's handle.
 * @throws ToolmarkError `invalid_definition` for a malformed wizard; registration errors as the registry reports them.
 */
export function defineWizard(registrar: Registrar, def: WizardDefinition): WizardHandle {
  checkWizard(def);
  const scope = registrar.scope(def.name);
  const wizardName = scope.scopePath;
  const stepIds = def.steps.map((step) => step.id);
  const steps = new Map(def.steps.map((step) => [step.id, step]));
  const handles = new Map<string, ToolHandle>();
  let progress: WizardProgress = NOT_STARTED;

  const needsOf = (id: string): StepNeeds => {
    const step = steps.get(id) as WizardStep;
    return {
      step: id,
      tool: `${wizardName}.${id}`,
      ...(step.title !== undefined && { title: step.title }),
      description: step.description,
      inputSchema: handles.get(id)?.entry?.inputSchema ?? { type: 'object' },
    };
  };
  const state = (): WizardState => ({
    wizard: wizardName,
    status: progress.status,
    current: progress.current,
    completed: Object.fromEntries(stepIds.filter((id) => id in progress.values).map((id) => [id, progress.values[id]])),
    needs: progress.current === null ? null : needsOf(progress.current),
  });
  const stateSensitivePaths = () =>
    def.steps.flatMap((step) => (step.sensitivePaths?.() ?? []).map((path) => statePath(step.id, path)));

  const read = (id: string) => steps.get(id)?.read?.();
  // An error result from a hook is the call's result; a step id must be one of the wizard's.
  const hookStep = (answer: string | ToolResult | void, fallback: string): string | ToolResult =>
    isToolResult(answer)
      ? answer.isError
        ? answer
        : fallback
      : answer === undefined
        ? fallback
        : steps.has(answer)
          ? answer
          : fail('run_failed', `The wizard '${wizardName}' has no step '${answer}'`);

  // Moves, tells listeners (tool:changed on every wizard tool) and enters the new step.
  const moveTo = async (next: WizardProgress) => {
    progress = next;
    for (const handle of handles.values()) handle.changed();
    const step = progress.current === null ? undefined : steps.get(progress.current);
    await step?.enter?.(state());
  };

  const notCurrent = (id: string): ToolResult => {
    const where =
      progress.status === 'not_started'
        ? `The wizard has not started: call '${wizardName}.start' first.`
        : progress.status === 'done'
          ? `The wizard is done: call '${wizardName}.start' to begin again.`
          : `The current step is '${progress.current}': call '${wizardName}.${progress.current}' with input matching ${JSON.stringify(needsOf(progress.current as string).inputSchema)}.`;
    return { ...fail('not_current_step', `'${wizardName}.${id}' is not the current step. ${where}`), structuredContent: state() };
  };

  const runStep = async (step: WizardStep, input: unknown, ctx: ToolContext): Promise<ToolResult> => {
    if (progress.current !== step.id) return notCurrent(step.id);
    const stepCtx: StepContext = { ...ctx, wizard: state() };
    const outcome = await step.submit?.(input, stepCtx);
    if (isToolResult(outcome) && outcome.isError) return outcome;
    const chosen = isToolResult(outcome) ? undefined : outcome?.next;
    const next = chosen ?? stepIds[stepIds.indexOf(step.id) + 1] ?? 'done';
    if (next !== 'done' && !steps.has(next)) {
      return fail('run_failed', `Step '${step.id}' chose '${next}' as its next step, and the wizard has no such step`);
    }
    const value = isToolResult(outcome) ? outcome.structuredContent : outcome?.value;
    await moveTo(completed(progress, input, next === 'done' ? null : next));
    if (next === 'done') {
      if (def.finish) return def.finish(progress.values, { ...ctx, wizard: state() });
      return ok({ done: true, completed: step.id, ...(value !== undefined && { value }) });
    }
    return ok({ completed: step.id, ...(value !== undefined && { value }), next: needsOf(next) });
  };

  const register = (key: string, tool: Omit<ToolDefinition, 'mode' | 'origin' | 'state' | 'wizard'>, step?: string) => {
    const own = tool.sensitivePaths;
    const handle = scope.register({
      ...tool,
      mode: 'stepwise',
      origin: 'wizard',
      wizard: { name: wizardName, steps: stepIds, ...(step !== undefined && { step }) },
      state,
      sensitivePaths: () => [...(own?.() ?? []), ...stateSensitivePaths()],
      // One lane for the whole wizard: its calls run one at a time, in call order (spec §15.2).
      lane: wizardName,
      hints: { ...tool.hints, concurrencySafe: false },
    });
    handles.set(key, handle);
  };

  const label = def.title ?? wizardName;
  register('start', {
    name: 'start',
    title: `Start: ${label}`,
    description: `Starts ${def.description} (or starts it over, clearing what was entered). Returns what the first step needs.`,
    async run(_input, ctx) {
      const first = hookStep(await def.start?.(ctx), stepIds[0] as string);
      if (typeof first !== 'string') return first;
      await moveTo(synced(NOT_STARTED, first, stepIds, read));
      return ok({ started: true, next: needsOf(first) });
    },
  });
  def.steps.forEach((step, index) =>
    register(
      step.id,
      {
        name: step.id,
        title: step.title ?? step.id,
        description: `Step ${index + 1} of ${stepIds.length} of ${label}: ${step.description}`,
        ...(step.input && { input: step.input }),
        ...(step.jsonSchema && { jsonSchema: step.jsonSchema }),
        ...(step.hints && { hints: step.hints }),
        ...(step.summary && { summary: step.summary }),
        ...(step.sensitivePaths && { sensitivePaths: step.sensitivePaths }),
        run: (input, ctx) => runStep(step, input, ctx),
      },
      step.id,
    ),
  );
  register('back', {
    name: 'back',
    title: `Back: ${label}`,
    description: `Goes back one step in ${label}, to give that step's input again.`,
    async run(_input, ctx) {
      if (progress.status !== 'in_progress' || progress.trail.length === 0) {
        return fail('no_previous_step', `There is no step to go back to in '${wizardName}'`);
      }
      const previous = progress.trail[progress.trail.length - 1] as string;
      const to = hookStep(await def.back?.(previous, ctx), previous);
      if (typeof to !== 'string') return to;
      await moveTo(to === previous ? steppedBack(progress) : synced(progress, to, stepIds, read));
      return ok({ back: true, next: needsOf(progress.current as string) });
    },
  });
  register('cancel', {
    name: 'cancel',
    title: `Cancel: ${label}`,
    description: `Cancels ${label} and clears what was entered.`,
    async run() {
      await moveTo(NOT_STARTED);
      return ok({ cancelled: true });
    },
  });

  return {
    name: wizardName,
    current: () => progress.current,
    state,
    sync(step) {
      if (!steps.has(step) || (progress.status === 'in_progress' && progress.current === step)) return;
      // Fire and forget: the person already moved; a failing `enter` must not undo that.
      moveTo(synced(progress, step, stepIds, read)).catch((error: unknown) => reportError(error));
    },
    reset() {
      progress = NOT_STARTED;
      for (const handle of handles.values()) handle.changed();
    },
    unregister() {
      for (const handle of handles.values()) handle.unregister();
    },
  };
}
