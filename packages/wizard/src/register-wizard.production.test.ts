// What an agent reads from a wizard is the same in both builds (spec §10): this file runs in the `unit`
// project (development) and in the `production` project (`import.meta.env.DEV` false), with the same
// expectations.
import { createToolmark, ok } from '@toolmark/core';
import { describe, expect, test } from 'vitest';
import { collectWarnings } from '../../core/src/warnings.test-support.js';
import { registerWizard } from './index.js';

const warned = collectWarnings();

const text = (result: { content: readonly unknown[] }) => (result.content[0] as { text: string }).text;

function signup() {
  const tm = createToolmark();
  registerWizard(tm, {
    name: 'signup',
    description: 'the signup',
    steps: [
      { id: 'account', description: 'Your account' },
      { id: 'profile', description: 'Your profile' },
    ],
    finish: () => ok({ welcome: true }),
  });
  return tm;
}

describe('spec §15.2 wizard results, in both builds', () => {
  test('a step before start says what to call', async () => {
    const result = await signup().call('signup.account', {});
    expect(result.code).toBe('not_current_step');
    expect(text(result)).toBe("'signup.account' is not the current step. The wizard has not started: call 'signup.start' first.");
  });

  test('back with nothing to go back to', async () => {
    const tm = signup();
    await tm.call('signup.start', {});
    expect(await tm.call('signup.back', {})).toMatchObject({ code: 'no_previous_step', content: [{ text: 'No step to go back to' }] });
    expect(warned).toEqual([]);
  });
});
