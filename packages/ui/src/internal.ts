// `@toolmark/ui/internal`: what the script tag (packages/toolmark) builds its flavour with the UI
// from, so that a question's form is a chunk of its own, loaded the first time a question reaches a
// card (spec §18.2). Not part of the public API (spec §11): it may change
// in any release, so nothing outside @toolmark/* should import it.

/** `confirmWith` without the form of questions: the cards get it from its slot. */
export { confirmCards } from './confirm-cards.js';
/** The slot the cards get the form from, and how the script tag fills it: a loader of its part. */
export { loadAskFormWith, provideAskForm, type AskFormRenderer } from './elements/ask-form-slot.js';
/** The form itself: the whole of the part. */
export { ASK_FORM } from './elements/ask-form-renderer.js';
