// Live form tools (spec §14.9): forms are registered as they appear, updated when what an agent sees
// of them changes, and unregistered when they go. Open shadow roots are searched and observed;
// closed ones cannot be (Chromium still serves declarative forms inside them natively).
import type { Registrar, ToolHandle } from '@toolmark/core';
import { findForms } from './find-forms.js';
import { withLabelIndex } from './describe-control.js';
import type { FormToolOptions } from '../define-form-tool.js';
import { DECLARATIVE_FORMS_SERVED_EVENT } from './declarative-form.js';
import { isToolForm } from './select-forms.js';
import { HINT_ATTRIBUTES } from './markup-hints.js';
import { formEntries } from './form-entries.js';
import { SLICE_BUDGET_MS, slicedPasses } from './sliced-passes.js';

/** Options of {@link scanForms}. */
export interface ScanFormsOptions extends Omit<FormToolOptions, 'name' | 'title' | 'description'> {
  /** Also makes tools of forms without tool attributes, named from id, name or aria-label (spec §14.1). */
  readonly all?: boolean;
  /** Leaves out forms for which it returns false. */
  readonly filter?: (form: HTMLFormElement) => boolean;
}

/** The live set of form tools `scanForms` maintains. */
export interface FormToolSet {
  /** The registered tools by form, as they are now. */
  readonly tools: ReadonlyMap<HTMLFormElement, ToolHandle>;
  /**
   * Re-reads the page at once (after attaching a shadow root the scan could not see, say): starts a
   * new pass, stopping one in progress, and runs its first slice before it returns.
   */
  refresh(): void;
  /**
   * Resolves when no pass is in progress (at once when none is): every form of the page, as it was
   * when the last pass started, has its tool. A pass registers forms in slices that yield to the
   * browser (spec §14.9), so on a large page the tools of the first slice are there when `scanForms`
   * returns and the rest follow; changes the page made just before the call are read first.
   */
  settled(): Promise<void>;
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

/**
 * Keeps a registrar's form tools in step with the page (spec §14.9): registers a tool for every tool
 * form under `root` (every form with `all`, those without `toolname` named from the page, spec
 * §14.13), in open shadow roots too; a MutationObserver re-reads
 * the page when it changes, updating a tool whose name, words or schema changed (`handle.update`),
 * re-registering one whose name changed and unregistering those whose forms left. Forms that cannot
 * be tools, and names the registrar refuses (duplicates), are skipped with a development warning
 * (TM201, TM202), and controls a tool cannot fill are named in one (TM203), once per form and message.
 * Each pass registers forms in slices of about 35 ms that yield to the browser between them, so a
 * page of many forms is never one long task: the forms of the first slice (every form, on most
 * pages) have their tools when `scanForms` returns, and `settled()` says when the rest have theirs.
 *
 * @param registrar `tm` or one of its scopes.
 * @param root Where to look; default `document`.
 * @param options Which forms, and the options of each tool.
 * @returns The live set, with `settled()` and `dispose()`.
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
  return scanFormsInSlices(registrar, root, options, SLICE_BUDGET_MS);
}

/**
 * {@link scanForms} with a slice budget of its own: for the tests, which set it to 0 (one form a
 * slice) to see passes that yield. Not exported by the package.
 *
 * @param registrar `tm` or one of its scopes.
 * @param root Where to look.
 * @param options Which forms, and the options of each tool.
 * @param sliceBudget How long a slice may run before it yields, ms.
 * @returns The live set.
 */
export function scanFormsInSlices(registrar: Registrar, root: ParentNode, options: ScanFormsOptions, sliceBudget: number): FormToolSet {
  const entries = formEntries(registrar, options);
  // Labels are read from an index of the page built per slice, never across a yield: the page may
  // change while the pass waits, and a change the observer does not see (outside `root`) can move a label.
  const passes = slicedPasses(entries.register, sliceBudget, withLabelIndex);
  let disposed = false;
  const observer = new MutationObserver(() => refresh());
  // Observing a node again only renews its options, so each pass may observe every root it finds.
  const observe = (node: Node) =>
    observer.observe(node, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: WATCHED_ATTRIBUTES });

  // A pass over the forms as they are now; one in progress stops, so no form is registered from a stale list.
  function refresh(): void {
    if (disposed) return;
    const startedAt = performance.now();
    const forms = new Set(findForms(root, observe).filter((form) => isToolForm(form, options.all) && (options.filter?.(form) ?? true)));
    // Forms that left are dropped at once, not when the pass reaches them.
    for (const form of entries.forms()) if (!forms.has(form)) entries.drop(form);
    passes.start([...forms], startedAt);
  }

  // Whether the browser (or a polyfill) serves the declarative forms decides which tools are ours.
  const doc = (root as Node).ownerDocument ?? (root as Document);
  doc.addEventListener(DECLARATIVE_FORMS_SERVED_EVENT, refresh);
  observe(root as Node);
  refresh();
  return {
    get tools() {
      return entries.tools();
    },
    refresh,
    settled() {
      // Changes whose observer callback has not run yet start their pass now, so it is awaited too.
      if (!disposed && observer.takeRecords().length) refresh();
      return passes.settled();
    },
    dispose() {
      disposed = true;
      passes.stop();
      observer.disconnect();
      doc.removeEventListener(DECLARATIVE_FORMS_SERVED_EVENT, refresh);
      for (const form of entries.forms()) entries.drop(form);
    },
  };
}
