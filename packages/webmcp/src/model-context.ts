import type { JsonSchema } from '@toolmark/core';
import { adaptLegacyModelContext } from './legacy-model-context.js';

// The WebMCP platform surface, typed once (spec §16.9): the WebMCP spec's IDL, widened where the
// builds Chromium has shipped differ (before 152 `navigator.modelContext`; before 155 JSON text for
// schemas and input; from 160 `getTools()` records with `source` in place of `window`).

/** Hints about a tool (WebMCP's `ToolAnnotations`); the browser reads each one as a boolean, `false` when not given. */
export interface ToolAnnotations {
  /** The tool only reads: it changes nothing. */
  readonly readOnlyHint?: boolean;
  /** What the tool returns holds content the site does not vouch for. */
  readonly untrustedContentHint?: boolean;
  /** Running the tool has consequences that are significant or cannot be undone (a payment, a booking). */
  readonly consequentialHint?: boolean;
  /** The tool is for debugging and developer tools, not for end users. */
  readonly debugging?: boolean;
}

/** The second argument of a tool's `execute` (WebMCP's `ToolExecuteCallbackOptions`). */
export interface ToolExecuteOptions {
  /**
   * Aborted when the caller cancels the run. Chromium passes it on every run from 152 on; earlier
   * builds passed another object or nothing, so it may be absent.
   */
  readonly signal?: AbortSignal;
}

/** What `registerTool` takes (WebMCP's `ModelContextTool`): the tool's description and its `execute`. */
export interface ModelContextTool {
  /** 1–128 characters of `A–Z a–z 0–9 _ - .`, unique in the document. */
  readonly name: string;
  readonly title?: string;
  readonly description: string;
  /** A JSON Schema object; builds before Chrome 155 took it as JSON text. */
  readonly inputSchema?: JsonSchema | string;
  readonly annotations?: ToolAnnotations;
  /**
   * Runs the tool. `input` is an object from Chrome 155 on and JSON text before; the browser does
   * not validate it against `inputSchema`. What it returns (or resolves to) is the result, sent to
   * the caller as JSON text. A method, so an `execute` that declares the input it expects is accepted.
   */
  execute(input: object | string, options?: ToolExecuteOptions): unknown;
}

/** The second argument of `registerTool` (WebMCP's `ModelContextRegisterToolOptions`). */
export interface ModelContextRegisterToolOptions {
  /** Aborting it unregisters the tool: the only way to unregister one from Chrome 152 on. */
  readonly signal?: AbortSignal;
  /** Origins of other documents in the page that may see and run the tool (its own origin always may). */
  readonly exposedTo?: readonly string[];
}

/** The argument of `getTools` (WebMCP's `ModelContextGetToolOptions`). */
export interface ModelContextGetToolOptions {
  /** Origins of other documents in the page whose tools to list too (same-origin ones always are). */
  readonly fromOrigins?: readonly string[];
}

/** The third argument of `executeTool` (WebMCP's `ModelContextExecuteToolOptions`). */
export interface ModelContextExecuteToolOptions {
  /** Aborting it cancels the run: `executeTool` rejects with its reason, and the tool's own signal aborts. */
  readonly signal?: AbortSignal;
}

/**
 * A record of `getTools()` (WebMCP's `RegisteredTool`; from Chrome 160 a `Tool` object): the tool's
 * description without `execute`, plus where it lives. Pass it back to `executeTool` as it is.
 */
export interface RegisteredTool {
  readonly name: string;
  /** `''` when the tool has none. */
  readonly title?: string;
  readonly description: string;
  /** A JSON Schema object (for a declarative form, the one the browser synthesized); JSON text before Chrome 155; absent when the tool has none. */
  readonly inputSchema?: JsonSchema | string;
  readonly annotations?: ToolAnnotations;
  /** The serialized origin of the document that registered the tool. */
  readonly origin: string;
  /** The window of the document that registered the tool, in Chrome 152–159 (absent from the polyfill's records). */
  readonly window?: Window;
  /** The same, from Chrome 160 on, in place of `window`. */
  readonly source?: Window | null;
}

/** The event of `toolactivated` (WebMCP's `ToolActivatedEvent`): a run of a tool of this document started. */
export interface ToolActivatedEvent extends Event {
  readonly toolName: string;
}

/** The event of `toolcancel` (WebMCP's `ToolCancelEvent`): a run of a tool of this document was cancelled. */
export interface ToolCancelEvent extends Event {
  readonly toolName: string;
}

/** The events a model context fires, by type. */
export interface ModelContextEventMap {
  /** Tools were registered or unregistered (this document's or another's it can see). */
  toolchange: Event;
  toolactivated: ToolActivatedEvent;
  toolcancel: ToolCancelEvent;
}

/**
 * What `publish` takes as a model context: an event target whose `registerTool` may return
 * anything (what it returns is only awaited). Every `ModelContext` is one; so is a test double with
 * a `registerTool` alone.
 */
export interface ModelContextLike extends EventTarget {
  registerTool(tool: ModelContextTool, options?: ModelContextRegisterToolOptions): unknown;
  getTools?(options?: ModelContextGetToolOptions): Promise<readonly RegisteredTool[]> | readonly RegisteredTool[];
  executeTool?(tool: RegisteredTool | string, input?: unknown, options?: ModelContextExecuteToolOptions): Promise<unknown>;
}

/**
 * `document.modelContext` (WebMCP's `ModelContext`), as Chromium has shipped it from 152 on, and as
 * Toolmark's polyfill is. Members not every build has are optional: feature-detect them.
 */
export interface ModelContext extends ModelContextLike {
  /**
   * Registers a tool. From Chrome 152 on it returns a promise, rejected when the tool is refused (an
   * `InvalidStateError` for a bad or taken name); earlier builds returned nothing.
   */
  registerTool(tool: ModelContextTool, options?: ModelContextRegisterToolOptions): Promise<undefined> | undefined;
  /** The tools this document can see (its own and its frames'), sorted by name. */
  getTools?(options?: ModelContextGetToolOptions): Promise<RegisteredTool[]>;
  /**
   * Runs a tool: `tool` is a record of `getTools()`, `input` a plain object from Chrome 155 on and
   * JSON text before (which 155 and later refuse, "value is not an object"). Resolves to the JSON text
   * of what the tool returned; `null` when the run navigated the document; `undefined` from the
   * polyfill, for a result that has no JSON text.
   */
  executeTool?(tool: RegisteredTool, input?: object | string, options?: ModelContextExecuteToolOptions): Promise<string | null | undefined>;
  ontoolchange?: ((event: Event) => unknown) | null;
  ontoolactivated?: ((event: ToolActivatedEvent) => unknown) | null;
  ontoolcancel?: ((event: ToolCancelEvent) => unknown) | null;
  addEventListener<K extends keyof ModelContextEventMap>(type: K, listener: (event: ModelContextEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ModelContextEventMap>(type: K, listener: (event: ModelContextEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions): void;
}

/**
 * `navigator.modelContext` of the builds before Chrome 152: not an event target; `registerTool`
 * returned nothing and tools were unregistered by name. `findModelContext` wraps it as a
 * `ModelContext`, so `publish` publishes to it too.
 */
export interface LegacyModelContext {
  registerTool(tool: ModelContextTool): void;
  unregisterTool(name: string): void;
  provideContext?(context: { readonly tools: readonly ModelContextTool[] }): void;
  clearContext?(): void;
}

/** What `Document` gains: `modelContext`, absent without WebMCP (other browsers, no flag, not a secure context). */
export interface DocumentWithModelContext {
  readonly modelContext?: ModelContext;
}

/** What `Navigator` gains: `modelContext`, present only in builds before Chrome 152. */
export interface NavigatorWithModelContext {
  readonly modelContext?: LegacyModelContext;
}

// Merged into the DOM's interfaces as base interfaces, not as members of their own: should lib.dom
// declare a compatible `Document.modelContext` one day, its declaration takes precedence over this one
// instead of conflicting with it (an incompatible one is an error in this file, hidden by skipLibCheck).
declare global {
  interface Document extends DocumentWithModelContext {}
  interface Navigator extends NavigatorWithModelContext {}
}

/**
 * Finds the page's model context: `document.modelContext` (a value with a `registerTool` function),
 * else, in builds before Chrome 152, `navigator.modelContext` (one with `registerTool` and
 * `unregisterTool`), wrapped so that aborting a registration's signal unregisters the tool by name.
 *
 * @param scope Where to look; default `globalThis`.
 * @returns The model context, or `undefined` when the browser has none.
 */
export function findModelContext(scope: typeof globalThis = globalThis): ModelContext | undefined {
  // `document` and `navigator` are absent outside a window (Node, workers).
  const context = scope.document?.modelContext;
  if (typeof context?.registerTool === 'function') return context;
  const legacy = scope.navigator?.modelContext;
  return typeof legacy?.unregisterTool === 'function' ? adaptLegacyModelContext(legacy) : undefined;
}
