// `Toolmark.load(name)` (spec §18.4, D220): the packages' functions beyond core's, each a part the
// page imports when it asks, so the global does not make every page download every package.
import type * as Forms from './parts/forms.js';
import type * as Ui from './parts/ui.js';
import type * as WebMcp from './parts/webmcp.js';
import type * as Wizard from './parts/wizard.js';

/** What each name of `Toolmark.load` answers: the package's functions, each the package's own. */
export interface Parts {
  /** `defineFormTool`, `scanForms`, `formResponse` of `@toolmark/forms`. */
  readonly forms: typeof Forms;
  /** `registerWizard`, `registerPageWizard`, `scanPageWizards`, `onlyCurrentSteps` of `@toolmark/wizard`. */
  readonly wizard: typeof Wizard;
  /** `publish`, `findModelContext` of `@toolmark/webmcp`. */
  readonly webmcp: typeof WebMcp;
  /** `confirmWith` of `@toolmark/ui` (with Lit). */
  readonly ui: typeof Ui;
}

const PARTS: { readonly [Name in keyof Parts]: () => Promise<Parts[Name]> } = {
  forms: () => import('./parts/forms.js'),
  wizard: () => import('./parts/wizard.js'),
  webmcp: () => import('./parts/webmcp.js'),
  ui: () => import('./parts/ui.js'),
};

/**
 * Imports a package's functions for page code (spec §18.4): `const { scanForms } = await
 * Toolmark.load('forms')`. The script tag loads the same parts itself when the page needs them, so
 * a part the page already uses costs nothing more.
 *
 * @param name `forms`, `wizard`, `webmcp` or `ui`.
 * @returns The package's functions.
 */
export function load<Name extends keyof Parts>(name: Name): Promise<Parts[Name]> {
  const part = Object.prototype.hasOwnProperty.call(PARTS, name) ? PARTS[name] : undefined;
  return part ? part() : Promise.reject(new TypeError(`Toolmark.load('${String(name)}'): no such part; use forms, wizard, webmcp or ui`));
}
