// Boot order (spec §18.2): the registry and everything that only follows it (publication,
// confirmation, debug log) start at once, so page code right after the script tag can register tools
// that are published like the rest; the page's forms and wizards are read once the document is parsed.
import { createToolmark, ToolmarkError, type CompileJsonSchema, type Toolmark } from '@toolmark/core';
import { warn } from '@toolmark/core/internal';
import { scanForms, type FormToolSet } from '@toolmark/forms';
import { findModelContext, publish, type Publication } from '@toolmark/webmcp';
import { onlyCurrentSteps, scanPageWizards } from '@toolmark/wizard';
import { DISPOSE_EVENT, DISPOSED, JSON_SCHEMA_COMPILER, type MarkedDocument } from './brand.js';
import type { ScriptConfig } from './config.js';

/** Installs confirmation cards on a registry; returns the function that removes them. */
export type InstallConfirmation = (tm: Toolmark) => () => void;

/** Starts a UI part (the spotlight, the widgets) for a registry once the document is parsed (the full flavour loads it, spec §18.3); returns the function that stops it. */
export type InstallUiPart = (tm: Toolmark, doc: Document) => () => void;

/** What a flavour brings of the UI: confirmation cards, the spotlight, the widgets; the core flavour brings none. */
export interface FlavourUi {
  /** The confirmation cards, installed at boot. */
  readonly confirmation?: InstallConfirmation;
  /** The spotlight, started when the script tag has `data-spotlight` (spec §18.3). */
  readonly spotlight?: InstallUiPart;
  /** The tool list and the activity log, defined when the script tag has `data-widgets` (spec §18.3). */
  readonly widgets?: InstallUiPart;
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
 * the page (spec §18.9). The compiler is core's `fromJsonSchema`, which most pages never need, so it
 * ships on its own and only the pages that register such tools load it.
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
 * Boots Toolmark for a page as its script tag asks (spec §18.2): creates one registry (whose tools'
 * `jsonSchema` is compiled by the JSON Schema add-on, §18.9), publishes it when the
 * page has a model context (native WebMCP, or the polyfill add-on's, spec §18.10), installs the
 * confirmation cards, and once the document is parsed registers its tool forms and wizards, live,
 * and mounts the spotlight and defines the widgets when asked. A step that throws is reported (TM703) and leaves the others running.
 *
 * @param config The configuration read from the script tag.
 * @param doc The document to read.
 * @param ui The flavour's confirmation cards, spotlight and widgets; none in the core flavour, where confirmations need a page handler.
 * @returns The registry, a promise for when the page's tools are registered, and `dispose()`.
 */
export function boot(config: ScriptConfig, doc: Document, ui: FlavourUi = {}): Booted {
  const { confirmation, spotlight, widgets } = ui;
  const tm = createToolmark({ compileJsonSchema: compileWithAddOn(doc) });
  const registrar = config.scope ? tm.scope(config.scope) : tm;
  const disposers: (() => void)[] = [];
  let publication: Publication | undefined;
  let disposed = false;
  // The step's name is for the warning, in development builds only.
  const start = (run: () => () => void, step: string | false): void => {
    try {
      disposers.push(run());
    } catch (error) {
      if (import.meta.env.DEV) warn('TM703', `${step} failed: ${String(error)}`);
    }
  };

  if (config.debug) {
    // `data-debug`: the registry redacts its events (spec §6), so the log never shows a sensitive value.
    console.debug('[toolmark] booted with', config);
    disposers.push(tm.subscribe((event) => console.debug(`[toolmark] ${event.type}${'name' in event && event.name ? ` ${event.name}` : ''}`, event)));
  }
  // Cards before anything can call: a destructive call that arrives early must find a person to ask.
  if (config.confirm && confirmation) start(() => confirmation(tm), import.meta.env.DEV && 'confirmWith');
  // Without a model context there is nothing to publish to, and most browsers have none: no warning.
  // A wizard's step tools are listed while their step is current, so agents see what they can call now.
  if (findModelContext()) start(() => (publication = publish(tm, { filter: onlyCurrentSteps(tm) })).dispose, import.meta.env.DEV && 'publish');

  // DOMContentLoaded fires once: the listener needs no removing.
  const parsed = new Promise((resolve) => (doc.readyState == 'loading' ? doc.addEventListener('DOMContentLoaded', resolve) : resolve(0)));
  const ready = parsed.then(() => {
    if (disposed) return;
    // A form with steps (`data-toolmark-step`, spec §15.4) is a page wizard, not one form tool.
    let forms: FormToolSet | undefined;
    start(() => (forms = scanForms(registrar, doc, { all: config.allForms, filter: (form) => !form.querySelector('[data-toolmark-step]') })).dispose, import.meta.env.DEV && 'scanForms');
    start(() => scanPageWizards(registrar, doc).dispose, import.meta.env.DEV && 'scanPageWizards');
    // `data-spotlight` (spec §18.3): at the end of the parsed body, over the page; removed on dispose.
    if (config.spotlight && spotlight) start(() => spotlight(tm, doc), import.meta.env.DEV && 'spotlight');
    // `data-widgets` (spec §18.3): <tm-tool-list> and <tm-activity>, wherever the page puts them.
    if (config.widgets && widgets) start(() => widgets(tm, doc), import.meta.env.DEV && 'widgets');
    // A page of many forms is scanned in slices (spec §14.9): ready once every form is a tool.
    return Promise.resolve(forms?.settled()).then(() => publication?.settled());
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
