import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { JsonSchema, MaybePromise, ToolContext, ToolHints, ToolResult } from '@toolmark/core';

/** Where a wizard stands (spec §15.3); every wizard tool's `state()` returns it, redacted by the registry. */
export interface WizardState {
  /** The wizard's full name. */
  readonly wizard: string;
  readonly status: 'not_started' | 'in_progress' | 'done';
  /** The id of the step that runs next, or `null` before `start` and after the last step. */
  readonly current: string | null;
  /** The values of the completed steps, by step id, in step order. */
  readonly completed: Readonly<Record<string, unknown>>;
  /** What the current step needs, or `null` when no step is current. */
  readonly needs: StepNeeds | null;
}

/** What a step needs: the tool to call and its input schema. */
export interface StepNeeds {
  readonly step: string;
  /** The step tool's full name. */
  readonly tool: string;
  readonly title?: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
}

/** What `run` of a step receives besides its input: the call's context and the wizard's state. */
export interface StepContext extends ToolContext {
  readonly wizard: WizardState;
}

/** What `submit` decides: the next step (default: the following one, or `'done'` after the last) and a value to report. */
export interface StepOutcome {
  readonly next?: string;
  readonly value?: unknown;
}

/** One step of a wizard (spec §15.1). */
export interface WizardStep<I = any> {
  /** The step's id: a name part (`A–Z a–z 0–9 _ -`), not `start`, `back` or `cancel`. */
  readonly id: string;
  readonly title?: string | undefined;
  readonly description: string;
  readonly input?: StandardSchemaV1<unknown, I>;
  readonly jsonSchema?: JsonSchema;
  readonly hints?: ToolHints<I>;
  readonly summary?: (input: I) => string;
  /** What approving the step does, on the card's primary button ("Pay €147", core spec §3.4). */
  readonly actionLabel?: (input: I) => string;
  /** Paths of this step's input that are sensitive; they are redacted in the wizard's state too. */
  readonly sensitivePaths?: () => readonly string[];
  /**
   * Reads the step's value as it stands, for a step completed without a call (the person moved on
   * in the page, or `start` began after it; spec §15.4). Default: no value.
   */
  readonly read?: () => unknown;
  /** Called when the step becomes current. */
  readonly enter?: (state: WizardState) => MaybePromise<void>;
  /**
   * Does the step's work. Return nothing to move on to the following step, `{ next, value }` to
   * choose, or an error result (`fail(…)`) to stay on this step.
   */
  readonly submit?: (input: I, ctx: StepContext) => MaybePromise<StepOutcome | ToolResult | void>;
}

/** A programmatic wizard (spec §15.1). */
export interface WizardDefinition {
  /** The wizard's local name; its tools are `<name>.start`, `<name>.<step>`, `<name>.back`, `<name>.cancel`. */
  readonly name: string;
  readonly title?: string | undefined;
  readonly description: string;
  readonly steps: readonly WizardStep[];
  /**
   * Decides where `start` begins: a step id (the steps before it count as completed, with their
   * `read()` values), or an error result, which is `start`'s result and changes nothing. Default: the
   * first step. `registerPageWizard` begins at the step the page shows (spec §15.4).
   */
  readonly start?: (ctx: ToolContext) => MaybePromise<string | ToolResult | void>;
  /**
   * Runs before `back` moves the wizard to `to`, the last completed step: it may move the page and
   * answer the step now current, or an error result, which is `back`'s result and changes nothing.
   * Default: the wizard goes to `to`.
   */
  readonly back?: (to: string, ctx: ToolContext) => MaybePromise<string | ToolResult | void>;
  /** Called after the last step with every step's value; its result is the last step call's result. */
  readonly finish?: (values: Readonly<Record<string, unknown>>, ctx: StepContext) => MaybePromise<ToolResult>;
}

/** A defined wizard (spec §15.1). */
export interface WizardHandle {
  /** The wizard's full name. */
  readonly name: string;
  /** The current step's id, or `null`. */
  current(): string | null;
  /** The wizard's state, unredacted: for the page's own code, never for agents. */
  state(): WizardState;
  /**
   * Makes `step` current without running anything, as when the person moved there in the page
   * (spec §15.4): a step of the trail is gone back to, dropping its value and later ones; any other
   * step is moved forward to, the steps up to it counting as completed with their `read()` values.
   * Starts a wizard that has not started. Emits `tool:changed` and calls the step's `enter`; an
   * unknown or already current step changes nothing.
   */
  sync(step: string): void;
  /** Back to not started, values cleared. */
  reset(): void;
  /** Unregisters every tool of the wizard (and a page wizard stops following the page); safe to call more than once. */
  dispose(): void;
}
