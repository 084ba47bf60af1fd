import { ToolmarkError } from '@toolmark/core';
import type { WizardDefinition } from './types';

/** Tool names a wizard uses itself, and `done`, which `submit` may name as its next step. */
const RESERVED = new Set(['start', 'back', 'cancel', 'done']);
const STEP_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Checks a wizard's own rules (spec §15.1): at least one step, step ids that are single name parts,
 * unique and not reserved. Tool-level rules (names, schemas) are the registry's.
 *
 * @param def The wizard.
 * @throws ToolmarkError `invalid_definition`.
 */
export function checkWizard(def: WizardDefinition): void {
  const invalid = (message: string) =>
    new ToolmarkError('invalid_definition', `Wizard '${String(def?.name)}': ${message}`, { name: def?.name });
  if (!Array.isArray(def?.steps) || def.steps.length === 0) throw invalid('needs at least one step');
  const seen = new Set<string>();
  for (const step of def.steps) {
    if (typeof step?.id !== 'string' || !STEP_ID.test(step.id)) {
      throw invalid(`step id ${JSON.stringify(step?.id)} must be 1–64 of A–Z a–z 0–9 _ -`);
    }
    if (RESERVED.has(step.id)) throw invalid(`'${step.id}' is reserved; choose another step id`);
    if (seen.has(step.id)) throw invalid(`two steps have the id '${step.id}'`);
    seen.add(step.id);
  }
}

/**
 * Prefixes a step's sensitive input path with where its value sits in the wizard's state:
 * `card.number` of step `payment` is `completed.payment.card.number`.
 *
 * @param stepId The step.
 * @param path A path of the step's input.
 * @returns The path in the wizard's state.
 */
export function statePath(stepId: string, path: string): string {
  return path.startsWith('[') ? `completed.${stepId}${path}` : `completed.${stepId}.${path}`;
}
