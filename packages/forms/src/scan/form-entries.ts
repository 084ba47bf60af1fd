// The tools of one `scanForms` set, by form (spec §14.9): registering a form's tool, updating it when
// what an agent sees of it changed, re-registering it under a new name, and dropping it.
import type { Registrar, ToolHandle } from '@toolmark/core';
import { warn } from '@toolmark/core/internal';
import { collectFields } from './collect-fields.js';
import { formLabel } from './form-label.js';
import { skippedControls } from './skipped-controls.js';
import { pageNaming } from './page-naming.js';
import { defineFormTool } from '../define-form-tool.js';
import { warnUngatedNativeForm } from './ungated-native-form.js';
import type { ScanFormsOptions } from './scan-forms.js';

/**
 * Decides how a form's fields are named (spec §14.13): as the options say, else from the page for a
 * form without `toolname` when every form is wanted (a page not written for agents), else as
 * Chromium names them, so a declarative form's schema stays Chromium's.
 *
 * @param form The form.
 * @param options The scan's options.
 * @returns The options of the form's tool.
 */
function toolOptions(form: HTMLFormElement, options: ScanFormsOptions): ScanFormsOptions {
  return options.naming || !options.all || form.hasAttribute('toolname') ? options : { ...options, naming: 'page' };
}

interface Entry {
  readonly handle: ToolHandle;
  /** The tool's local name: `update` keeps it, a new name means a new registration. */
  readonly name: string;
  /** What an agent sees of the form; a change means `update`. */
  readonly signature: string;
}

/** The registered tools of a set, by form. */
export interface FormEntries {
  /** The registered tools by form, as they are now (a copy). */
  tools(): Map<HTMLFormElement, ToolHandle>;
  /** The forms that have a tool now. */
  forms(): HTMLFormElement[];
  /** Registers, updates or re-registers a form's tool as the form is now; leaves it when nothing an agent sees changed. */
  register(form: HTMLFormElement): void;
  /** Unregisters a form's tool, if it has one. */
  drop(form: HTMLFormElement): void;
}

/**
 * Keeps the tools of a set's forms (spec §14.9). Forms that cannot be tools, and names the registrar
 * refuses (duplicates), are skipped with a development warning (TM201, TM202), and controls a tool
 * cannot fill are named in one (TM203), once per form and message.
 *
 * @param registrar `tm` or one of its scopes.
 * @param options The scan's options.
 * @returns The entries.
 */
export function formEntries(registrar: Registrar, options: ScanFormsOptions): FormEntries {
  const entries = new Map<HTMLFormElement, Entry>();

  const drop = (form: HTMLFormElement) => {
    entries.get(form)?.handle.dispose();
    entries.delete(form);
  };

  const register = (form: HTMLFormElement) => {
    const existing = entries.get(form);
    let def;
    const formOptions = toolOptions(form, options);
    try {
      def = defineFormTool(form, formOptions);
    } catch (error) {
      drop(form);
      if (import.meta.env.DEV) warn('TM201', (error as Error).message, form);
      return;
    }
    // Controls a person can fill that the tool cannot (spec §14.10): development names each.
    const skipped = import.meta.env.DEV ? skippedControls(form, collectFields(form, formOptions.naming === 'page' ? { naming: pageNaming } : {}), formOptions.sensitiveFields !== 'include') : [];
    if (import.meta.env.DEV && skipped.length) {
      const fix = formOptions.naming === 'page' ? 'give each an id, a label or a name of its own' : 'give each a name attribute of its own';
      warn('TM203', `The tool of ${formLabel(form)} cannot fill ${skipped.length === 1 ? 'this control' : `these ${skipped.length} controls`}: ${skipped.join(', ')}; ${fix}`, form);
    }
    // A form the browser serves itself is filled and submitted without Toolmark's gate (spec §14.8).
    if (import.meta.env.DEV && def.nativeName) warnUngatedNativeForm(form, def.hints);
    const { name } = def;
    // What an agent (and the person confirming) sees: every plain member of the tool, and its summary.
    const signature = JSON.stringify([def, def.summary!({})]);
    if (existing?.signature === signature) return;
    let handle = existing?.handle;
    if (existing?.name === name && handle!.registered) handle!.update(def);
    else {
      drop(form);
      let refusal: unknown;
      try {
        handle = registrar.register(def);
      } catch (error) {
        // Any handle left from before was dropped above: the check below returns.
        refusal = error;
      }
      if (!handle?.registered) {
        if (import.meta.env.DEV) {
          warn('TM202', `Form tool '${name}' (${formLabel(form, true)}) was not registered: ${refusal ? (refusal as Error).message : "see the registry's error event"}`, form);
        }
        return;
      }
    }
    entries.set(form, { handle: handle!, name, signature });
  };

  return {
    tools: () => new Map([...entries].map(([form, entry]) => [form, entry.handle])),
    // A copy: a Map may lose entries while it is iterated.
    forms: () => [...entries.keys()],
    register,
    drop,
  };
}
