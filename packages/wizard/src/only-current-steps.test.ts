import { createToolmark } from '@toolmark/core';
import { describe, expect, test } from 'vitest';
import { registerWizard } from './register-wizard.js';
import { onlyCurrentSteps } from './only-current-steps.js';

describe('spec §15.5 onlyCurrentSteps', () => {
  test('lets through other tools, start, back, cancel and the current step only', async () => {
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'search', description: 'Searches', run: () => ({ content: [] }) });
    registerWizard(tm, { name: 'w', description: 'a wizard', steps: [{ id: 'one', description: '1' }, { id: 'two', description: '2' }] });
    const filter = onlyCurrentSteps(tm);
    const published = () => tm.manifest().filter((entry) => filter(entry, tm.info(entry.name)!)).map((entry) => entry.name);
    expect(published()).toEqual(['search', 'w.back', 'w.cancel', 'w.start']);
    await tm.call('w.start');
    expect(published()).toEqual(['search', 'w.back', 'w.cancel', 'w.one', 'w.start']);
    await tm.call('w.one');
    expect(published()).toEqual(['search', 'w.back', 'w.cancel', 'w.start', 'w.two']);
    await tm.call('w.two');
    expect(published()).toEqual(['search', 'w.back', 'w.cancel', 'w.start']);
  });
});
