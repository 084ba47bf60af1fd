import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ToolResult } from './result.js';

/** A JSON Schema document as plain JSON (an object schema for tool input). */
export type JsonSchema = { readonly [keyword: string]: unknown };

/** A value or a promise of it. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * Behaviour hints (spec §1.3). They tell agents what a tool does and tell the pipeline when a person
 * must confirm (`confirm`) and whether calls may overlap (`concurrencySafe`).
 */
export interface ToolHints<I = unknown> {
  /** The tool only reads; it changes nothing. */
  readonly readOnly?: boolean;
  /** The tool may destroy or irreversibly change data; confirmed by default. */
  readonly destructive?: boolean;
  /**
   * Running the tool has significant, real-world or irreversible consequences for the person, such
   * as a purchase, a payment or a booking (WebMCP's `consequentialHint`); confirmed by default.
   */
  readonly consequential?: boolean;
  /** Calling it twice with the same input has the effect of calling it once. */
  readonly idempotent?: boolean;
  /** The tool reaches outside the site (other services, email, payments). */
  readonly openWorld?: boolean;
  /** The result may hold content the site does not vouch for (user posts, third-party pages). */
  readonly untrustedContent?: boolean;
  /** The tool is for debugging and developer tooling, not for the person's own tasks (WebMCP's `debugging`). */
  readonly debugging?: boolean;
  /** `'always'` asks a person every time; `'never'` never; `'auto'` (default) when `destructive` or `consequential`. */
  readonly confirm?: 'always' | 'never' | 'auto';
  /** Whether calls may run in parallel; default: `readOnly` (spec §8). */
  readonly concurrencySafe?: boolean | ((input: I) => boolean);
}

/** A named place in the page: a CSS selector, or a function returning the element(s). */
export type Anchor = string | (() => Element | Iterable<Element> | null | undefined);

/** A stepwise tool's place in its wizard (spec §1.11). */
export interface WizardPlacement {
  /** The wizard's full name, such as `shop.checkout`. */
  readonly name: string;
  /** The ids of the wizard's steps, in order. */
  readonly steps: readonly string[];
  /** The step this tool runs, for a step's own tool; absent for `start`, `back` and `cancel`. */
  readonly step?: string;
}

/** Where a tool came from (spec §1.14). */
export type ToolOrigin = 'code' | 'form' | 'native-form' | 'wizard';

/** Who is calling: an in-page agent, native WebMCP, a bridge peer, a person through the UI … */
export interface Caller {
  readonly kind: 'in-page' | 'webmcp' | 'bridge' | 'ui' | (string & {});
  /** The caller's origin, when it crossed a boundary (bridge, iframe). */
  readonly origin?: string;
  /** A free-form identifier, such as an extension id or an agent name. */
  readonly id?: string;
  /**
   * What a person reads as who asks, such as `'Skyway assistant'` (issue #36): the page's own agent
   * names itself. `@toolmark/ui` shows it for an `'in-page'` caller only, whose code is the page's; a
   * name any other caller carries is not shown, since the other side chose it.
   */
  readonly name?: string;
}

/** A progress report from a running tool (spec §7). */
export interface ProgressUpdate {
  readonly progress?: number;
  readonly total?: number;
  readonly message?: string;
}

/** What `run` receives besides its input (spec §1.12). */
export interface ToolContext {
  /** The tool's full name, such as `shop.cart.add`. */
  readonly name: string;
  /** An id unique to this call within its registry. */
  readonly callId: string;
  /** Aborted when the caller aborts or the call times out; stop work when it fires. */
  readonly signal: AbortSignal;
  readonly caller: Caller;
  /**
   * The summary the person approved, when the call was confirmed with one (spec §3.4): a tool that
   * makes its summary from what the page shows checks, as it runs, that the page still says it.
   */
  readonly confirmedSummary?: string;
  /**
   * Reports progress; the update goes to the call's handle, to `tm.subscribe` listeners and to the
   * caller (an MCP client's `notifications/progress`), redacted.
   */
  progress(update: ProgressUpdate): void;
  /**
   * Asks the person for something only they can give (spec §3.12), in the confirmation card by
   * default: a form made from `input`. Resolves to their answer, validated by `input`, or to why
   * there is none. Never rejects. Answers at `sensitivePaths` reach `run` only: they are scrubbed from
   * every result, event and progress report of the call, like the input's sensitive values.
   */
  ask<T>(options: AskOptions<T>): Promise<AskOutcome<T>>;
}

/** What `ctx.ask` asks the person (spec §3.12). */
export interface AskOptions<T = unknown> {
  /** What the person is asked, in a sentence: "Which card should pay for this order?" */
  readonly message: string;
  /** The answer's schema: the form is made from it, and the answer is validated by it. */
  readonly input: StandardSchemaV1<unknown, T>;
  /** The answer's JSON Schema, for the form; default: derived from `input` as a tool's input is. */
  readonly jsonSchema?: JsonSchema;
  /** Paths of the answer whose values are sensitive (spec §6): they never leave the call. */
  readonly sensitivePaths?: readonly string[];
}

/** What `ctx.ask` resolves to: the person's validated answer, or why there is none. */
export type AskOutcome<T = unknown> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      /**
       * `declined` (the person said no, or closed the form), `aborted` (the call ended while asking),
       * `unavailable` (no way to ask: no handler, or no JSON Schema for the form), `invalid_answer`.
       */
      readonly code: 'declined' | 'aborted' | 'unavailable' | 'invalid_answer';
      readonly message: string;
    };

/**
 * A tool (spec §1). `I` is what `run` receives (the input schema's output), `O` what it returns, `R`
 * what callers send (the input schema's input). Use `defineTool` to have them inferred from the schemas.
 */
export interface ToolDefinition<I = any, O = any, R = I> {
  /** The local name: 1–128 of `A–Z a–z 0–9 _ - .`; scopes prefix it (spec §1.1, §2.3). */
  readonly name: string;
  /** A short user-facing title. */
  readonly title?: string;
  /** For the model: what the tool does and when to use it. */
  readonly description: string;
  /** Validates input before anything else happens (spec §3.2). */
  readonly input?: StandardSchemaV1<R, I>;
  /** Validates `structuredContent` in development only (spec §3.6). */
  readonly output?: StandardSchemaV1<O, unknown>;
  /**
   * The input's JSON Schema. With `input` it only replaces the advertised schema; without `input` it
   * is compiled by the registry's `compileJsonSchema` and validates (spec §1.6).
   */
  readonly jsonSchema?: JsonSchema;
  /** The output's JSON Schema, advertised in the manifest; derived from `output` when absent. */
  readonly outputJsonSchema?: JsonSchema;
  readonly hints?: ToolHints<I>;
  /** A user-facing one-liner for confirmation cards, such as "Empty the cart (3 items)". */
  readonly summary?: (input: I) => string;
  /**
   * What approving does, in the words of the card's primary button, such as "Pay €147" (spec §3.4,
   * issue #36): made, as the summary is, from the input with its sensitive paths redacted.
   */
  readonly actionLabel?: (input: I) => string;
  /** A synchronous, side-effect-free snapshot; read through `tm.state`, redacted (spec §5). */
  readonly state?: () => unknown;
  /** Named places in the page a UI can highlight, read through `tm.anchor` (spec §5). */
  readonly anchors?: Readonly<Record<string, Anchor>>;
  /** Input paths whose values are sensitive (spec §6); evaluated on every read. */
  readonly sensitivePaths?: () => readonly string[];
  /** `'stepwise'` for the tools of a wizard (spec §1.11). */
  readonly mode?: 'stepwise';
  /** The wizard a stepwise tool belongs to and its step order (spec §1.11). */
  readonly wizard?: WizardPlacement;
  /**
   * A lane shared with the other tools that name it (spec §8): their exclusive calls run one at a
   * time, in call order, across those tools. Default: the tool's own lane.
   */
  readonly lane?: string;
  /** Where the tool came from; default `'code'`. */
  readonly origin?: ToolOrigin;
  /** The name the browser knows the tool by, for `'native-form'` tools. */
  readonly nativeName?: string;
  /** Does the work. Return `ok(value)`, `fail(code, message)` or any `ToolResult`. */
  readonly run: (input: I, ctx: ToolContext) => MaybePromise<ToolResult<O>>;
}
