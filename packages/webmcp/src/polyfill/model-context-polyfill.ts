// The polyfill's model context: WebMCP's `ModelContext` as the spec's IDL and Chromium define it
// (spec §16.3), measured against the web-platform-tests (e2e/wpt). One per document; the tools of
// every same-origin document of the page's frame tree are seen and run from each of them.
import type { JsonSchema } from '@toolmark/core';
import { batch } from '../batch.js';
import type { ModelContext, ModelContextExecuteToolOptions, ModelContextGetToolOptions, ModelContextRegisterToolOptions, ModelContextTool, RegisteredTool, ToolActivatedEvent, ToolAnnotations, ToolCancelEvent } from '../model-context.js';
import { checkDocument, domException, readOrigins } from './checks.js';
import { frameTree, isFullyActive, originOf, reachableDocument } from './frame-tree.js';
import { runTool, type ToolEntry } from './run-tool.js';
import { copyToolInput } from './tool-input.js';

/** The brand of Toolmark's polyfill, shared by every realm (a frame's polyfill is another copy). */
export const POLYFILL = Symbol.for('toolmark.modelContextPolyfill');
/** What a tool of a declarative form carries (`serveDeclarativeForms`, `@toolmark/forms`): its form. */
const DECLARATIVE_FORM = Symbol.for('toolmark.declarativeForm');
// Members other frames' polyfills call, also shared by every realm.
const OWN_RECORDS = Symbol.for('toolmark.modelContextPolyfill.ownRecords');
const RUN = Symbol.for('toolmark.modelContextPolyfill.run');
const CHANGED = Symbol.for('toolmark.modelContextPolyfill.changed');
const HOST = Symbol.for('toolmark.modelContextPolyfill.host');

// Chromium's rule, measured in 156: 1–128 characters of A–Z a–z 0–9 _ - . (it allows `.a` and `a..b`).
const TOOL_NAME = /^[\w.-]{1,128}$/;
// In the order a record lists them (WebIDL reads and writes dictionary members sorted by name).
const HINTS = ['consequentialHint', 'debugging', 'readOnlyHint', 'untrustedContentHint'] as const;

/** The polyfill's model context (spec §16.3): `document.modelContext` where the browser has none. */
export interface ModelContextPolyfill extends ModelContext {
  registerTool(tool: ModelContextTool, options?: ModelContextRegisterToolOptions): Promise<undefined>;
  getTools(options?: ModelContextGetToolOptions): Promise<RegisteredTool[]>;
  executeTool(tool: RegisteredTool, input?: object, options?: ModelContextExecuteToolOptions): Promise<string | null>;
}

/**
 * Waits for a task: the browser resolves WebMCP's promises from a task it queues, not at once.
 *
 * @returns A promise that resolves in a later task.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/**
 * Reads a required member of a dictionary argument, as WebIDL does.
 *
 * @param dictionary The argument.
 * @param member The member.
 * @param where The dictionary's name, for the message.
 * @returns Its value.
 */
function required<T>(dictionary: object, member: string, where: string): T {
  const value = (dictionary as Record<string, unknown>)[member];
  if (value === undefined) throw new TypeError(`${where}: the '${member}' member is required`);
  return value as T;
}

/** `document.modelContext` of one document, where the browser has no WebMCP. */
class PolyfilledModelContext extends EventTarget implements ModelContextPolyfill {
  readonly #doc: Document;
  readonly #tools = new Map<string, ToolEntry>();
  // Coalesced like the browser's: one `toolchange` per task of changes.
  readonly #changed = batch(() => this.dispatchEvent(new Event('toolchange')));
  readonly #handlers = new Map<string, ((event: Event) => unknown) | null>();

  declare ontoolchange: ((event: Event) => unknown) | null;
  declare ontoolactivated: ((event: ToolActivatedEvent) => unknown) | null;
  declare ontoolcancel: ((event: ToolCancelEvent) => unknown) | null;

  static {
    // The event handler attributes, simplified: whatever `on<type>` holds (a function or `null`) when
    // the event fires is called.
    for (const type of ['toolchange', 'toolactivated', 'toolcancel']) {
      Object.defineProperty(this.prototype, `on${type}`, {
        configurable: true,
        enumerable: true,
        get(this: PolyfilledModelContext) {
          return this.#handlers.get(type) ?? null;
        },
        set(this: PolyfilledModelContext, handler: unknown) {
          this.#handlers.set(type, typeof handler === 'function' ? (handler as (event: Event) => unknown) : null);
        },
      });
    }
  }

  constructor(doc: Document) {
    super();
    this.#doc = doc;
    for (const type of ['toolchange', 'toolactivated', 'toolcancel']) this.addEventListener(type, (event) => this.#handlers.get(type)?.call(this, event));
  }

  /**
   * The model contexts this document sees: its own (this one, even when made apart from
   * `document.modelContext`), and those of the page's other same-origin documents.
   */
  #visible(): PolyfilledModelContext[] {
    const origin = originOf(this.#doc.defaultView!);
    const others = frameTree(this.#doc.defaultView!).map((view) => {
      const doc = reachableDocument(view);
      return doc && doc !== this.#doc && isFullyActive(doc) && originOf(view) === origin ? (doc as { modelContext?: unknown }).modelContext : undefined;
    });
    return [this, ...others.filter(isPolyfilled)];
  }

  async registerTool(tool: ModelContextTool, options: ModelContextRegisterToolOptions = {}): Promise<undefined> {
    const doc = this.#doc;
    checkDocument(doc);
    if (typeof tool !== 'object' || tool === null) throw new TypeError('registerTool: the tool must be an object');
    const { annotations, inputSchema, title } = tool;
    const description = String(required(tool, 'description', 'registerTool'));
    const execute = required<ModelContextTool['execute']>(tool, 'execute', 'registerTool');
    const name = String(required(tool, 'name', 'registerTool'));
    if (typeof execute !== 'function') throw new TypeError("registerTool: the tool's execute must be a function");
    if (inputSchema !== undefined && (typeof inputSchema !== 'object' || inputSchema === null)) throw new TypeError("registerTool: the tool's inputSchema must be an object");
    // The spec's order of checks, each a rejection of its own.
    if (this.#tools.has(name)) throw domException(doc, 'Duplicate tool name', 'InvalidStateError');
    if (!TOOL_NAME.test(name)) throw domException(doc, 'Invalid tool name', 'InvalidStateError');
    if (!description) throw domException(doc, 'Description is required', 'InvalidStateError');
    // The schema's JSON text is what agents get: one that has none (a cycle, a BigInt, a `toJSON`
    // that returns nothing) is refused now, as the spec says.
    const schemaText = inputSchema === undefined ? undefined : JSON.stringify(inputSchema);
    if (inputSchema !== undefined && schemaText === undefined) throw new TypeError("registerTool: the tool's inputSchema has no JSON text");
    const { signal } = options;
    signal?.throwIfAborted();
    // Same-origin documents always see the tool. Others are out of the polyfill's reach (frame-tree.ts):
    // a tool meant for them is refused rather than published where they cannot see it.
    if (readOrigins(doc, options.exposedTo, 'exposedTo').some((origin) => origin !== originOf(doc.defaultView!))) {
      throw domException(doc, "Exposing a tool to another origin needs the browser's own WebMCP", 'NotSupportedError');
    }
    const record: RegisteredTool = {
      // A declarative form's record has no annotations, as Chromium's; an imperative tool's has all four, or none.
      ...(annotations !== undefined && !(DECLARATIVE_FORM in tool) && { annotations: Object.fromEntries(HINTS.map((hint) => [hint, !!(annotations as ToolAnnotations)[hint]])) }),
      description,
      ...(schemaText !== undefined && { inputSchema: JSON.parse(schemaText) as JsonSchema }),
      name,
      origin: originOf(doc.defaultView!),
      title: title === undefined ? '' : String(title),
    };
    const entry: ToolEntry = { execute, record, declarative: DECLARATIVE_FORM in tool };
    this.#tools.set(name, entry);
    // Aborting unregisters at once, unless the name has been registered again since.
    signal?.addEventListener('abort', () => this.#tools.get(name) === entry && this.#tools.delete(name) && this.#announce());
    this.#announce();
    // The browser answers in a later task; `toolchange` (a microtask away) fires first, as Chromium's
    // does. An abort meanwhile rejects the promise with its reason, as the spec's abort steps do.
    await nextTask();
    signal?.throwIfAborted();
    return undefined;
  }

  async getTools(options: ModelContextGetToolOptions = {}): Promise<RegisteredTool[]> {
    checkDocument(this.#doc);
    // Other origins' tools are out of the polyfill's reach (frame-tree.ts): the list is only checked.
    readOrigins(this.#doc, options.fromOrigins, 'fromOrigins');
    // In a later task, as the browser's answer (a page's code may rely on the document being parsed by
    // then), and read then: a tool registered meanwhile, whose `toolchange` may have fired before the
    // caller listens for it, is in the list.
    await nextTask();
    return this.#visible()
      .flatMap((context) => context[OWN_RECORDS]())
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  async executeTool(tool: RegisteredTool, input?: object, options: ModelContextExecuteToolOptions = {}): Promise<string | null> {
    const doc = this.#doc;
    checkDocument(doc);
    if (typeof tool !== 'object' || tool === null) throw new TypeError('executeTool: the tool must be an object');
    // WebIDL reads the members in this order; each is required.
    for (const member of ['description', 'name', 'origin', 'window']) required(tool, member, 'executeTool');
    let expectedOrigin: string | undefined;
    try {
      expectedOrigin = new URL(String(tool.origin)).origin;
    } catch {
      // Not a URL: refused below, as an opaque origin is.
    }
    if (!expectedOrigin || expectedOrigin === 'null') throw domException(doc, "executeTool: the tool's origin is not a URL's origin", 'NotSupportedError');
    const args = copyToolInput(input);
    const { signal } = options;
    // Rejected at once, before anything else runs (WPT: "synchronously rejects").
    signal?.throwIfAborted();
    // The record names the document that hosts the tool: it must be one this document sees, and hold
    // the tool now. A record made up, or of a tool since unregistered, finds nothing.
    const context = this.#visible().find((candidate) => candidate[HOST]() === tool.window);
    if (!context || expectedOrigin !== originOf(tool.window as Window)) {
      throw domException(doc, `No tool named '${String(tool.name)}' that this document may run`, 'UnknownError');
    }
    // The run's failures are the tool document's `DOMException`s; the caller gets its own realm's, as
    // the spec rejects the caller's promise from a task of the caller's global. (A caller's abort
    // reason is the caller's value already, and is passed on as it is.)
    return context[RUN](String(tool.name), args, signal).catch((error: unknown) => {
      const foreign = error !== signal?.reason && Object.prototype.toString.call(error) === '[object DOMException]';
      throw foreign ? domException(doc, (error as DOMException).message, (error as DOMException).name) : error;
    });
  }

  /** The records of this document's own tools, made anew for each `getTools()`. */
  [OWN_RECORDS](): RegisteredTool[] {
    const view = this.#doc.defaultView!;
    return [...this.#tools.values()].map(({ record }) => ({ ...record, ...(record.inputSchema && { inputSchema: structuredClone(record.inputSchema) }), window: view }));
  }

  /** Runs one of this document's tools for a caller of this document or of another it is visible to. */
  [RUN](name: string, args: object, signal: AbortSignal | undefined): Promise<string | null> {
    const entry = this.#tools.get(name);
    if (!entry) return Promise.reject(domException(this.#doc, `No tool named '${name}' that this document may run`, 'UnknownError'));
    return runTool(this, this.#doc, entry, args, signal);
  }

  /** The window of this context's document. */
  [HOST](): Window | null {
    return this.#doc.defaultView;
  }

  /** Schedules this document's `toolchange`. */
  [CHANGED](): void {
    this.#changed();
  }

  /** Tells every document that sees this one's tools that they changed. */
  #announce(): void {
    for (const context of this.#visible()) context[CHANGED]();
  }
}

// Brands the prototype, so `isModelContextPolyfill` knows a frame's polyfill too (it has its own class).
Object.defineProperty(PolyfilledModelContext.prototype, POLYFILL, { value: true });

/**
 * Checks whether a model context is Toolmark's polyfill (of this window or of another frame's).
 *
 * @param context A model context.
 * @returns Whether it is Toolmark's polyfill.
 */
export function isModelContextPolyfill(context: unknown): context is ModelContextPolyfill {
  return typeof context === 'object' && context !== null && POLYFILL in context;
}

/**
 * Checks whether a model context is Toolmark's polyfill, typed with the members frames call. Another
 * frame's is an instance of that frame's class, which has the same members.
 *
 * @param context A model context.
 * @returns Whether it is one.
 */
function isPolyfilled(context: unknown): context is PolyfilledModelContext {
  return isModelContextPolyfill(context);
}

/**
 * Creates the polyfill's model context of a document: what `document.modelContext` is once the
 * polyfill is installed (spec §16.3). A document that is not fully active (one made by
 * `createHTMLDocument`, or of a removed frame) gets one that refuses every operation.
 *
 * @param doc The document; default `document`.
 * @returns Its model context.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createModelContextPolyfill(doc: Document = document): ModelContextPolyfill {
  return new PolyfilledModelContext(doc);
}

/** The class behind every polyfilled model context of this window, for `instanceof ModelContext`. */
export const ModelContextPrototype: object = PolyfilledModelContext.prototype;
