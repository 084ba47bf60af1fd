import { AskFormController } from '../controllers/ask-form-controller.js';
import type { AskFormRenderer } from './ask-form-slot.js';
import { renderAskForm } from './confirm-card-ask.js';

// The form of a tool's question as `<tm-confirm-card>` gets it through its slot (ask-form-slot.ts):
// given at once by `confirmWith` and `defineToolmarkElements`, and the whole of the script tag's
// chunk imported the first time a question reaches a card (spec §18.2).

/** The renderer of a question's form: its controller and its template (spec §17.2 Asking). */
export const ASK_FORM: AskFormRenderer = { Controller: AskFormController, render: renderAskForm };
