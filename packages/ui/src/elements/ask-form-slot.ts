import type { AskFormController } from '../controllers/ask-form-controller.js';
import type { renderAskForm } from './confirm-card-ask.js';

// Where `<tm-confirm-card>` gets the form of a tool's question (spec §17.2 Asking): the form is about
// 4 kB that most pages never show. `@toolmark/ui` fills this slot at once (`confirmWith`,
// `defineToolmarkElements`); the script tag's flavour with the UI gives it a loader instead, which
// imports the form's chunk the first time a question reaches a card (spec §18.2).

/** The id of a question's form, for the Send button outside it (`form` attribute). */
export const ASK_FORM_ID = 'ask';

/** What draws and reads a question's form: its controller (one per card) and its template. */
export interface AskFormRenderer {
  readonly Controller: typeof AskFormController;
  readonly render: typeof renderAskForm;
}

let renderer: AskFormRenderer | undefined;
let loader: (() => Promise<AskFormRenderer>) | undefined;
let loading: Promise<AskFormRenderer> | undefined;

/**
 * Fills the slot with the form's renderer; the first one given stays. Cards waiting for it get it.
 *
 * @param given The renderer.
 */
export function provideAskForm(given: AskFormRenderer): void {
  renderer ??= given;
}

/**
 * Sets how the renderer is loaded when a card needs it and none was given (the script tag's part).
 *
 * @param load Loads the renderer; rejects when it cannot.
 */
export function loadAskFormWith(load: () => Promise<AskFormRenderer>): void {
  loader = load;
}

/**
 * The form's renderer, or the promise of it while it loads (loaded once for every card; a load that
 * failed is tried again for the next question). Without a renderer or a loader, the promise rejects:
 * a card that cannot show its form declines the question (fail closed).
 *
 * @returns The renderer, or its promise.
 */
export function askFormRenderer(): AskFormRenderer | Promise<AskFormRenderer> {
  if (renderer) return renderer;
  loading ??= (loader ? loader() : Promise.reject(new Error('No form for questions'))).then(
    (given) => {
      provideAskForm(given);
      return renderer!;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
