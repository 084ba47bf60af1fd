import { describe, expect, test } from 'vitest';
import { createToolmark } from '../registry/create-toolmark.js';
import { ok } from '../result.js';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true), () => (done = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
};

// The lane (spec §8) as calls see it: `run` of call `id` waits for `runs[id]`; `safe` ids skip the lane.
function laneOf(safe: number[] = []) {
  const tm = createToolmark();
  const started: number[] = [];
  const runs = new Map<number, ReturnType<typeof deferred>>();
  const run = (id: number) => runs.get(id) ?? runs.set(id, deferred()).get(id)!;
  tm.register<{ id: number }, number, { id: number }>({
    name: 'work',
    description: 'd',
    hints: { concurrencySafe: (input) => safe.includes(input.id) },
    run: async ({ id }) => (started.push(id), await run(id).promise, ok(id)),
  });
  return { call: (id: number, timeoutMs?: number) => tm.call('work', { id }, timeoutMs === undefined ? {} : { timeoutMs }), started, run };
}

describe('spec §8 lane', () => {
  test('the first exclusive call gets its turn at once', async () => {
    const { call, started } = laneOf();
    void call(1);
    await settled(Promise.resolve());
    expect(started).toEqual([1]);
  });

  test('an exclusive call holds the next until its run settles', async () => {
    const { call, started, run } = laneOf();
    void call(1);
    const second = call(2);
    await settled(Promise.resolve());
    expect(started).toEqual([1]);
    run(1).resolve();
    await settled(Promise.resolve());
    expect(started).toEqual([1, 2]);
    run(2).resolve();
    expect(await second).toEqual(ok(2));
  });

  test('a rejected run also releases the lane', async () => {
    const { call, started, run } = laneOf();
    const first = call(1);
    void call(2);
    await settled(Promise.resolve());
    run(1).reject(new Error('x'));
    expect(await first).toMatchObject({ code: 'run_failed' });
    await settled(Promise.resolve());
    expect(started).toEqual([1, 2]);
  });

  test('a call that does not run exclusively lets later calls through as soon as the calls before it are done', async () => {
    const { call, started, run } = laneOf([2]);
    void call(1);
    void call(2);
    void call(3);
    await settled(Promise.resolve());
    // 1 found the lane empty and runs at once; 2 runs beside it; 3 still waits for 1, not for 2.
    expect(started).toEqual([1, 2]);
    run(1).resolve();
    await settled(Promise.resolve());
    expect(started).toEqual([1, 2, 3]);
  });

  test('only the first release counts: a call that ended while its run goes on keeps holding the lane', async () => {
    const { call, started, run } = laneOf();
    expect(await call(1, 5)).toMatchObject({ code: 'timeout' });
    void call(2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([1]);
    run(1).resolve();
    await settled(Promise.resolve());
    expect(started).toEqual([1, 2]);
  });

  test('turns come in call order', async () => {
    const { call, started, run } = laneOf();
    [0, 1, 2].forEach((id) => void call(id));
    await settled(Promise.resolve());
    expect(started).toEqual([0]);
    run(0).resolve();
    await settled(Promise.resolve());
    expect(started).toEqual([0, 1]);
    run(1).resolve();
    await settled(Promise.resolve());
    expect(started).toEqual([0, 1, 2]);
  });
});
