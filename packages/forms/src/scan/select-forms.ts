// Which forms become tools and what they are called (spec §14.1, §14.2).
import type { ToolHints } from '@toolmark/core';
import { compact, isValidToolName } from '@toolmark/core/internal';
import { trimAsciiWhitespace } from './describe-control.js';
import { actionPath, formPosition } from './form-label.js';
import { isDeclarativeForm, servesDeclarativeForms } from './declarative-form.js';
import { markupHints } from './markup-hints.js';

/** What a form's tool is called and how it behaves, read from the form's attributes. */
export interface FormIdentity {
  /** The tool's local name (spec §1.1). */
  readonly name: string;
  readonly title?: string;
  readonly description: string;
  /** Whether a run submits the form (`toolautosubmit`, `data-toolmark-autosubmit`). */
  readonly autosubmit: boolean;
  /** The form's `toolname` when the browser serves the form as a native declarative tool. */
  readonly nativeName?: string;
  /** The hints of its markup (`data-toolmark-confirm`, `data-toolmark-destructive`: `markupHints`), when it gives any. */
  readonly hints?: ToolHints;
}

/** Why a form that was asked for cannot become a tool. */
export interface FormRefusal {
  readonly reason: string;
}

/** Which forms may become tools and who serves them (spec §14.1, §14.8): part of {@link FormToolOptions}. */
export interface IdentifyOptions {
  /** Names and describes forms without tool attributes too (spec §14.1); default `false`. */
  readonly all?: boolean;
  /** Whether the browser serves declarative forms itself (spec §14.8); default: detected. */
  readonly native?: boolean;
}

const HEADING = 'h1,h2,h3,h4,h5,h6';

/**
 * Checks whether a form asks to be a tool: `toolname`, `tooldescription`, `data-toolmark-name` or
 * `data-toolmark-description` (with `all`, any form), and no `data-toolmark-ignore`.
 *
 * @param form The form.
 * @param all Whether every form is wanted (spec §14.1).
 * @returns Whether it is a tool form.
 */
export function isToolForm(form: HTMLFormElement, all?: boolean): boolean {
  return !form.hasAttribute('data-toolmark-ignore') && (!!all || form.matches('[toolname],[tooldescription],[data-toolmark-name],[data-toolmark-description]'));
}

/**
 * Checks whether the browser (or a polyfill serving forms) serves a form as a native tool (spec
 * §14.8): the document's model context serves declarative forms (`native` overrides the detection),
 * and the form is a declarative form ({@link isDeclarativeForm}).
 *
 * @param form The form.
 * @param native The `native` option.
 * @returns Whether the form is served without Toolmark's publisher.
 */
function isServedNatively(form: HTMLFormElement, native: boolean | undefined): boolean {
  return (native ?? servesDeclarativeForms(form.ownerDocument)) && isDeclarativeForm(form);
}

/**
 * Turns an id, name or label into a tool name: runs of other characters become `_`.
 *
 * @param text The text.
 * @returns A name obeying spec §1.1, or `''`.
 */
function toToolName(text: string): string {
  return text.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 128);
}

/**
 * Finds the heading nearest a form: its first legend or heading, else the last heading before it.
 *
 * @param form The form.
 * @returns The heading's text, or `''`.
 */
export function nearestHeading(form: HTMLFormElement): string {
  return headingText(form, true) || headingText(form, false);
}

/**
 * Reads a form's own first legend or heading, or the last heading before it.
 *
 * @param form The form.
 * @param inside Whether to read the form's own (else the one before it).
 * @returns The heading's text, whitespace runs as one space, or `''`.
 */
function headingText(form: HTMLFormElement, inside: boolean): string {
  const found = inside
    ? form.querySelector(`legend,${HEADING}`)
    : // The last heading before the form in tree order (4: the form follows it; inside it, it does not).
      [...(form.getRootNode() as ParentNode).querySelectorAll(HEADING)].filter((heading) => heading.compareDocumentPosition(form) === 4).pop();
  // Runs of whitespace read as one space.
  return trimAsciiWhitespace((found?.textContent ?? '').replace(/[\t\n\f\r ]+/g, ' '));
}

/**
 * Names a form that has no id, name or aria-label (with `all`, spec §14.2): its own first legend or
 * heading, else its `action`'s path (`/cart/add` is `cart_add`, an extension dropped), else the last
 * heading before it, each lower-cased and slugged, else `form_<position>`.
 *
 * @param form The form.
 * @returns A name that obeys spec §1.1.
 */
function fallbackName(form: HTMLFormElement): string {
  const slugged = (text: string) => toToolName(text.toLowerCase().replace(/\.\w+$/, '')).slice(0, 64);
  return slugged(headingText(form, true)) || slugged(actionPath(form)) || slugged(headingText(form, false)) || `form_${formPosition(form)}`;
}

/**
 * Drops hints that say nothing, so a form without them defines a tool without `hints`.
 *
 * @param hints The markup's hints.
 * @returns Them, or `undefined` when empty.
 */
function hintsOrNothing(hints: ToolHints): ToolHints | undefined {
  return Object.keys(hints).length ? hints : undefined;
}

/**
 * Reads the name, title, description, autosubmit and confirmation of a form's tool (spec §14.1, §14.2).
 * `data-toolmark-name` wins over `toolname` (so a page can rename a native tool whose name Toolmark
 * refuses); with `all`, forms without either are named from their id, name or aria-label and
 * described by aria-description or the nearest heading or legend.
 *
 * @param form The form.
 * @param options Whether every form is wanted, and whether the browser serves declarative forms.
 * @returns The identity, or a refusal saying why the form cannot be a tool.
 */
export function identifyForm(form: HTMLFormElement, options: IdentifyOptions = {}): FormIdentity | FormRefusal {
  const attribute = (name: string) => form.getAttribute(name) ?? '';
  // Toolmark's attribute first, then Chromium's.
  const read = (name: string) => [attribute(`data-toolmark-${name}`), attribute(`tool${name}`)] as [string, string];
  const { all } = options;
  const [, toolname] = read('name');
  // Attributes, not properties: a control named `id` shadows `form.id` (Shopify's product forms have one).
  const name = read('name').find(Boolean) || (all && ([attribute('id'), attribute('name'), attribute('aria-label')].map(toToolName).find(Boolean) || fallbackName(form)));
  if (!name) return { reason: import.meta.env.DEV ? 'it has no name (toolname, data-toolmark-name, id, name or aria-label)' : 'no name' };
  if (!isValidToolName(name)) {
    return {
      reason: import.meta.env.DEV
        ? `its name '${name}' breaks the tool name rule: 1–128 of A–Z a–z 0–9 _ - and dots between parts (set data-toolmark-name)`
        : `bad name '${name}'`,
    };
  }
  const described = read('description');
  if (all) described.push(attribute('aria-description'), nearestHeading(form), `Fills in and submits the form '${name}'.`);
  const description = described.find(trimAsciiWhitespace);
  if (description === undefined) return { reason: import.meta.env.DEV ? 'it has no description (tooldescription or data-toolmark-description)' : 'no description' };
  return compact({
    name,
    title: read('title').find(Boolean),
    description,
    autosubmit: form.hasAttribute('toolautosubmit') || (form.getAttribute('data-toolmark-autosubmit') ?? 'false') !== 'false',
    hints: hintsOrNothing(markupHints(form)),
    nativeName: isServedNatively(form, options.native) ? toolname : undefined,
  });
}
