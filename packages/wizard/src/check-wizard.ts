import { ToolmarkError } from '@toolmark/core';
import type { WizardDefinition } from './types.js';

/**
 * A step id: a name part of 1–64 `A–Z a–z 0–9 _ -` that is none of the names the wizard uses itself
 * (`start`, `back`, `cancel`) nor `done`, which `submit` may name as its next step.
 */
export const STEP_ID = /^(?!(?:start|back|cancel|done)$)[\w-]{1,64}$/;

/**
 * Checks a wizard's own rules (spec §15.1): at least one step, step ids that are single name parts,
 * unique and not reserved. Tool-level rules (names, schemas) are the registry's. Production refuses
 * with a short message; development says what is wrong.
 *
 * @param def The wizard.
 * @throws ToolmarkError `invalid_definition`.
 */
export function checkWizard(def: WizardDefinition): void {
  const ids: unknown[] = def.steps.map((step) => step.id);
  if (ids.length > 0 && ids.every((id, at) => typeof id === 'string' && STEP_ID.test(id) && ids.indexOf(id) === at)) return;
  throw new ToolmarkError('invalid_definition', `Wizard '${def.name}': ${import.meta.env.DEV ? problem(ids) : 'invalid steps'}`, {
    name: def.name,
  });
}

/**
 * Says what is wrong with a wizard's step ids, for developers.
 *
 * @param ids The step ids, in order.
 * @returns The first problem.
 */
function problem(ids: readonly unknown[]): string {
  if (ids.length === 0) return 'needs at least one step';
  for (const [at, id] of ids.entries()) {
    if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) return `step id ${JSON.stringify(id)} must be 1–64 of A–Z a–z 0–9 _ -`;
    if (!STEP_ID.test(id)) return `'${id}' is reserved; choose another step id`;
    if (ids.indexOf(id) !== at) return `two steps have the id '${id}'`;
  }
  return '';
}
