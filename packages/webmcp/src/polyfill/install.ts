// Installs the polyfill in a window, as the browser's own WebMCP is there: `document.modelContext`
// (a getter of `Document.prototype`, one model context per document, the same object each time), and
// the globals `ModelContext`, `ToolActivatedEvent` and `ToolCancelEvent`.
import { findModelContext, type ModelContext } from '../model-context.js';
import { rememberRealm } from './checks.js';
import { coverSameOriginFrames } from './cover-frames.js';
import { createModelContextPolyfill, ModelContextPrototype } from './model-context-polyfill.js';
import { ToolActivatedEvent, ToolCancelEvent } from './tool-events.js';

/**
 * Finds the prototype the window's documents inherit as documents: `Document.prototype`, or, where a
 * test DOM (happy-dom) gives the global scope another `Document` class than its document's, the
 * document's own.
 *
 * @param scope The window.
 * @returns The prototype.
 */
function documentPrototype(scope: typeof globalThis): object {
  if (scope.document instanceof scope.Document) return scope.Document.prototype;
  for (let proto = Object.getPrototypeOf(scope.document); proto; proto = Object.getPrototypeOf(proto)) {
    if (proto.constructor?.name === 'Document') return proto;
  }
  return scope.Document.prototype;
}

/** The options of {@link installModelContextPolyfill}: what it does in a frame it covers, beyond installing itself there. */
export interface InstallModelContextPolyfillOptions {
  /**
   * Called with a covered frame's window for each document it shows (the first, and each one a
   * navigation brings), once the polyfill is there: where the page's Toolmark serves that document's
   * declarative forms (the polyfill add-on loads its forms part there).
   */
  readonly onFrame?: (view: Window) => void;
}

/**
 * Installs the polyfill in a window that has no model context (spec §16.3). Like the browser's, it is
 * there only in a secure context (`http://127.0.0.1`, `https:`): elsewhere nothing is installed. Like
 * the browser's, it is in every same-origin frame of the window's document too: it installs itself in
 * those that have none, as they come (cover-frames.ts).
 *
 * @param scope The window; default `globalThis`.
 * @param options What to do in each frame it covers.
 * @returns The model context of its document: the browser's own, the polyfill's, or `undefined` in a context that is not secure.
 */
export function installModelContextPolyfill(scope: typeof globalThis = globalThis, options: InstallModelContextPolyfillOptions = {}): ModelContext | undefined {
  const existing = findModelContext(scope);
  if (existing || scope.isSecureContext === false) return existing;
  const contexts = new WeakMap<Document, ModelContext>();
  Object.defineProperty(documentPrototype(scope), 'modelContext', {
    configurable: true,
    enumerable: true,
    get(this: Document) {
      let context = contexts.get(this);
      if (!context) {
        rememberRealm(this, scope);
        contexts.set(this, (context = createModelContextPolyfill(this)));
      }
      return context;
    },
  });
  // An interface object cannot be constructed by script, as the browser's cannot.
  const ModelContextInterface = function ModelContext() {
    throw new TypeError('Illegal constructor');
  };
  ModelContextInterface.prototype = ModelContextPrototype;
  const globals = { ModelContext: ModelContextInterface, ToolActivatedEvent, ToolCancelEvent };
  for (const [name, value] of Object.entries(globals)) {
    if (!(name in scope)) Object.defineProperty(scope, name, { configurable: true, writable: true, value });
  }
  coverSameOriginFrames(scope, installModelContextPolyfill, options);
  return scope.document.modelContext;
}
