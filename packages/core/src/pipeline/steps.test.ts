import { describe, expect, test, vi } from 'vitest';
import { createToolmark } from '../registry/create-toolmark.js';
import { fail, ok } from '../result.js';
import { confirm } from './confirm.js';
import { STEPS } from './steps.js';
import type { StepAnswer, ToolCall } from './tool-call.js';

// The spec's example of a new step (docs/spec/core.md §3.8): a file of its own with the step, and
// one line in steps.ts. Here the line is added by mocking steps.ts, as a change to it would.
const { limitRate } = await vi.hoisted(async () => {
  const { fail } = await import('../result.js');
  const CALLS_PER_MINUTE = 3;
  const recent = new WeakMap<object, number[]>();
  /** Refuses a tool's calls beyond three a minute, before anyone is asked to confirm them. */
  function limitRate(call: ToolCall): StepAnswer {
    const now = Date.now();
    const times = (recent.get(call.record) ?? []).filter((time) => now - time < 60_000);
    if (times.length >= CALLS_PER_MINUTE) return fail('rate_limited', `'${call.name}' was called ${CALLS_PER_MINUTE} times in the last minute: try again later`);
    recent.set(call.record, [...times, now]);
  }
  return { limitRate };
});

vi.mock('./steps.js', async (importOriginal) => {
  const { STEPS } = await importOriginal<typeof import('./steps.js')>();
  const { confirm } = await import('./confirm.js');
  const at = STEPS.indexOf(confirm);
  // The one line: the new step goes where it should run.
  return { STEPS: [...STEPS.slice(0, at), limitRate, ...STEPS.slice(at)] };
});

describe('spec §3 the steps', () => {
  test('run in the order the spec gives', () => {
    expect(STEPS.map((step) => step.name)).toEqual(['validateInput', 'checkPermission', 'limitRate', 'confirm', 'runTool', 'validateOutput']);
    expect(STEPS).toContain(confirm);
  });

  test('a step added to the list runs in its place: the fourth call in a minute is refused, and nobody is asked', async () => {
    const asked = vi.fn(() => true);
    const tm = createToolmark({ confirm: asked });
    tm.register({ name: 'pay', description: 'd', hints: { destructive: true }, run: () => ok('paid') });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await tm.call('pay', {}));
    expect(results.slice(0, 3)).toEqual([ok('paid'), ok('paid'), ok('paid')]);
    expect(results[3]).toEqual(fail('rate_limited', "'pay' was called 3 times in the last minute: try again later"));
    expect(asked).toHaveBeenCalledTimes(3);
  });

  test('invalid input never reaches the new step', async () => {
    const tm = createToolmark();
    tm.register({ name: 'note', description: 'd', run: () => ok(1) });
    for (let i = 0; i < 5; i++) expect(await tm.call('note', 'not an object')).toMatchObject({ code: 'invalid_input' });
    expect(await tm.call('note', {})).toEqual(ok(1));
  });
});
