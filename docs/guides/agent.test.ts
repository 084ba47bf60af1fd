import { describe, test } from 'vitest';
import { runSample } from './sample-runner';

describe('guide: an agent loop in the page', () => {
  test('agent-run: one tool call, then the answer, with its states', async () => {
    await runSample('agent-run.ts');
  });

  test('agent-endings: timeout, abort and an http error are outcomes, not hangs or throws', async () => {
    await runSample('agent-endings.ts');
  });
});
