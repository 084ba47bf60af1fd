// What Toolmark cannot gate (spec §14.8, §14.10 TM204; docs/security.md T11): a declarative form the
// browser serves itself is filled and submitted by the browser, which asks none of Toolmark's
// questions. Development names such a form when its markup or the page's code asks for a person, or
// when it autosubmits to another origin, so the page's author can hand it to Toolmark.
import type { ToolHints } from '@toolmark/core';
import { needsConfirmation, warn } from '@toolmark/core/internal';
import { defaultButton } from '../submit/active-state.js';
import { submitsForAgent } from '../submit/agent-may-submit.js';
import { formLabel } from './form-label.js';
import { servesDeclarativeForms } from './declarative-form.js';

// What a Toolmark polyfill carries: forms it serves keep Toolmark's gate (spec §14.11).
const POLYFILL = Symbol.for('toolmark.modelContextPolyfill');

/**
 * Lists what Toolmark would do for a form that the browser serves without it.
 *
 * @param form The form.
 * @param hints Its tool's hints (markup and code).
 * @returns The reasons, empty when there is nothing the browser skips.
 */
export function ungatedReasons(form: HTMLFormElement, hints: Omit<ToolHints, 'concurrencySafe'> | undefined): string[] {
  const reasons: string[] = [];
  if (needsConfirmation(hints, false)) reasons.push('ask a person first (its hints ask for confirmation)');
  const autosubmit = form.hasAttribute('toolautosubmit');
  if (autosubmit && !submitsForAgent(form, defaultButton(form), autosubmit)) reasons.push('hold back its toolautosubmit to another origin');
  return reasons;
}

/**
 * Warns (TM204, development) when the browser itself serves a form whose run Toolmark would gate:
 * once per form and message.
 *
 * @param form The form, whose tool is `'native-form'`.
 * @param hints Its tool's hints.
 */
export function warnUngatedNativeForm(form: HTMLFormElement, hints: Omit<ToolHints, 'concurrencySafe'> | undefined): void {
  const context = (form.ownerDocument as Document & { modelContext?: object }).modelContext;
  // Toolmark's polyfill serves it with the gate; a `native: true` option without a browser's, nobody.
  if (!context || POLYFILL in context || !servesDeclarativeForms(form.ownerDocument)) return;
  const reasons = ungatedReasons(form, hints);
  if (!reasons.length) return;
  const what = reasons.join(' or ');
  const drop = reasons.some((reason) => reason.startsWith('hold')) ? ', or drop toolautosubmit' : '';
  if (import.meta.env.DEV) warn('TM204', `The browser serves ${formLabel(form)} itself (toolname), so Toolmark cannot ${what} when an agent runs it natively; remove toolname and tooldescription (use data-toolmark-name and data-toolmark-description) for Toolmark to serve it${drop}`, form);
}
