import type { StandardSchemaV1 } from '@standard-schema/spec';
import { describe, expect, test } from 'vitest';
import { createToolmark } from '../registry/create-toolmark.js';
import { ok } from '../result.js';
import type { ToolDefinition, ToolHints } from '../types.js';

type In = { id: number; lock?: boolean; delay?: number };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => (resolve = res));
  return { promise, resolve };
}
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

// Validates after `delay` ms, so later calls can reach the run step before earlier ones.
const slowInput: StandardSchemaV1<In, In> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (value) =>
      typeof (value as In | null)?.id !== 'number'
        ? { issues: [{ message: 'Needs an id' }] }
        : new Promise((resolve) => setTimeout(() => resolve({ value: value as In }), (value as In).delay ?? 0)),
  },
};

function setup(hints: ToolHints<In>, extra: Partial<ToolDefinition<In>> = {}) {
  const tm = createToolmark({ dev: true, toJsonSchema: () => ({ type: 'object' }) });
  const started: number[] = [];
  const gates = new Map<number, ReturnType<typeof deferred>>();
  let active = 0;
  let maxActive = 0;
  const gate = (id: number) => gates.get(id) ?? gates.set(id, deferred()).get(id)!;
  const handle = tm.register<In, number, In>({
    name: 'work',
    description: 'Works',
    input: slowInput,
    hints,
    async run(value) {
      started.push(value.id);
      maxActive = Math.max(maxActive, ++active);
      await gate(value.id).promise;
      active--;
      return ok(value.id);
    },
    ...extra,
  });
  return { tm, handle, started, open: (id: number) => gate(id).resolve(), maxActive: () => maxActive };
}

describe('spec §8 calls that are not concurrency-safe', () => {
  test('run one at a time, in call order, even when later calls validate faster', async () => {
    const { tm, started, open, maxActive } = setup({ destructive: false });
    const calls = [0, 1, 2, 3, 4].map((id) => tm.call('work', { id, delay: 10 - 2 * id }));
    await tick(20);
    expect(started).toEqual([0]);
    for (const id of [0, 1, 2, 3]) {
      open(id);
      await tick(1);
      expect(started).toEqual([0, 1, 2, 3, 4].slice(0, id + 2));
    }
    open(4);
    expect((await Promise.all(calls)).map((result) => result.structuredContent)).toEqual([0, 1, 2, 3, 4]);
    expect(maxActive()).toBe(1);
  });

  test('concurrencySafe: false overrides readOnly', async () => {
    const { tm, started, open } = setup({ readOnly: true, concurrencySafe: false });
    const calls = [tm.call('work', { id: 1 }), tm.call('work', { id: 2 })];
    await tick(5);
    expect(started).toEqual([1]);
    open(1);
    open(2);
    await Promise.all(calls);
    expect(started).toEqual([1, 2]);
  });

  test('a timed-out exclusive run still blocks the next until it settles', async () => {
    const { tm, started, open } = setup({});
    const first = await tm.call('work', { id: 1 }, { timeoutMs: 5 });
    expect(first).toMatchObject({ code: 'timeout' });
    const second = tm.call('work', { id: 2 });
    await tick(10);
    expect(started).toEqual([1]);
    open(1);
    await tick(1);
    expect(started).toEqual([1, 2]);
    open(2);
    expect(await second).toEqual(ok(2));
  });

  test('a call aborted while waiting for its turn never runs and does not block the next', async () => {
    const { tm, started, open } = setup({});
    const controller = new AbortController();
    const calls = [tm.call('work', { id: 1 }), tm.call('work', { id: 2 }, { signal: controller.signal }), tm.call('work', { id: 3 })];
    await tick(5);
    controller.abort();
    expect(await calls[1]).toMatchObject({ code: 'aborted' });
    open(1);
    open(3);
    expect((await Promise.all(calls)).map((result) => result.code ?? result.structuredContent)).toEqual([1, 'aborted', 3]);
    expect(started).toEqual([1, 3]);
  });

  test('calls that fail before running release their place', async () => {
    const { tm, started, open } = setup({});
    open(2);
    const calls = [tm.call('work', 'no id' as never), tm.call('work', { id: 2 })];
    const [first, second] = await Promise.all(calls);
    expect(first).toMatchObject({ code: 'invalid_input' });
    expect(second).toEqual(ok(2));
    expect(started).toEqual([2]);
  });

  test('lanes are per tool: two exclusive tools run side by side', async () => {
    const { tm, started, open } = setup({});
    const other = deferred();
    let otherStarted = false;
    tm.register({ name: 'other', description: 'd', run: async () => ((otherStarted = true), await other.promise, ok()) });
    const calls = [tm.call('work', { id: 1 }), tm.call('other', {})];
    await tick(5);
    expect(started).toEqual([1]);
    expect(otherStarted).toBe(true);
    open(1);
    other.resolve();
    await Promise.all(calls);
  });

  test('tools that name the same lane share it: exclusive calls across them run in call order', async () => {
    const { tm, started, open } = setup({}, { lane: 'checkout' });
    const order: string[] = [];
    tm.register({ name: 'other', description: 'd', lane: 'checkout', run: () => (order.push('other'), ok()) });
    const calls = [tm.call('work', { id: 1, delay: 10 }), tm.call('other', {}).then(() => order.push('other:done'))];
    await tick(20);
    expect(started).toEqual([1]);
    expect(order).toEqual([]);
    open(1);
    await Promise.all(calls);
    expect(order).toEqual(['other', 'other:done']);
  });

  test('an update that changes the lane moves the tool to the new lane', async () => {
    const { tm, handle } = setup({}, { lane: 'a' });
    let ran = false;
    tm.register({ name: 'other', description: 'd', lane: 'a', run: () => ((ran = true), ok()) });
    const hold = deferred();
    handle.update({ name: 'work', description: 'Works', input: slowInput, lane: 'b', run: async () => (await hold.promise, ok(0)) });
    const blocker = tm.call('work', { id: 1 });
    await tick(5);
    // 'work' holds lane 'b' now; 'other' in lane 'a' is not held up.
    await tm.call('other', {});
    expect(ran).toBe(true);
    hold.resolve();
    await blocker;
  });
});

describe('spec §2.2 / §8 updates and removal while a call runs', () => {
  test('update keeps the lane; the call under way finishes with its own definition', async () => {
    const { tm, handle, open } = setup({});
    const first = tm.call('work', { id: 1 });
    await tick(5);
    const newRuns: number[] = [];
    handle.update({ name: 'work', description: 'New', input: slowInput, run: (value) => (newRuns.push(value.id), ok(-value.id)) });
    const second = tm.call('work', { id: 2 });
    await tick(5);
    expect(newRuns).toEqual([]);
    open(1);
    expect(await first).toEqual(ok(1));
    expect(await second).toEqual(ok(-2));
    expect(newRuns).toEqual([2]);
  });

  test('dispose while a run is under way: it finishes; new calls are unknown_tool', async () => {
    const { tm, handle, open } = setup({});
    const first = tm.call('work', { id: 1 });
    await tick(5);
    handle.dispose();
    expect(await tm.call('work', { id: 2 })).toMatchObject({ code: 'unknown_tool' });
    open(1);
    expect(await first).toEqual(ok(1));
  });
});

describe('spec §8 concurrency-safe calls', () => {
  test('readOnly tools run in parallel by default', async () => {
    const { tm, started, open, maxActive } = setup({ readOnly: true });
    const calls = [1, 2, 3, 4].map((id) => tm.call('work', { id }));
    await tick(5);
    expect([...started].sort()).toEqual([1, 2, 3, 4]);
    [1, 2, 3, 4].forEach(open);
    await Promise.all(calls);
    expect(maxActive()).toBe(4);
  });

  test('concurrencySafe(input) decides per input; a throwing one means not safe', async () => {
    const { tm, started, open } = setup({
      concurrencySafe: (value) => {
        if (value.id === 9) throw new Error('x');
        return value.lock !== true;
      },
    });
    const calls = [
      tm.call('work', { id: 1, lock: true }),
      tm.call('work', { id: 2 }),
      tm.call('work', { id: 3, lock: true }),
      tm.call('work', { id: 9 }),
    ];
    await tick(5);
    expect(started).toEqual([1, 2]);
    open(2);
    await tick(1);
    expect(started).toEqual([1, 2]);
    open(1);
    await tick(1);
    expect(started).toEqual([1, 2, 3]);
    open(3);
    await tick(1);
    expect(started).toEqual([1, 2, 3, 9]);
    open(9);
    expect((await Promise.all(calls)).map((result) => result.structuredContent)).toEqual([1, 2, 3, 9]);
  });
});

describe('spec §8 calls made from inside a run (docs/security.md T9)', () => {
  // Regression: a tool whose run called a tool of its own lane waited for its own run, which waited
  // for it: both hung, and so did every later call of the lane.
  test('a call made with ctx.signal runs within the turn of the run that made it; later calls still wait', async () => {
    const tm = createToolmark();
    const order: string[] = [];
    tm.register({ name: 'count', description: 'd', lane: 'books', run: () => (order.push('count'), ok(1)) });
    tm.register<{ n: number }, unknown, { n: number }>({
      name: 'nest',
      description: 'd',
      lane: 'books',
      run: async ({ n }, ctx) => {
        order.push(`nest ${n}`);
        const inner = n ? await tm.call('nest', { n: n - 1 }, { signal: ctx.signal }) : await tm.call('count', {}, { signal: ctx.signal });
        await tick();
        order.push(`nest ${n} done`);
        return ok(inner.structuredContent);
      },
    });
    const outer = tm.call('nest', { n: 2 });
    const later = tm.call('count', {});
    expect(await outer).toEqual(ok(1));
    await later;
    expect(order).toEqual(['nest 2', 'nest 1', 'nest 0', 'count', 'nest 0 done', 'nest 1 done', 'nest 2 done', 'count']);
  });

  test('across lanes: a run calls a tool of another lane, whose run calls back into the first', async () => {
    const tm = createToolmark();
    tm.register<{ back: boolean }, unknown, { back: boolean }>({
      name: 'a',
      description: 'd',
      run: async ({ back }, ctx) => (back ? ok('a again') : ok((await tm.call('b', {}, { signal: ctx.signal })).structuredContent)),
    });
    tm.register({ name: 'b', description: 'd', run: async (_, ctx) => ok((await tm.call('a', { back: true }, { signal: ctx.signal })).structuredContent) });
    expect(await tm.call('a', { back: false })).toEqual(ok('a again'));
  });

  test("another call's signal, or none, still waits its turn: only the holder's own signal runs within it", async () => {
    const { tm, started, open } = setup({});
    const first = tm.call('work', { id: 1 });
    await tick(5);
    const foreign = new AbortController();
    const second = tm.call('work', { id: 2 }, { signal: foreign.signal });
    await tick(5);
    expect(started).toEqual([1]);
    open(1);
    open(2);
    await Promise.all([first, second]);
    expect(started).toEqual([1, 2]);
  });

  test('without the signal it still cannot run before its parent: a timeout ends both and frees the lane', async () => {
    const tm = createToolmark({ timeoutMs: 50 });
    tm.register<{ nested: boolean }, unknown, { nested: boolean }>({
      name: 'self',
      description: 'd',
      run: async ({ nested }) => (nested ? ok(await tm.call('self', { nested: false })) : ok('ran')),
    });
    expect((await tm.call('self', { nested: true })).code).toBe('timeout');
    expect(await tm.call('self', { nested: false })).toEqual(ok('ran'));
  });
});
