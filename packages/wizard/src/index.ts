export { defineWizard } from './define-wizard.js';
export { wizardFromDom, type WizardFromDomOptions, type WizardSubmitted } from './wizard-from-dom.js';
export { onlyCurrentSteps } from './only-current-steps.js';
export type { ButtonLabels } from './dom/find-buttons.js';
export type { StepContext, StepNeeds, StepOutcome, WizardDefinition, WizardHandle, WizardState, WizardStep } from './types.js';
