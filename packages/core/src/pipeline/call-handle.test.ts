import { describe, expect, test, vi } from 'vitest';
import type { ConfirmRequest } from '../options.js';
import { createToolmark } from '../registry/create-toolmark.js';
import { ok } from '../result.js';
import type { CallHandle, CallPhase } from './call-handle.js';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

// A registry with a tool a person confirms (`pay`), an exclusive slow one (`save`) and a read-only one.
function registry() {
  const asked: ConfirmRequest[] = [];
  const decisions: ((approved: boolean) => void)[] = [];
  const tm = createToolmark({ confirm: (request) => (asked.push(request), new Promise((resolve) => decisions.push(resolve))) });
  const ran: string[] = [];
  const saving = deferred();
  tm.register({ name: 'pay', description: 'd', hints: { destructive: true }, run: () => (ran.push('pay'), ok('paid')) });
  tm.register({ name: 'save', description: 'd', run: async () => (ran.push('save'), await saving.promise, ok('saved')) });
  tm.register({ name: 'read', description: 'd', hints: { readOnly: true }, run: () => ok('read') });
  return { tm, asked, decide: (approved: boolean, index = 0) => decisions[index]!(approved), ran, saving };
}

function phasesOf(call: CallHandle): CallPhase[] {
  const seen: CallPhase[] = [call.phase];
  call.subscribe(({ phase }) => seen.at(-1) !== phase && seen.push(phase));
  return seen;
}

describe('spec §3.10 the call handle', () => {
  test('start answers at once with the id, name, caller and phase; result and reply are the outcome', async () => {
    const { tm } = registry();
    const call = tm.start('read', {}, { caller: { kind: 'bridge', origin: 'https://a.example' } });
    const { id, name, caller, phase, progress } = call;
    // A synchronous read-only call has run by the time `start` returns: it waits no tick.
    expect({ id, name, caller, phase, progress }).toEqual({ id: 'call-1', name: 'read', caller: { kind: 'bridge', origin: 'https://a.example' }, phase: 'settled', progress: undefined });
    expect(call.reply).toBe(call.result);
    expect(await call.result).toEqual(ok('read'));
    expect(call.phase).toBe('settled');
    // `call` is `start(…).reply`: the same pipeline, the next id.
    expect(await tm.call('read', {})).toEqual(ok('read'));
    expect(tm.start('read', {}).id).toBe('call-3');
  });

  test('phases in order: validating, waiting for the person, running, settled', async () => {
    const { tm, decide } = registry();
    // An asynchronous schema holds the call in `validating` past `start`.
    tm.register({ name: 'checked', description: 'd', hints: { destructive: true }, input: { '~standard': { version: 1, vendor: 'x', validate: async (value: unknown) => ({ value }) } }, jsonSchema: { type: 'object' }, run: () => ok() });
    const call = tm.start('checked', {});
    const seen = phasesOf(call);
    await vi.waitFor(() => expect(call.phase).toBe('waiting-for-person'));
    decide(true);
    await call.result;
    expect(seen).toEqual(['validating', 'waiting-for-person', 'running', 'settled']);
  });

  test('an exclusive call behind another waits for its turn, then runs', async () => {
    const { tm, saving } = registry();
    const first = tm.start('save', {});
    const second = tm.start('save', {});
    const seen = phasesOf(second);
    await vi.waitFor(() => expect(first.phase).toBe('running'));
    expect(second.phase).toBe('waiting-for-turn');
    saving.resolve();
    await second.result;
    // The synchronous steps ran within `start`: the call was waiting for its turn as it returned.
    expect(seen).toEqual(['waiting-for-turn', 'running', 'settled']);
  });

  test('tm.calls() lists the calls under way in the order they started, calls begun before anyone looked included', async () => {
    const { tm, decide } = registry();
    const pay = tm.start('pay', {});
    const save = tm.start('save', {});
    // A synchronous read-only call is over before anyone can look.
    void tm.call('read', {});
    expect(tm.calls()).toEqual([pay, save]);
    expect(tm.findCall(pay.id)).toBe(pay);
    decide(true);
    await pay.result;
    expect(tm.calls()).toEqual([save]);
    // A settled call that never answered `pending` is not kept.
    expect(tm.findCall(pay.id)).toBeUndefined();
  });

  test('abort() while the person decides closes the card and the call never runs, whatever the person does later', async () => {
    const { tm, asked, decide, ran } = registry();
    const call = tm.start('pay', {});
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    call.abort();
    expect(asked[0]!.signal.aborted).toBe(true);
    expect(await call.result).toMatchObject({ code: 'aborted', isError: true });
    decide(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual([]);
    call.abort('again');
    expect(call.phase).toBe('settled');
  });

  test('abort() ends a long run at once as aborted, and aborts ctx.signal', async () => {
    const tm = createToolmark();
    let signal: AbortSignal | undefined;
    tm.register({ name: 'long', description: 'd', hints: { readOnly: true }, run: (_input, ctx) => ((signal = ctx.signal), new Promise<never>(() => {})) });
    const call = tm.start('long', {});
    await vi.waitFor(() => expect(call.phase).toBe('running'));
    call.abort(new Error('gave up'));
    expect(await call.result).toMatchObject({ code: 'aborted' });
    expect(signal?.aborted).toBe(true);
  });

  test('a caller whose signal aborts while the person decides: the card closes and the tool never runs', async () => {
    const { tm, asked, decide, ran } = registry();
    const controller = new AbortController();
    const result = tm.call('pay', {}, { signal: controller.signal });
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    controller.abort();
    expect(asked[0]!.signal.aborted).toBe(true);
    expect(await result).toMatchObject({ code: 'aborted' });
    decide(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual([]);
  });

  test('progress reaches the handle redacted, and every follower hears it even when one throws', async () => {
    const tm = createToolmark();
    let report!: (message: string) => void;
    const done = deferred();
    tm.register({
      name: 'upload',
      description: 'd',
      hints: { readOnly: true },
      sensitivePaths: () => ['token'],
      run: async (_input, ctx) => {
        report = (message) => ctx.progress({ progress: 1, total: 2, message });
        await done.promise;
        return ok('done');
      },
    });
    const call = tm.start('upload', { token: 'sk-live-12345' });
    const heard: unknown[] = [];
    call.subscribe(() => {
      throw new Error('a broken follower');
    });
    call.subscribe(({ progress }) => heard.push(progress));
    await vi.waitFor(() => expect(call.phase).toBe('running'));
    report('sending sk-live-12345');
    expect(call.progress).toEqual({ progress: 1, total: 2, message: 'sending [redacted]' });
    expect(heard.at(-1)).toEqual(call.progress);
    done.resolve();
    expect(await call.result).toEqual(ok('done'));
    report('late');
    expect(call.progress?.message).toBe('sending [redacted]');
  });

  test('an unknown tool: a settled handle with unknown_tool', async () => {
    const tm = createToolmark();
    const call = tm.start('nope', {});
    expect(call.phase).toBe('settled');
    expect(await call.result).toMatchObject({ code: 'unknown_tool' });
    expect(call.subscribe(() => {})).toBeTypeOf('function');
    expect(tm.calls()).toEqual([]);
  });

  test('a listener that starts a call as call:started is heard: the first call still has the earlier place in the lane', async () => {
    const { tm, saving } = registry();
    const order: string[] = [];
    let started = false;
    tm.subscribe((event) => {
      if (event.type !== 'call:started' || started) return;
      started = true;
      const inner = tm.start('save', {});
      void inner.result.then(() => order.push('inner'));
    });
    const outer = tm.start('save', {});
    void outer.result.then(() => order.push('outer'));
    saving.resolve();
    await vi.waitFor(() => expect(order).toHaveLength(2));
    expect(order).toEqual(['outer', 'inner']);
  });
});
