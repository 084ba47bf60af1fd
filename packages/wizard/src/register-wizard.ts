import {
  fail,
  ok,
  redactPaths,
  type Registrar,
  type ToolContext,
  type ToolDefinition,
  type ToolHandle,
  type ToolResult,
} from '@toolmark/core';
import { compact, isToolResult } from '@toolmark/core/internal';
import { checkWizard } from './check-wizard.js';
import type { StepContext, StepNeeds, StepOutcome, WizardDefinition, WizardHandle, WizardState, WizardStep } from './types.js';

/** One tool of the wizard: its local name, title, description and run, and for a step tool the step. */
type ToolRow = readonly [name: string, title: string, description: string, run: ToolDefinition['run'], step?: WizardStep];

/** A hook's answer: a step id, nothing (the default step), or an error result. */
type Answer = string | ToolResult | void;

/**
 * Registers a programmatic wizard (spec §15.1) in a registrar (`tm` or a scope): its tools
 * `<name>.start`, one tool per step `<name>.<step>`, `<name>.back` and `<name>.cancel`, all
 * `mode: 'stepwise'`. Only the current step's tool runs; the wizard's calls share one lane, so they
 * run one at a time in call order.
 *
 * @param registrar Where to register the wizard's tools.
 * @param def The wizard.
 * @returns The wizard's handle; `dispose()` unregisters its tools.
 * @throws ToolmarkError `invalid_definition` for a malformed wizard; registration errors as the registry reports them.
 *
 * @example
 * ```ts
 * import { createToolmark } from '@toolmark/core';
 * import { toJsonSchema } from '@toolmark/core/to-json-schema';
 * import { registerWizard } from '@toolmark/wizard';
 * import * as v from 'valibot';
 *
 * const tm = createToolmark({ toJsonSchema });
 * registerWizard(tm.scope('shop'), {
 *   name: 'checkout',
 *   description: 'Buys what is in the cart',
 *   steps: [
 *     { id: 'shipping', description: 'Where to ship the order', input: v.object({ city: v.string() }) },
 *     { id: 'review', description: 'Places the order', submit: () => ({ value: { orderId: 'A-1001' } }) },
 *   ],
 * });
 * console.log((await tm.call('shop.checkout.shipping', { city: 'Lyon' })).code); // 'not_current_step'
 * ```
 */
export function registerWizard(registrar: Registrar, def: WizardDefinition): WizardHandle {
  checkWizard(def);
  const scope = registrar.scope(def.name);
  const wizardName = scope.scopePath;
  const label = def.title ?? wizardName;
  const { steps } = def;
  const ids = steps.map((step) => step.id);
  const handles = new Map<string, ToolHandle>();
  // Where the wizard is (spec §15.3): the current step (`null` before `start` and when done) and the
  // values of the completed steps in the order they were completed, which `back` walks backwards.
  // Not started and done differ in whether any step was completed.
  let current: string | null = null;
  let values = new Map<string, unknown>();

  const toolOf = (id: string) => `${wizardName}.${id}`;
  const stepOf = (id: string | null) => steps[ids.indexOf(id as string)] as WizardStep;
  const needsOf = (id: string): StepNeeds =>
    compact({
      step: id,
      tool: toolOf(id),
      title: stepOf(id).title,
      description: stepOf(id).description,
      // As the manifest advertises it; a step whose tool is not registered (unregistered, or refused in
      // production) takes any object, as its type promises a schema.
      inputSchema: handles.get(id)?.entry?.inputSchema ?? { type: 'object' },
    });
  const state = (): WizardState => ({
    wizard: wizardName,
    status: current ? 'in_progress' : values.size ? 'done' : 'not_started',
    current,
    completed: Object.fromEntries(ids.filter((id) => values.has(id)).map((id) => [id, values.get(id)])),
    needs: current ? needsOf(current) : null,
  });
  // Each step's sensitive input paths where its value sits in the state: `completed.payment.card.number`.
  const statePaths = () =>
    steps.flatMap(({ id, sensitivePaths }) => (sensitivePaths?.() ?? []).map((path) => `completed.${id}${path[0] === '[' ? '' : '.'}${path}`));
  const noStep = (id: string) => fail('run_failed', `No step '${id}' in '${wizardName}'`);
  // The call's own context plus the state: the same object, so its getters (`signal`) and methods
  // (`progress`) keep working.
  const withState = (ctx: ToolContext): StepContext => Object.assign(ctx, { wizard: state() });

  // Every move ends here: the new place, then listeners told (tool:changed on every wizard tool) and
  // the step now current entered.
  const moveTo = async (step: string | null, kept: Map<string, unknown>) => {
    current = step;
    values = kept;
    handles.forEach((handle) => handle.changed());
    await stepOf(step)?.enter?.(state());
  };
  // Makes `step` current without running anything (spec §15.1): a completed step is gone back to, its
  // value and later ones dropped; any other step is moved forward to, every step from the current one
  // (from the first when `fresh` or not in progress) up to it completed with its `read()` value. The
  // new values are built first, so a throwing `read` changes nothing. An empty trail while in progress
  // means the current step is the first.
  const goTo = (step: string, fresh?: boolean) => {
    const trail = fresh || !current ? [] : [...values];
    const back = trail.findIndex(([id]) => id === step);
    const kept = new Map(back < 0 ? trail : trail.slice(0, back));
    if (back < 0) {
      for (const id of ids.slice(trail.length && ids.indexOf(current as string), ids.indexOf(step))) {
        if (!kept.has(id)) kept.set(id, stepOf(id).read?.());
      }
    }
    return moveTo(step, kept);
  };
  // A hook's answer (spec §15.1): a step id, nothing (the default step) or an error result, which is
  // the call's result and changes nothing; else the wizard goes to the step (from scratch for `start`).
  const jump = async (answer: Answer, fallback: string, key: 'started' | 'back'): Promise<ToolResult> => {
    if ((answer as ToolResult | undefined)?.isError) return answer as ToolResult;
    const to = typeof answer === 'string' ? answer : fallback;
    if (!ids.includes(to)) return noStep(to);
    await goTo(to, key === 'started');
    return ok({ [key]: true, next: needsOf(to) });
  };

  // Where the wizard is and what to call instead (spec §15.2): what lets an agent recover. The state
  // is redacted here: the registry scrubs only this call's own input from its result.
  const notCurrent = (id: string): ToolResult => ({
    ...fail(
      'not_current_step',
      `'${toolOf(id)}' is not the current step. ${
        current
          ? `The current step is '${current}': call '${toolOf(current)}' with input matching ${JSON.stringify(needsOf(current).inputSchema)}`
          : `The wizard ${values.size ? 'is done' : 'has not started'}: call '${toolOf('start')}' ${values.size ? 'to begin again' : 'first'}`
      }.`,
    ),
    structuredContent: redactPaths(state(), statePaths()),
  });

  // Back to not started, values cleared.
  const clear = () => moveTo(null, new Map());

  // The wizard's own tools, then one per step.
  const tools: ToolRow[] = [
    [
      'start',
      `Start: ${label}`,
      `Starts ${def.description} (or starts it over, clearing what was entered). Returns what the first step needs.`,
      async (_input, ctx) => jump(await def.start?.(ctx), ids[0] as string, 'started'),
    ],
    [
      'back',
      `Back: ${label}`,
      `Goes back to the previous step of ${label}, to give its input again.`,
      async (_input, ctx) => {
        // Not in progress (current null), there is nothing to go back to, even when done.
        const previous = current && [...values.keys()].pop();
        return previous ? jump(await def.back?.(previous, ctx), previous, 'back') : fail('no_previous_step', 'No step to go back to');
      },
    ],
    ['cancel', `Cancel: ${label}`, `Cancels ${label}, clearing what was entered.`, async () => (await clear(), ok({ cancelled: true }))],
    ...steps.map((step, index): ToolRow => [
      step.id,
      step.title ?? step.id,
      `Step ${index + 1} of ${ids.length} of ${label}: ${step.description}`,
      // Runs the step when it is the current one (spec §15.2).
      async (input, ctx) => {
        const { id } = step;
        if (current !== id) return notCurrent(id);
        const outcome = await step.submit?.(input, withState(ctx));
        if ((outcome as ToolResult | undefined)?.isError) return outcome as ToolResult;
        const { next = ids[index + 1] ?? 'done', value }: StepOutcome = isToolResult(outcome) ? { value: outcome.structuredContent } : (outcome ?? {});
        const done = next === 'done';
        if (!done && !ids.includes(next)) return noStep(next);
        values.set(id, input);
        await moveTo(done ? null : next, values);
        if (done && def.finish) return def.finish(Object.fromEntries(values), withState(ctx));
        return ok(compact({ done: done || undefined, completed: id, value, next: done ? undefined : needsOf(next) }));
      },
      step,
    ]),
  ];
  for (const [name, title, description, run, step] of tools) {
    const own = step?.sensitivePaths;
    handles.set(
      name,
      scope.register({
        // A step's own tool fields (input, jsonSchema, hints, summary, actionLabel, sensitivePaths) as given.
        ...step,
        name,
        title,
        description,
        run,
        mode: 'stepwise',
        origin: 'wizard',
        wizard: { name: wizardName, steps: ids, ...(step && { step: name }) },
        state,
        sensitivePaths: () => [...(own?.() ?? []), ...statePaths()],
        // One lane for the whole wizard: its calls run one at a time, in call order (spec §15.2).
        lane: wizardName,
        hints: { ...step?.hints, concurrencySafe: false },
      }),
    );
  }

  return {
    name: wizardName,
    current: () => current,
    state,
    sync(step) {
      // Fire and forget: the person already moved; a failing `enter` must not undo that, and is
      // reported as an unhandled rejection, like any uncaught error of the page (spec §7).
      if (ids.includes(step) && current !== step) void goTo(step);
    },
    reset() {
      // No step is entered: this moves synchronously.
      void clear();
    },
    dispose() {
      handles.forEach((handle) => handle.dispose());
    },
  };
}
