// Declarative forms served through a model context that does not serve them itself, such as
// Toolmark's polyfill (spec §14.11): each `<form toolname tooldescription>` is registered as Chromium
// registers it, and registered again, or unregistered, as the page changes.
import { withLabelIndex } from '../scan/describe-control.js';
import { findForms } from '../scan/find-forms.js';
import { DECLARATIVE_FORMS_SERVED_EVENT, isDeclarativeForm, SERVES_DECLARATIVE_FORMS } from '../scan/declarative-form.js';
import { declarativeFormTool, type DeclarativeFormTool } from './declarative-tool.js';
import { installPseudoClassSubstitute } from './pseudo-class-substitute.js';
import { cancelled, type WaitingRuns } from './run-declarative-form.js';
import type { FindRegistry } from './served-gate.js';

/** What `serveDeclarativeForms` registers tools with: a model context (`document.modelContext`, Toolmark's polyfill). */
export interface DeclarativeFormsContext {
  /** Registers a tool; aborting the signal unregisters it. What it returns is awaited: a rejection is a refusal. */
  registerTool(tool: DeclarativeFormTool, options: { readonly signal: AbortSignal }): unknown;
  /** Where `toolchange` is heard: a tool refused (a name taken) is offered again when the tools change. */
  addEventListener?(type: 'toolchange', listener: () => void): void;
  removeEventListener?(type: 'toolchange', listener: () => void): void;
}

/** Options of {@link serveDeclarativeForms}. */
export interface ServeDeclarativeFormsOptions {
  /**
   * Finds the page's registry when a run starts (the script tag passes `() => Toolmark.tm`): a form
   * whose hints ask for a person is run by it, with its card (spec §14.11 Confirmation). Without one,
   * such a form's runs are refused: there is no one to ask.
   */
  readonly registry?: FindRegistry;
}

/** The handle of {@link serveDeclarativeForms}. */
export interface DeclarativeFormsService {
  /** Unregisters every form's tool, cancels the runs waiting for a person, stops watching; safe to call more than once. */
  dispose(): void;
}

interface Served {
  readonly registration: AbortController;
  readonly signature: string;
  readonly waiting: WaitingRuns;
  readonly tool: DeclarativeFormTool;
  refused?: boolean;
}

// The attributes Chromium reads for a declarative form's tool and schema (no data-toolmark-* one).
const WATCHED_ATTRIBUTES = 'toolname tooldescription tooltitle toolautosubmit toolparamdescription name id type form for disabled readonly required multiple pattern min max step value aria-description'.split(' ');

// How many services serve through each model context: it carries the mark while any does.
const services = new WeakMap<object, number>();


/**
 * Tells every `scanForms` of the document that the server of its declarative forms changed (spec
 * §14.8): their next pass reads `servesDeclarativeForms` anew and hands the forms over, or back.
 *
 * @param doc The document.
 */
function announce(doc: Document): void {
  doc.dispatchEvent(new Event(DECLARATIVE_FORMS_SERVED_EVENT));
}

/**
 * Serves the declarative forms under `root` through a model context, as Chromium serves them
 * natively (spec §14.11): every form with a `toolname` Chromium accepts and a non-empty
 * `tooldescription` is registered with `registerTool(tool, { signal })`, under its `toolname`, with
 * its `tooltitle`, its `tooldescription` and the schema Chromium synthesizes (spec §14.3), marked
 * with `Symbol.for('toolmark.declarativeForm')`. A MutationObserver follows the page: a form that
 * comes is registered, one that goes (or stops qualifying) is unregistered, one whose tool changed
 * (`toolname`, `tooltitle`, `tooldescription`, `toolautosubmit`, its controls) is registered again.
 * A run fills the form, submits it (`toolautosubmit`) or waits for the person, and ends with the
 * page's `respondWith` value, as natively. While it serves, the model context carries
 * `Symbol.for('toolmark.servesDeclarativeForms')`, so `scanForms` leaves these forms to it (spec
 * §14.8; a scan that ran first hears of it, by the event `toolmark:declarative-forms-served` on the document, and a name its publication still
 * holds is registered once `toolchange` says it is free), and in a browser without them the `:tool-form-active` and `:tool-submit-active`
 * pseudo-classes have a substitute (spec §14.12).
 *
 * Unlike the browser, it is Toolmark submitting, so its runs keep Toolmark's two rules (spec §14.11
 * Confirmation): a form whose hints ask for a person is run by the page's registry with its card
 * (`options.registry`), and an autosubmit form whose submit would leave the page's origin is filled
 * and left to the person.
 *
 * Where the browser serves declarative forms itself (`SubmitEvent.prototype.agentInvoked` exists), it does nothing.
 *
 * @param modelContext Where to register: `installModelContextPolyfill()`'s model context.
 * @param root Where the forms are; default `document`.
 * @param options The page's registry.
 * @returns The service, whose `dispose()` unregisters every tool.
 */
export function serveDeclarativeForms(modelContext: DeclarativeFormsContext, root: ParentNode = document, options: ServeDeclarativeFormsOptions = {}): DeclarativeFormsService {
  const doc = (root as Node).ownerDocument ?? (root as Document);
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  if (!view || 'agentInvoked' in (view.SubmitEvent?.prototype ?? {})) return { dispose() {} };
  const served = new Map<HTMLFormElement, Served>();
  let disposed = false;
  const observer = new view.MutationObserver(() => refresh());
  // Observing a node again only renews its options, so each pass may observe every root it finds.
  const observe = (node: Node) => observer.observe(node, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: WATCHED_ATTRIBUTES });

  // Runs waiting for the person end as natively when their tool changes or goes.
  const drop = (form: HTMLFormElement) => {
    const entry = served.get(form);
    served.delete(form);
    entry?.registration.abort();
    for (const cancel of [...(entry?.waiting ?? [])]) cancel(cancelled(', since tool definition was updated'));
  };

  const register = (form: HTMLFormElement, tool: DeclarativeFormTool, signature: string, waiting: WaitingRuns) => {
    const entry: Served = { registration: new AbortController(), signature, waiting, tool };
    served.set(form, entry);
    const refuse = () => (entry.refused = true);
    try {
      Promise.resolve(modelContext.registerTool(tool, { signal: entry.registration.signal })).catch(refuse);
    } catch {
      refuse();
    }
  };

  const serve = (form: HTMLFormElement) => {
    const waiting: WaitingRuns = new Set();
    const { tool, signature } = declarativeFormTool(form, waiting, options.registry);
    if (served.get(form)?.signature === signature) return;
    drop(form);
    register(form, tool, signature, waiting);
  };

  function refresh(): void {
    if (disposed) return;
    const forms = new Set(findForms(root, observe).filter(isDeclarativeForm));
    // A Map may lose entries while it is iterated.
    for (const form of served.keys()) if (!forms.has(form)) drop(form);
    withLabelIndex(() => forms.forEach(serve));
  }

  // A name another tool held (Toolmark's publisher, before `scanForms` saw this service) may be free now.
  const retryRefused = () => {
    for (const [form, { refused, tool, signature, waiting }] of served) if (refused && !disposed) register(form, tool, signature, waiting);
  };

  const marked = modelContext as unknown as Record<symbol, unknown>;
  marked[SERVES_DECLARATIVE_FORMS] = true;
  services.set(modelContext, (services.get(modelContext) ?? 0) + 1);
  const substitute = installPseudoClassSubstitute(doc);
  modelContext.addEventListener?.('toolchange', retryRefused);
  observe(root as Node);
  refresh();
  announce(doc);
  return {
    dispose() {
      if (disposed) return;
      disposed = true;
      observer.disconnect();
      modelContext.removeEventListener?.('toolchange', retryRefused);
      [...served.keys()].forEach(drop);
      substitute();
      const count = services.get(modelContext)! - 1;
      services.set(modelContext, count);
      if (!count) delete marked[SERVES_DECLARATIVE_FORMS];
      announce(doc);
    },
  };
}
