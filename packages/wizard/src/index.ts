export { registerWizard } from './register-wizard.js';
export { registerPageWizard, type PageWizardOptions } from './register-page-wizard.js';
export { scanPageWizards, type PageWizardSet, type ScanPageWizardsOptions } from './scan-page-wizards.js';
export { onlyCurrentSteps } from './only-current-steps.js';
export type { ButtonLabels } from './dom/find-buttons.js';
export type { StepContext, StepNeeds, StepOutcome, WizardDefinition, WizardHandle, WizardState, WizardStep } from './types.js';
