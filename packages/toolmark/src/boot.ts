// Boot order (spec §18.2): the registry and everything that only follows it (publication, bridge,
// confirmation, debug log) start at once, so page code right after the script tag can register tools
// that are published like the rest; the page's forms and wizards are read once the document is parsed.
import { createToolmark, type Toolmark } from '@toolmark/core';
import { scanForms } from '@toolmark/forms';
import { createBridge, findModelContext, publish, type Publication } from '@toolmark/webmcp';
import { onlyCurrentSteps } from '@toolmark/wizard';
import { compileJsonSchema } from './compile-json-schema';
import type { ScriptConfig } from './config';
import { logEvents } from './debug-log';
import { isWizardForm, scanWizards } from './scan-wizards';

/** Installs confirmation cards on a registry; returns the function that removes them. */
export type InstallConfirmation = (tm: Toolmark) => () => void;

/** Options of {@link boot}. */
export interface BootOptions {
  readonly config: ScriptConfig;
  /** The flavour's confirmation UI; absent in the core flavour, where confirmations need a page handler. */
  readonly confirmation?: InstallConfirmation;
  /** The document to read; default `document`. */
  readonly document?: Document;
}

/** A booted script tag. */
export interface Booted {
  /** The one registry of the page. */
  readonly tm: Toolmark;
  /** Resolves once the page's forms and wizards are registered and published. */
  readonly ready: Promise<void>;
  /** Stops scanning, publishing, the bridge, the cards and the log; the registry and the page's own tools stay. */
  stop(): void;
}

/**
 * Runs a boot step; a step that throws is reported (TM703) and leaves the other steps running.
 *
 * @param step What the step is, for the warning.
 * @param start The step; returns the function that stops it.
 * @returns The stop function, or a no-op when the step failed.
 */
function attempt(step: string, start: () => (() => void) | void): () => void {
  try {
    return start() ?? (() => {});
  } catch (error) {
    if (import.meta.env.DEV) console.warn(`[toolmark TM703] ${step} failed: ${String(error)}`);
    return () => {};
  }
}

/**
 * Resolves when the document has been parsed: at once unless it is still loading.
 *
 * @param doc The document.
 * @returns A promise that resolves after `DOMContentLoaded`, or now.
 */
function whenParsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * Boots Toolmark for a page as its script tag asks (spec §18.2): creates one registry (whose tools'
 * `jsonSchema` is compiled by the bundle's own `compileJsonSchema`, D110), publishes it to native WebMCP when the browser has it
 * (or the polyfill, when asked), opens the postMessage bridge to the allowed origins, installs the
 * confirmation cards, and once the document is parsed registers its tool forms and wizards, live.
 *
 * @param options The configuration and the flavour's confirmation UI.
 * @returns The registry, a promise for when the page's tools are registered, and `stop()`.
 */
export function boot(options: BootOptions): Booted {
  const { config } = options;
  const doc = options.document ?? document;
  const tm = createToolmark({ compileJsonSchema });
  const registrar = config.scope === undefined ? tm : tm.scope(config.scope);
  const stops: (() => void)[] = [];
  let publication: Publication | undefined;
  let stopped = false;

  if (config.debug) stops.push(logEvents(tm, config));
  // Cards before anything can call: a destructive call that arrives early must find a person to ask.
  if (config.confirm && options.confirmation) stops.push(attempt('confirmWith', () => options.confirmation?.(tm)));
  // Without a model context there is nothing to publish to, and most browsers have none: no warning.
  if (config.polyfill || findModelContext()) {
    stops.push(attempt('publish', () => {
      // A wizard's step tools are listed while their step is current, so agents see what they can call now.
      publication = publish(tm, { polyfill: config.polyfill, filter: onlyCurrentSteps(tm) });
      return publication.stop;
    }));
  }
  if (config.bridgeOrigins) {
    const allowedOrigins = config.bridgeOrigins;
    stops.push(attempt('createBridge', () => createBridge(tm, { allowedOrigins }).close));
  }

  const ready = whenParsed(doc).then(async () => {
    if (stopped) return;
    // A form with steps is a wizard, not one form tool.
    const filter = (form: HTMLFormElement) => !isWizardForm(form);
    stops.push(attempt('scanForms', () => scanForms(registrar, doc, { all: config.allForms, filter }).stop));
    stops.push(attempt('wizards', () => scanWizards(registrar, doc).stop));
    await publication?.settled();
  });

  return {
    tm,
    ready,
    stop() {
      if (stopped) return;
      stopped = true;
      // Last started, first stopped: forms leave the registry while the publication still mirrors it.
      for (const stop of stops.reverse()) stop();
      stops.length = 0;
    },
  };
}
