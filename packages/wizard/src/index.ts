export { defineWizard } from './define-wizard';
export { wizardFromDom, type WizardFromDomOptions, type WizardSubmitted } from './wizard-from-dom';
export { onlyCurrentSteps } from './only-current-steps';
export type { ButtonLabels } from './dom/find-buttons';
export type { StepContext, StepNeeds, StepOutcome, WizardDefinition, WizardHandle, WizardState, WizardStep } from './types';
