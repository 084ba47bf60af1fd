import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { completed, NOT_STARTED, started, steppedBack, synced, type WizardProgress } from './wizard-progress';

const STEPS = ['a', 'b', 'c', 'd', 'e'];
const read = (id: string) => `read:${id}`;

describe('synced', () => {
  test('from not started: the steps before the target are completed with what read gives', () => {
    expect(synced(NOT_STARTED, 'c', STEPS, read)).toEqual({
      status: 'in_progress',
      current: 'c',
      trail: ['a', 'b'],
      values: { a: 'read:a', b: 'read:b' },
    });
    expect(synced(NOT_STARTED, 'a', STEPS, read)).toEqual(started('a'));
  });

  test('forward keeps values given by calls and reads the steps skipped', () => {
    const atB = completed(started('a'), { city: 'Lyon' }, 'b');
    expect(synced(atB, 'd', STEPS, read)).toEqual({
      status: 'in_progress',
      current: 'd',
      trail: ['a', 'b', 'c'],
      values: { a: { city: 'Lyon' }, b: 'read:b', c: 'read:c' },
    });
  });

  test('back to the last completed step is steppedBack', () => {
    const atC = completed(completed(started('a'), 1, 'b'), 2, 'c');
    expect(synced(atC, 'b', STEPS, read)).toEqual(steppedBack(atC));
  });

  test('from done it starts over', () => {
    const done = completed(started('e'), 1, null);
    expect(synced(done, 'b', STEPS, read)).toMatchObject({ current: 'b', trail: ['a'], values: { a: 'read:a' } });
  });

  // Whatever the person clicks, in any order, the progress stays well formed.
  test('property: the current step is never in the trail, the trail has no repeats, values are the trail’s', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...STEPS), fc.constant('submit'), fc.constant('back')), { maxLength: 30 }), (moves) => {
        let progress: WizardProgress = NOT_STARTED;
        for (const move of moves) {
          if (move === 'submit' && progress.current !== null) {
            const next = STEPS[STEPS.indexOf(progress.current) + 1] ?? null;
            progress = completed(progress, move, next);
          } else if (move === 'back' && progress.status === 'in_progress' && progress.trail.length > 0) {
            progress = steppedBack(progress);
          } else if (move !== 'submit' && move !== 'back') {
            progress = synced(progress, move, STEPS, read);
            expect(progress.current).toBe(move);
          }
          if (progress.current !== null) expect(progress.trail).not.toContain(progress.current);
          expect(new Set(progress.trail).size).toBe(progress.trail.length);
          expect(Object.keys(progress.values).sort()).toEqual([...progress.trail].sort());
        }
      }),
    );
  });
});
