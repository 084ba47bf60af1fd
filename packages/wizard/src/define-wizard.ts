import { fail, isToolResult, ok, type Registrar, type ToolContext, type ToolDefinition, type ToolHandle, type ToolResult } from '@toolmark/core';
import { checkWizard } from './check-wizard';
import type { StepContext, StepNeeds, StepOutcome, WizardDefinition, WizardHandle, WizardState, WizardStep } from './types';

/** What `register` adds itself to every tool of the wizard. */
type OwnTool = Omit<ToolDefinition, 'mode' | 'origin' | 'state' | 'wizard' | 'lane'>;

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
  const label = def.title ?? wizardName;
  const { steps } = def;
  const stepIds = steps.map((step) => step.id);
  const handles = new Map<string, ToolHandle>();
  // Where the wizard is (spec §15.3): the current step (`null` before `start` and when done) and the
  // values of the completed steps in the order they were completed, which `back` walks backwards.
  // Not started and done differ in whether any step was completed.
  let current: string | null = null;
  let values = new Map<string, unknown>();

  const toolOf = (id: string) => `${wizardName}.${id}`;
  const stepOf = (id: string | null) => steps[stepIds.indexOf(id as string)];
  const needsOf = (id: string): StepNeeds => {
    const { title, description } = stepOf(id) as WizardStep;
    return {
      step: id,
      tool: toolOf(id),
      ...(title !== undefined && { title }),
      description,
      inputSchema: handles.get(id)?.entry?.inputSchema ?? { type: 'object' },
    };
  };
  const state = (): WizardState => ({
    wizard: wizardName,
    status: current !== null ? 'in_progress' : values.size > 0 ? 'done' : 'not_started',
    current,
    completed: Object.fromEntries(stepIds.filter((id) => values.has(id)).map((id) => [id, values.get(id)])),
    needs: current === null ? null : needsOf(current),
  });
  // Each step's sensitive input paths, where its value sits in the state: `completed.payment.card.number`.
  const stateSensitivePaths = () =>
    steps.flatMap(({ id, sensitivePaths }) => (sensitivePaths?.() ?? []).map((path) => `completed.${id}${path[0] === '[' ? '' : '.'}${path}`));
  const noStep = (id: string) => fail('run_failed', `No step '${id}' in '${wizardName}'`);
  // The call's own context plus the state: the same object, so its getters (`signal`) and methods
  // (`progress`) keep working (D102).
  const withState = (ctx: ToolContext): StepContext => Object.assign(ctx, { wizard: state() });

  // Tells listeners (tool:changed on every wizard tool) and enters the step now current.
  const moved = async () => {
    handles.forEach((handle) => handle.changed());
    await stepOf(current)?.enter?.(state());
  };
  // Back to not started, values cleared.
  const clear = () => {
    current = null;
    values = new Map();
    return moved();
  };
  // Makes `step` current without running anything (spec §15.1): a completed step is gone back to, its
  // value and later ones dropped; any other step is moved forward to, every step from the current one
  // (from the first when `fresh` or not in progress) up to it completed with its `read()` value. The
  // new values are built first, so a throwing `read` changes nothing.
  const goTo = (step: string, fresh?: boolean) => {
    fresh ||= current === null;
    const trail = fresh ? [] : [...values];
    const back = trail.findIndex(([id]) => id === step);
    const kept = new Map(back >= 0 ? trail.slice(0, back) : trail);
    if (back < 0) {
      for (const id of stepIds.slice(fresh ? 0 : stepIds.indexOf(current as string), stepIds.indexOf(step))) {
        if (!kept.has(id)) kept.set(id, stepOf(id)?.read?.());
      }
    }
    values = kept;
    current = step;
    return moved();
  };
  // A hook's answer (spec §15.1): a step id, nothing (the default step) or an error result, which is
  // the call's result and changes nothing; else the wizard goes to the step (from scratch for `start`).
  const jump = async (answer: string | ToolResult | void, fallback: string, key: 'started' | 'back'): Promise<ToolResult> => {
    if (isToolResult(answer) && answer.isError) return answer;
    const to = typeof answer === 'string' ? answer : fallback;
    if (!stepIds.includes(to)) return noStep(to);
    await goTo(to, key === 'started');
    return ok({ [key]: true, next: needsOf(to) });
  };

  const notCurrent = (id: string): ToolResult => {
    const start = `call '${toolOf('start')}'`;
    const where =
      current !== null
        ? `The current step is '${current}': call '${toolOf(current)}' with input matching ${JSON.stringify(needsOf(current).inputSchema)}.`
        : values.size > 0
          ? `The wizard is done: ${start} to begin again.`
          : `The wizard has not started: ${start} first.`;
    return { ...fail('not_current_step', `'${toolOf(id)}' is not the current step. ${where}`), structuredContent: state() };
  };

  const runStep = async (step: WizardStep, input: unknown, ctx: ToolContext): Promise<ToolResult> => {
    const { id } = step;
    if (current !== id) return notCurrent(id);
    const outcome = await step.submit?.(input, withState(ctx));
    if (isToolResult(outcome) && outcome.isError) return outcome;
    const { next = stepIds[stepIds.indexOf(id) + 1] ?? 'done', value }: StepOutcome = isToolResult(outcome)
      ? { value: outcome.structuredContent }
      : (outcome ?? {});
    const done = next === 'done';
    if (!done && !stepIds.includes(next)) return noStep(next);
    values.set(id, input);
    current = done ? null : next;
    await moved();
    if (done && def.finish) return def.finish(Object.fromEntries(values), withState(ctx));
    return ok({ ...(done && { done }), completed: id, ...(value !== undefined && { value }), ...(!done && { next: needsOf(next) }) });
  };

  const register = (tool: OwnTool, step?: boolean) => {
    const own = tool.sensitivePaths;
    handles.set(
      tool.name,
      scope.register({
        ...tool,
        mode: 'stepwise',
        origin: 'wizard',
        wizard: { name: wizardName, steps: stepIds, ...(step && { step: tool.name }) },
        state,
        sensitivePaths: () => [...(own?.() ?? []), ...stateSensitivePaths()],
        // One lane for the whole wizard: its calls run one at a time, in call order (spec §15.2).
        lane: wizardName,
        hints: { ...tool.hints, concurrencySafe: false },
      }),
    );
  };

  register({
    name: 'start',
    title: `Start: ${label}`,
    description: `Starts ${def.description} (or starts it over, clearing what was entered). Returns what the first step needs.`,
    run: async (_input, ctx) => jump(await def.start?.(ctx), stepIds[0] as string, 'started'),
  });
  steps.forEach((step, index) =>
    register(
      {
        // The step's own tool fields (input, jsonSchema, hints, summary, sensitivePaths) as given.
        ...step,
        name: step.id,
        title: step.title ?? step.id,
        description: `Step ${index + 1} of ${stepIds.length} of ${label}: ${step.description}`,
        run: (input, ctx) => runStep(step, input, ctx),
      },
      true,
    ),
  );
  register({
    name: 'back',
    title: `Back: ${label}`,
    description: `Goes back to the previous step of ${label}, to give its input again.`,
    async run(_input, ctx) {
      // Not in progress (current null), there is nothing to go back to, even when done.
      const previous = current === null ? undefined : [...values.keys()].pop();
      if (previous === undefined) return fail('no_previous_step', 'No step to go back to');
      return jump(await def.back?.(previous, ctx), previous, 'back');
    },
  });
  register({
    name: 'cancel',
    title: `Cancel: ${label}`,
    description: `Cancels ${label}, clearing what was entered.`,
    async run() {
      await clear();
      return ok({ cancelled: true });
    },
  });

  return {
    name: wizardName,
    current: () => current,
    state,
    sync(step) {
      if (!stepIds.includes(step) || current === step) return;
      // Fire and forget: the person already moved; a failing `enter` must not undo that, and is
      // reported as uncaught, like a throwing listener (spec §7).
      goTo(step).catch((error: unknown) =>
        setTimeout(() => {
          throw error;
        }),
      );
    },
    reset() {
      // No step is entered: this moves synchronously.
      void clear();
    },
    unregister() {
      handles.forEach((handle) => handle.unregister());
    },
  };
}
