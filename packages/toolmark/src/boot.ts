// Boot (spec §18.2, D220): the registry and everything that only follows it start at once; every
// other part is imported when the page needs it: publishing when there is a model context, the form
// scan when the page has a tool form, wizards when it has one, the cards when a call asks a person
// (lazy-cards.ts), the spotlight and the widgets when the tag asks for them.
import { createToolmark, ToolmarkError, type CompileJsonSchema, type Toolmark } from '@toolmark/core';
import { warn } from '@toolmark/core/internal';
import { findModelContext } from '@toolmark/webmcp';
import { DISPOSE_EVENT, DISPOSED, JSON_SCHEMA_COMPILER, type MarkedDocument } from './brand.js';
import type { ScriptConfig } from './config.js';
import { lazyCards, type InstallCards } from './lazy-cards.js';
import { isScannedForm, TOOL_FORM, WIZARD_STEP } from './page-marks.js';
import { whenPresent } from './when-present.js';

/** Starts a UI part (the spotlight, the widgets) for a registry once the document is parsed; returns the function that stops it. */
export type InstallUiPart = (tm: Toolmark, doc: Document) => () => void;

/** What a flavour brings of the UI, each imported when needed; the core flavour brings none. */
export interface FlavourUi {
  /** The confirmation cards, imported the first time a call asks a person (`data-confirm`). */
  readonly cards?: () => Promise<InstallCards>;
  /** The spotlight, imported when the script tag has `data-spotlight` (spec §18.3). */
  readonly spotlight?: () => Promise<InstallUiPart>;
  /** The tool list and the activity log, imported when the script tag has `data-widgets` (spec §18.3). */
  readonly widgets?: () => Promise<InstallUiPart>;
}

/** A booted script tag. */
export interface Booted {
  /** The one registry of the page. */
  readonly tm: Toolmark;
  /** Resolves once the page's forms and wizards are registered and published by the script tag (not by a later polyfill add-on). */
  readonly ready: Promise<void>;
  /** Stops scanning, publishing, the cards, the spotlight, the log and add-ons (`toolmark:dispose`); the registry and the page's own tools stay. */
  dispose(): void;
}


/**
 * Creates the registry's compiler of `jsonSchema`-only tools: the JSON Schema add-on's, once it is on
 * the page (spec §18.9).
 *
 * @param doc The document the add-on marks.
 * @returns The compiler.
 */
function compileWithAddOn(doc: MarkedDocument): CompileJsonSchema {
  return (schema) => {
    const compile = doc[JSON_SCHEMA_COMPILER];
    if (compile) return compile(schema);
    // The same text in every build, as the registry's own (spec §2.5).
    throw new ToolmarkError(
      'json_schema_unsupported',
      'A tool with only a `jsonSchema` needs the JSON Schema add-on: load toolmark.json-schema.min.js on the page (spec §18.9), or give the tool an `input` schema',
    );
  };
}

/**
 * Boots Toolmark for a page as its script tag asks (spec §18.2): creates one registry, installs the
 * confirmation cards (loaded on first use), publishes the registry when the page has a model context,
 * and once the document is parsed scans its tool forms and wizards, live, and starts the spotlight
 * and the widgets when asked, each part imported only then: the form scan when the page has a tool
 * form (a declarative form the browser serves too: it is the registry's as well, spec §14.8). A
 * step that throws, or whose part cannot be loaded, is reported (TM703) and leaves the others running.
 *
 * @param config The configuration read from the script tag.
 * @param doc The document to read.
 * @param ui The flavour's UI parts; none in the core flavour, where confirmations need a page handler.
 * @returns The registry, a promise for when the page's tools are registered, and `dispose()`.
 */
export function boot(config: ScriptConfig, doc: Document, ui: FlavourUi = {}): Booted {
  const tm = createToolmark({ compileJsonSchema: compileWithAddOn(doc) });
  const registrar = config.scope ? tm.scope(config.scope) : tm;
  const disposers: (() => void)[] = [];
  const settling: Promise<unknown>[] = [];
  let disposed = false;
  // Runs a step with its part: imported, then started unless the page disposed of Toolmark meanwhile.
  // A loader that throws rather than rejects is reported the same way. The step's name is for the
  // warning, in development builds only.
  const start = <Part>(step: string | false, load: () => Promise<Part>, run: (part: Part) => () => void): Promise<void> =>
    new Promise<Part>((resolve) => resolve(load()))
      .then((part) => {
        if (!disposed) disposers.push(run(part));
      })
      .catch((error: unknown) => {
        if (import.meta.env.DEV) warn('TM703', `${step} failed: ${String(error)}`);
      });

  if (config.debug) {
    // `data-debug`: the registry redacts its events (spec §6), so the log never shows a sensitive value.
    console.debug('[toolmark] booted with', config);
    disposers.push(tm.subscribe((event) => console.debug(`[toolmark] ${event.type}${'name' in event && event.name ? ` ${event.name}` : ''}`, event)));
  }
  // Cards before anything can call: a destructive call that arrives early must find a person to ask.
  const cards = config.confirm && ui.cards ? lazyCards(tm, ui.cards) : undefined;
  if (cards) disposers.push(cards.remove);
  // Without a model context there is nothing to publish to, and most browsers have none: no warning.
  const modelContext = findModelContext();
  const publishing =
    modelContext &&
    start(import.meta.env.DEV && 'publish', () => import('./parts/publish-page.js'), ({ publishPage }) => {
      const publication = publishPage(tm);
      settling.push(publication.settled());
      return publication.dispose;
    });
  // A declarative form the page's model context serves is a tool of the registry too (origin
  // 'native-form', spec §14.8: callable in the page, its runs recorded), so any tool form is scanned.

  // DOMContentLoaded fires once: the listener needs no removing.
  const parsed = new Promise((resolve) => (doc.readyState == 'loading' ? doc.addEventListener('DOMContentLoaded', resolve) : resolve(0)));
  const ready = parsed.then(() => {
    if (disposed) return;
    const steps = [
      // A form with steps (`data-toolmark-step`, spec §15.4) is a page wizard, not one form tool.
      whenPresent(doc, config.allForms ? 'form' : TOOL_FORM, isScannedForm, disposers, () =>
        start(import.meta.env.DEV && 'scanForms', () => import('./parts/forms.js'), ({ scanForms }) => {
          const set = scanForms(registrar, doc, { all: config.allForms, filter: isScannedForm });
          // A page of many forms is scanned in slices (spec §14.9): ready once every form is a tool.
          settling.push(set.settled());
          return set.dispose;
        }),
      ),
      whenPresent(doc, WIZARD_STEP, () => true, disposers, () =>
        start(import.meta.env.DEV && 'scanPageWizards', () => import('./parts/wizard.js'), ({ scanPageWizards }) => scanPageWizards(registrar, doc).dispose),
      ),
      // `data-spotlight` (spec §18.3): at the end of the parsed body, over the page; removed on dispose.
      config.spotlight && ui.spotlight && start(import.meta.env.DEV && 'spotlight', ui.spotlight, (mount) => mount(tm, doc)),
      // `data-widgets` (spec §18.3): <tm-tool-list> and <tm-activity>, wherever the page puts them.
      config.widgets && ui.widgets && start(import.meta.env.DEV && 'widgets', ui.widgets, (define) => define(tm, doc)),
      publishing,
    ];
    return Promise.all(steps)
      .then(() => Promise.all(settling))
      .then(() => cards?.warm());
  });

  return {
    tm,
    ready,
    dispose() {
      // Add-ons (spec §18.10) stop with the page's Toolmark, once; one loaded later does not start.
      if (!disposed) doc.dispatchEvent(new Event(DISPOSE_EVENT));
      (doc as MarkedDocument)[DISPOSED] = true;
      disposed = true;
      // Last started, first disposed: forms leave the registry while the publication still mirrors it.
      while (disposers.length) disposers.pop()!();
    },
  };
}
