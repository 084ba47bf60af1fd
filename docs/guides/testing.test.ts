import { describe, test } from 'vitest';
import { runSample } from './sample-runner';

describe('guide: testing your tools', () => {
  test('testing-fake-agent: lists, refuses bad input, retries, and keeps a transcript', async () => {
    await runSample('testing-fake-agent.ts');
  });

  test('testing-leak-check: scripted confirmations, and a planted card found where it leaked', async () => {
    await runSample('testing-leak-check.ts');
  });

  test('testing-record-replay: a recording with no secret replays identically, and differences are reported', async () => {
    await runSample('testing-record-replay.ts');
  });
});
