// The tool a declarative form is, as Chromium registers it (spec §14.11): named and described by the
// form's `tool*` attributes alone, with the schema Chromium synthesizes (the one synthesizer of this
// package, without Toolmark's additions and with every field, as natively), and an `execute` that
// fills and submits the form as the browser does, once the gate lets it (served-gate.ts).
import type { JsonSchema } from '@toolmark/core';
import { collectFields } from '../scan/collect-fields.js';
import { schemaOfFields } from '../schema/synthesize-schema.js';
import { runDeclarativeForm, type WaitingRuns } from './run-declarative-form.js';
import { gateServedRun, type FindRegistry } from './served-gate.js';

/**
 * The key a declarative form's tool carries its form under, so a polyfill reports it as Chromium
 * reports declarative tools (no `annotations`). A symbol of the global registry: the polyfill reads it
 * without importing this package.
 */
export const DECLARATIVE_FORM = Symbol.for('toolmark.declarativeForm');

/** What a declarative form's attributes say of its tool. */
export interface DeclarativeIdentity {
  /** `toolname`. */
  readonly name: string;
  /** `tooltitle`, when the form has one. */
  readonly title?: string;
  /** `tooldescription`, as written. */
  readonly description: string;
  /** Whether a run submits the form (`toolautosubmit`). */
  readonly autosubmit: boolean;
}

/** The tool `serveDeclarativeForms` registers for a form: WebMCP's `ModelContextTool`, marked as a declarative form's. */
export interface DeclarativeFormTool {
  readonly name: string;
  readonly title?: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
  /**
   * Fills the form (synchronously, before it returns) and submits it, or waits for the person to.
   * Resolves to the page's `respondWith` value (`'undefined'` for `undefined`), or to `undefined` when
   * the submit navigated; rejects with Chromium's `DOMException`s.
   */
  execute(input: object, options?: { readonly signal?: AbortSignal }): Promise<unknown>;
  /** The form, for a polyfill to tell the tool apart. */
  readonly [DECLARATIVE_FORM]: HTMLFormElement;
}

/**
 * Reads a declarative form's tool attributes (Chromium reads no `data-toolmark-*` attribute).
 *
 * @param form The form; it should pass `isDeclarativeForm`.
 * @returns Its identity.
 */
export function readDeclarativeIdentity(form: HTMLFormElement): DeclarativeIdentity {
  const title = form.getAttribute('tooltitle');
  return {
    name: form.getAttribute('toolname') ?? '',
    ...(title !== null && { title }),
    description: form.getAttribute('tooldescription') ?? '',
    autosubmit: form.hasAttribute('toolautosubmit'),
  };
}

/**
 * Creates the tool of a declarative form, and the text that tells whether it changed: its identity
 * and schema (Chromium registers the form again when either changes, `toolautosubmit` included).
 *
 * Its `execute` goes through the gate (`gateServedRun`): a form whose hints ask for a person is run
 * by the page's registry, with the card.
 *
 * @param form The form.
 * @param waiting The runs of this registration that wait for the person, for the server to cancel.
 * @param findRegistry Finds the page's registry, which asks the person when the form's hints say so.
 * @returns The tool and its signature.
 */
export function declarativeFormTool(form: HTMLFormElement, waiting: WaitingRuns, findRegistry?: FindRegistry): { readonly tool: DeclarativeFormTool; readonly signature: string } {
  const identity = readDeclarativeIdentity(form);
  // Chromium's schema: every field, sensitive ones included (spec §14.11), nothing added.
  const schema = schemaOfFields(collectFields(form), false);
  const { name, description, title } = identity;
  const tool: DeclarativeFormTool = {
    name,
    ...(title !== undefined && { title }),
    description,
    inputSchema: schema,
    execute: (input, options) => gateServedRun(form, input, options?.signal, findRegistry, () => runDeclarativeForm(form, input, options?.signal, waiting)),
    [DECLARATIVE_FORM]: form,
  };
  return { tool, signature: JSON.stringify([identity, schema]) };
}
