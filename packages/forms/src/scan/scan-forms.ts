// Live form tools (spec §14.9): forms are registered as they appear, updated when what an agent sees
// of them changes, and unregistered when they go. Open shadow roots are searched and observed;
// closed ones cannot be (Chromium still serves declarative forms inside them natively).
import type { Registrar, ToolHandle } from '@toolmark/core';
import { warn } from '@toolmark/core/internal';
import { findForms } from './find-forms.js';
import { withLabelIndex } from './describe-control.js';
import { collectFields } from './collect-fields.js';
import { formLabel } from './form-label.js';
import { skippedControls } from './skipped-controls.js';
import { pageNaming } from './page-naming.js';
import { defineFormTool, type FormToolOptions } from '../define-form-tool.js';
import { DECLARATIVE_FORMS_SERVED_EVENT, isToolForm } from './select-forms.js';
import { HINT_ATTRIBUTES } from './markup-hints.js';
import { warnUngatedNativeForm } from './ungated-native-form.js';

/** Options of {@link scanForms}. */
export interface ScanFormsOptions extends Omit<FormToolOptions, 'name' | 'title' | 'description'> {
  /** Also makes tools of forms without tool attributes, named from id, name or aria-label (spec §14.1). */
  readonly all?: boolean;
  /** Leaves out forms for which it returns false. */
  readonly filter?: (form: HTMLFormElement) => boolean;
}

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

/** The live set of form tools `scanForms` maintains. */
export interface FormToolSet {
  /** The registered tools by form, as they are now. */
  readonly tools: ReadonlyMap<HTMLFormElement, ToolHandle>;
  /** Re-reads the page at once (after attaching a shadow root the scan could not see, say). */
  refresh(): void;
  /** Stops watching and unregisters every tool of the set; safe to call more than once. */
  dispose(): void;
}

// Attributes that change which forms are tools or what an agent sees of them.
const WATCHED_ATTRIBUTES = [
  ...['name', 'description', 'title', 'autosubmit'].flatMap((name) => [`tool${name}`, `data-toolmark-${name}`]),
  ...HINT_ATTRIBUTES,
  ...'toolparamdescription toolparamtitle data-toolmark-sensitive data-toolmark-ignore name id type form for disabled readonly required multiple pattern min max step minlength maxlength value autocomplete aria-description aria-label'.split(' '),
  // Read by page naming and form names (spec §14.13, §14.2) and by card look-alikes (spec §14.7).
  'placeholder',
  'action',
  'inputmode',
];

interface Entry {
  readonly handle: ToolHandle;
  /** The tool's local name: `update` keeps it, a new name means a new registration. */
  readonly name: string;
  /** What an agent sees of the form; a change means `update`. */
  readonly signature: string;
}


/**
 * Keeps a registrar's form tools in step with the page (spec §14.9): registers a tool for every tool
 * form under `root` (every form with `all`, those without `toolname` named from the page, spec
 * §14.13), in open shadow roots too; a MutationObserver re-reads
 * the page when it changes, updating a tool whose name, words or schema changed (`handle.update`),
 * re-registering one whose name changed and unregistering those whose forms left. Forms that cannot
 * be tools, and names the registrar refuses (duplicates), are skipped with a development warning
 * (TM201, TM202), and controls a tool cannot fill are named in one (TM203), once per form and message.
 *
 * @param registrar `tm` or one of its scopes.
 * @param root Where to look; default `document`.
 * @param options Which forms, and the options of each tool.
 * @returns The live set, with `dispose()`.
 *
 * @example
 * ```ts
 * import { createToolmark } from '@toolmark/core';
 * import { scanForms } from '@toolmark/forms';
 *
 * document.body.innerHTML = `
 *   <form toolname="newsletter.subscribe" tooldescription="Subscribes to the newsletter">
 *     <input name="email" type="email" required>
 *   </form>`;
 * const tm = createToolmark();
 * // Every tool form becomes a tool, kept in step with the page as it changes.
 * const forms = scanForms(tm.scope('site'), document);
 * console.log(tm.manifest().map((tool) => tool.name)); // ['site.newsletter.subscribe']
 * forms.dispose();
 * ```
 */
export function scanForms(registrar: Registrar, root: ParentNode = document, options: ScanFormsOptions = {}): FormToolSet {
  const entries = new Map<HTMLFormElement, Entry>();
  let disposed = false;
  const observer = new MutationObserver(() => refresh());
  // Observing a node again only renews its options, so each pass may observe every root it finds.
  const observe = (node: Node) =>
    observer.observe(node, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: WATCHED_ATTRIBUTES });

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

  function refresh(): void {
    if (disposed) return;
    const forms = new Set(
      findForms(root, observe).filter(
        (form) => isToolForm(form, options.all) && (options.filter?.(form) ?? true),
      ),
    );
    // A Map may lose entries while it is iterated.
    for (const form of entries.keys()) if (!forms.has(form)) drop(form);
    withLabelIndex(() => {
      for (const form of forms) register(form);
    });
  }

  // Whether the browser (or a polyfill) serves the declarative forms decides which tools are ours.
  const doc = (root as Node).ownerDocument ?? (root as Document);
  doc.addEventListener(DECLARATIVE_FORMS_SERVED_EVENT, refresh);
  observe(root as Node);
  refresh();
  return {
    get tools() {
      return new Map([...entries].map(([form, entry]) => [form, entry.handle]));
    },
    refresh,
    dispose() {
      disposed = true;
      observer.disconnect();
      doc.removeEventListener(DECLARATIVE_FORMS_SERVED_EVENT, refresh);
      for (const form of entries.keys()) drop(form);
    },
  };
}
