import { describe, expect, test } from 'vitest';
import { ok } from '../result.js';
import { createToolRecord } from '../registry/tool-record.js';
import type { ToolHints } from '../types.js';
import type { CallEnvironment } from './call-tool.js';
import { planSteps } from './plan-steps.js';

// Spec §3.8: which steps a tool's calls run is decided at registration, from its hints.
function stepsOf(hints: ToolHints, options: CallEnvironment['options'] = {}): string[] {
  const record = createToolRecord({ name: 'checkout.pay', description: 'Pays', hints, run: () => ok() }, '', {});
  return planSteps(record, { options } as CallEnvironment).map((step) => step.name);
}

describe('spec §3.8 planSteps and the hints of §1.3', () => {
  test('a consequential or destructive tool runs the confirmation step; one the hints never ask about does not', () => {
    expect(stepsOf({ consequential: true })).toContain('confirm');
    expect(stepsOf({ destructive: true })).toContain('confirm');
    expect(stepsOf({ consequential: true, confirm: 'auto' })).toContain('confirm');
    expect(stepsOf({ consequential: true, confirm: 'never' })).not.toContain('confirm');
    expect(stepsOf({ debugging: true })).not.toContain('confirm');
    expect(stepsOf({})).not.toContain('confirm');
    expect(stepsOf({}, { confirmPolicy: () => false })).toContain('confirm');
  });
});
