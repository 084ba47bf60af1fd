// Which forms become tools and what they are called (spec §14.1, §14.2).
import { isValidToolName } from '@toolmark/core';
import { trimAsciiWhitespace } from './describe-control';

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
}

/** Why a form that was asked for cannot become a tool. */
export interface FormRefusal {
  readonly reason: string;
}

/** Options of {@link identifyForm}. */
export interface IdentifyOptions {
  /** Names and describes forms without tool attributes too (spec §14.1); default `false`. */
  readonly all?: boolean;
  /** Whether the browser serves declarative forms itself (spec §14.8); default: detected. */
  readonly native?: boolean;
}

// Toolmark's name rule (spec §1.1) and Chromium's, which also takes `.a` and `a..b`.
const CHROMIUM_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
const HEADING = 'h1, h2, h3, h4, h5, h6';

/**
 * Checks whether a form asks to be a tool: `toolname`, `tooldescription`, `data-toolmark-name` or
 * `data-toolmark-description`, and no `data-toolmark-ignore`.
 *
 * @param form The form.
 * @returns Whether it is a tool form.
 */
export function isToolForm(form: HTMLFormElement): boolean {
  if (form.hasAttribute('data-toolmark-ignore')) return false;
  return ['toolname', 'tooldescription', 'data-toolmark-name', 'data-toolmark-description'].some((name) => form.hasAttribute(name));
}

/**
 * Detects native declarative WebMCP: `document.modelContext` (or the older `navigator.modelContext`).
 *
 * @param form A form of the page.
 * @returns Whether the browser serves `toolname` forms itself.
 */
export function hasNativeWebMcp(form: HTMLFormElement): boolean {
  const view = form.ownerDocument.defaultView as (Window & { navigator: { modelContext?: unknown } }) | null;
  return (form.ownerDocument as Document & { modelContext?: unknown }).modelContext != null || view?.navigator.modelContext != null;
}

/**
 * Checks whether the browser serves a form as a native tool: a `toolname` Chromium accepts and a
 * non-empty `tooldescription`.
 *
 * @param form The form.
 * @returns Whether the form is a native declarative tool (when native WebMCP is present).
 */
export function isNativeDeclarative(form: HTMLFormElement): boolean {
  return CHROMIUM_NAME.test(form.getAttribute('toolname') ?? '') && !!form.getAttribute('tooldescription');
}

/**
 * Turns an id, name or label into a tool name: runs of other characters become `_`.
 *
 * @param text The text.
 * @returns A name obeying spec §1.1, or `''`.
 */
function toToolName(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 128);
}

/**
 * Reads a text and collapses its whitespace.
 *
 * @param element The element.
 * @returns Its text.
 */
function collapsedText(element: Element): string {
  return trimAsciiWhitespace((element.textContent ?? '').replace(/[\t\n\f\r ]+/g, ' '));
}

/**
 * Finds the heading nearest a form: its first legend or heading, else the last heading before it.
 *
 * @param form The form.
 * @returns The heading's text, or `''`.
 */
export function nearestHeading(form: HTMLFormElement): string {
  const inside = form.querySelector(`legend, ${HEADING}`);
  if (inside) return collapsedText(inside);
  // Walk back in tree order: earlier siblings (and their last heading), then the parent's siblings.
  let node: Element = form;
  for (;;) {
    const previous = node.previousElementSibling;
    if (!previous) {
      if (!node.parentElement) break;
      node = node.parentElement;
      continue;
    }
    node = previous;
    if (node.matches(HEADING)) return collapsedText(node);
    const headings = node.querySelectorAll(HEADING);
    const last = headings[headings.length - 1];
    if (last) return collapsedText(last);
  }
  return '';
}

/**
 * Reads the name, title, description and autosubmit of a form's tool (spec §14.1, §14.2).
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
  const all = options.all ?? false;
  const toolname = attribute('toolname');
  const name =
    attribute('data-toolmark-name') ||
    toolname ||
    (all ? toToolName(form.id) || toToolName(attribute('name')) || toToolName(attribute('aria-label')) : '');
  if (name === '') return { reason: 'it has no name (toolname, data-toolmark-name, id, name or aria-label)' };
  if (!isValidToolName(name)) {
    return { reason: `its name '${name}' breaks the tool name rule: 1–128 of A–Z a–z 0–9 _ - and dots between parts (set data-toolmark-name)` };
  }
  const described = [attribute('data-toolmark-description'), attribute('tooldescription')];
  if (all) described.push(attribute('aria-description'), nearestHeading(form));
  let description = described.find((text) => trimAsciiWhitespace(text) !== '');
  if (description === undefined && all) description = `Fills in and submits the form '${name}'.`;
  if (description === undefined) return { reason: 'it has no description (tooldescription or data-toolmark-description)' };
  const title = attribute('data-toolmark-title') || attribute('tooltitle');
  const autosubmitFlag = form.getAttribute('data-toolmark-autosubmit');
  const autosubmit = form.hasAttribute('toolautosubmit') || (autosubmitFlag !== null && autosubmitFlag !== 'false');
  const native = (options.native ?? hasNativeWebMcp(form)) && isNativeDeclarative(form);
  return {
    name,
    description,
    autosubmit,
    ...(title ? { title } : {}),
    ...(native ? { nativeName: toolname } : {}),
  };
}
