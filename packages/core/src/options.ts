import type { ManifestHints, ToolInfo } from './registry/manifest.js';
import type { CompileJsonSchema, ToJsonSchema } from './registry/tool-record.js';
import type { InputLimits } from './pipeline/snapshot-input.js';
import type { Caller, JsonSchema, MaybePromise, ProgressUpdate } from './types.js';

/** Options of one call (spec §3). */
export interface CallOptions {
  /** Aborting it ends the call with code `aborted` and aborts `ctx.signal` in `run`. */
  readonly signal?: AbortSignal;
  /** Ends the call with code `timeout` after this many milliseconds, counted from the call's start. */
  readonly timeoutMs?: number;
  /** Who is calling; default `{ kind: 'in-page' }`. */
  readonly caller?: Caller;
  /** Receives the tool's progress reports, redacted, like `call:progress` events (spec §7). */
  readonly onProgress?: (update: ProgressUpdate) => void;
  /**
   * The caller's own deadline in milliseconds (spec §3.11): a call still under way then answers the
   * caller (`handle.reply`, `tm.call`) with a `pending` result that says how to get the outcome, and
   * goes on. Unlike `timeoutMs`, it never ends the call.
   */
  readonly deadlineMs?: number;
  /**
   * Asks the person for this call's `ctx.ask` instead of the registry's handler (an MCP client's
   * elicitation, spec §16.7). Asks with sensitive paths always go to the registry's handler.
   */
  readonly ask?: AskHandler;
}

/**
 * What `ctx.ask` asks (spec §3.12): the call, the question and the form's JSON Schema. `signal`
 * aborts when the call ends without an answer, so a card can close.
 */
export interface AskRequest {
  readonly callId: string;
  /** The tool's full name. */
  readonly name: string;
  /** The tool's title, or its full name. */
  readonly title: string;
  readonly message: string;
  /** The answer's JSON Schema, to build the form from. */
  readonly schema: JsonSchema;
  /** Paths of the answer whose values are sensitive: a form masks them as it would a password. */
  readonly sensitivePaths: readonly string[];
  readonly caller: Caller;
  readonly signal: AbortSignal;
  /** When the call times out (`Date.now()` milliseconds), if it has a timeout. */
  readonly deadline?: number;
}

/** Answers an ask: `{ value }` with the person's answer, anything else declines. */
export type AskHandler = (request: AskRequest) => MaybePromise<{ readonly value: unknown } | false | null | undefined>;

/** What a permission check answers: a yes / no, or a yes / no with a reason the agent is told. */
export type PermissionDecision = boolean | { readonly allow: boolean; readonly reason?: string };

/** What a permission check knows about the call besides the tool and its validated input. */
export interface PermissionContext {
  readonly callId: string;
  readonly caller: Caller;
  readonly signal: AbortSignal;
}

/**
 * A call waiting for a person's decision (spec §3.4). `input` has every sensitive value redacted;
 * `signal` aborts when the call ends without one (abort, timeout), so a card can close.
 */
export interface ConfirmRequest {
  readonly callId: string;
  /** The tool's full name. */
  readonly name: string;
  /** The tool's title, or its full name when it has none. */
  readonly title: string;
  /** `summary(input)`, redacted, when the tool has one. */
  readonly summary?: string;
  /** `actionLabel(input)`, made from the same redacted input, when the tool has one: the words of the card's primary button. */
  readonly actionLabel?: string;
  readonly hints: ManifestHints;
  readonly input: unknown;
  readonly caller: Caller;
  /** The ids of the tool's anchors, for highlighting through `tm.anchor`. */
  readonly anchors: readonly string[];
  readonly signal: AbortSignal;
  /** When the call times out (`Date.now()` milliseconds), if it has a timeout. */
  readonly deadline?: number;
  /**
   * Where the registry masked `input` (sensitive paths, spec §6), as concrete paths (`[]` is the whole
   * input). A card draws its mask at these places and nowhere else: a value that reads `'[redacted]'`
   * elsewhere is what the caller sent (docs/security.md T5).
   */
  readonly redacted: readonly InputPath[];
  /** The keys the tool's input schema declares in each object of `input`, in its order; absent when it declares none. */
  readonly shape?: InputShape;
}

/** A place in an input: its keys from the root, an array index as a number (`['passengers', 1, 'passport']`). */
export type InputPath = readonly (string | number)[];

/**
 * What the tool's input schema declares in one object or array of an input (spec §3.4), so that a
 * card lists declared keys first, in the schema's order, and marks the keys it does not declare.
 */
export interface InputShape {
  /** The keys the schema declares here, in its order; absent when it says nothing of this object's keys. */
  readonly declared?: readonly string[];
  /** Keys beyond `declared` are declared by rule (a map's `additionalProperties`, `patternProperties`). */
  readonly open?: boolean;
  /** The shapes of the objects and arrays inside, by key (an array's by index as text). */
  readonly inner?: { readonly [key: string]: InputShape };
}

/**
 * A person's decision with more than yes or no (spec §3.4): a decline may say why, in the person's
 * words, and the caller reads it in the `declined` result.
 */
export interface ConfirmAnswer {
  /** Only `true` approves. */
  readonly approved: boolean;
  /** Why the person declined: one line of at most 500 characters reaches the caller. Ignored on approval. */
  readonly reason?: string;
}

/** Asks a person; resolves `true` or `{ approved: true }` to approve, anything else declines. */
export type ConfirmHandler = (request: ConfirmRequest) => MaybePromise<boolean | ConfirmAnswer>;

/** Options of `createToolmark` (spec §2). */
export interface ToolmarkOptions {
  /** Development mode: registration errors throw, output is validated; default: the build's flag. */
  readonly dev?: boolean;
  /** Decides whether a call may go ahead, after validation and before confirmation (spec §3.3). */
  readonly checkPermission?: (tool: ToolInfo, input: unknown, ctx: PermissionContext) => MaybePromise<PermissionDecision>;
  /** Asks a person to confirm a call (spec §3.4); `tm.setConfirm` replaces it later. */
  readonly confirm?: ConfirmHandler;
  /** Asks the person what a tool's `ctx.ask` asks (spec §3.12); `tm.setAsk` replaces it later. */
  readonly ask?: AskHandler;
  /** Asks for confirmation beyond what the hints ask for; it can add confirmations, never remove them. */
  readonly confirmPolicy?: (tool: ToolInfo, input: unknown) => boolean;
  /** Bounds on every call's input (size, depth, string and array length), checked before the schema. */
  readonly limits?: InputLimits;
  /** A timeout for every call that gives none; default: none. */
  readonly timeoutMs?: number;
  /** Describes Standard Schemas that have no JSON Schema converter of their own, such as valibot's. */
  readonly toJsonSchema?: ToJsonSchema;
  /** Compiles tools that only have a `jsonSchema`. */
  readonly compileJsonSchema?: CompileJsonSchema;
  /** Where anchor selectors are looked up; default `document`. */
  readonly anchorRoot?: ParentNode;
}
