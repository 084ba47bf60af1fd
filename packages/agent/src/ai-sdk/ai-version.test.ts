// Which `ai` this run resolves: 6 in the `unit` project, 7 in the `ai7` lane (vitest.ai7.config.ts
// sets TOOLMARK_AI_MAJOR), so a lane that silently ran the other major fails here.
import * as ai from 'ai';
import { expect, test } from 'vitest';
import { aiMajor } from './mock-model.test-support.js';

test("the lane runs the `ai` major it says, its package and its API alike", () => {
  expect(aiMajor).toBe(Number(process.env['TOOLMARK_AI_MAJOR'] ?? 6));
  // ai 7 renamed `stepCountIs` to `isStepCount` (keeping the old name as an alias).
  expect('isStepCount' in ai).toBe(aiMajor >= 7);
});
