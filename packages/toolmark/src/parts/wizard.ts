// The part `Toolmark.load('wizard')` answers, and the one the script tag reads markup wizards with
// (spec §18.4): `@toolmark/wizard`'s functions, loaded when the page has a wizard or asks for them.
export { registerWizard, registerPageWizard, scanPageWizards, onlyCurrentSteps } from '@toolmark/wizard';
