export { defineWizard } from './define-wizard';
export type { StepContext, StepNeeds, StepOutcome, WizardDefinition, WizardHandle, WizardState, WizardStep } from './types';
