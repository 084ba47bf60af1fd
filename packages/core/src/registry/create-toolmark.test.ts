import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ConfirmHandler } from '../options.js';
import { ok } from '../result.js';
import type { ToolmarkEvent } from './events.js';
import { createToolmark } from './create-toolmark.js';

const base = { description: 'd', run: (value: unknown) => ok(value) };

describe('spec §5 state', () => {
  test('redacted at the sensitive paths as they are at each read', () => {
    const tm = createToolmark({ dev: true });
    let paths = ['card.number'];
    const state = { card: { number: '4111', name: 'Ann' }, items: [{ pin: '1234' }] };
    tm.register({ name: 'pay', ...base, state: () => state, sensitivePaths: () => paths });
    expect(tm.state('pay')).toEqual({ card: { number: '[redacted]', name: 'Ann' }, items: [{ pin: '1234' }] });
    paths = ['items[*].pin'];
    expect(tm.state('pay')).toEqual({ card: { number: '4111', name: 'Ann' }, items: [{ pin: '[redacted]' }] });
    expect(state.card.number).toBe('4111');
  });

  test('undefined for unknown tools and tools without state', () => {
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'a', ...base });
    expect(tm.state('a')).toBeUndefined();
    expect(tm.state('nope')).toBeUndefined();
  });

  test('a state() that throws: undefined and a state_failed error event', () => {
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'a', ...base, state: () => { throw new Error('not ready'); } });
    const events: ToolmarkEvent[] = [];
    tm.subscribe((event) => events.push(event));
    expect(tm.state('a')).toBeUndefined();
    expect(events).toEqual([{ type: 'error', code: 'state_failed', message: "Reading the state of 'a' failed: not ready", name: 'a' }]);
  });

  test('sensitivePaths that throw or return garbage later redact everything (fail closed)', () => {
    const tm = createToolmark({ dev: true });
    let paths: unknown = ['x'];
    tm.register({ name: 'a', ...base, state: () => ({ x: 1, y: 2 }), sensitivePaths: () => paths as string[] });
    paths = [1];
    expect(tm.state('a')).toBe('[redacted]');
    paths = 'x';
    expect(tm.state('a')).toBe('[redacted]');
    paths = undefined;
    expect(tm.state('a')).toEqual({ x: 1, y: 2 });
  });

  test('sensitive paths are read on every call', async () => {
    const tm = createToolmark({ dev: true });
    let paths = ['a'];
    tm.register({ name: 't', ...base, sensitivePaths: () => paths });
    expect((await tm.call('t', { a: 'alpha', b: 'bravo' })).structuredContent).toEqual({ a: '[redacted]', b: 'bravo' });
    paths = ['b'];
    expect((await tm.call('t', { a: 'alpha', b: 'bravo' })).structuredContent).toEqual({ a: 'alpha', b: '[redacted]' });
  });
});

describe('spec §3.4 setConfirm', () => {
  // Declining for want of a handler warns (TM102) in development; kept quiet here.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());
  const confirmed = (tm: ReturnType<typeof createToolmark>) => tm.call('del', {}).then((result) => result.code ?? 'ran');
  function setup(initial?: ConfirmHandler) {
    const tm = createToolmark({ dev: true, ...(initial && { confirm: initial }) });
    tm.register({ name: 'del', ...base, hints: { destructive: true } });
    return tm;
  }

  test('replaces the handler; restoring brings back the previous one', async () => {
    const initial = vi.fn(() => false);
    const tm = setup(initial);
    const later = vi.fn(() => true);
    const restore = tm.setConfirm(later);
    expect(await confirmed(tm)).toBe('ran');
    restore();
    expect(await confirmed(tm)).toBe('declined');
    expect([initial.mock.calls.length, later.mock.calls.length]).toEqual([1, 1]);
  });

  test('setConfirm(undefined) removes asking: declined', async () => {
    const tm = setup(() => true);
    const restore = tm.setConfirm(undefined);
    expect((await tm.call('del', {})).content).toEqual([
      { type: 'text', text: "'del' needs a person's confirmation, and this page has no way to ask for it" },
    ]);
    restore();
    expect(await confirmed(tm)).toBe('ran');
  });

  test('a stale restore does not undo a newer handler', async () => {
    const tm = setup();
    const restoreA = tm.setConfirm(() => false);
    tm.setConfirm(() => true);
    restoreA();
    expect(await confirmed(tm)).toBe('ran');
  });

  // Regression: restoring out of order once re-installed a handler whose owner had already removed it.
  test('restoring out of order ends with the original handler', async () => {
    const tm = setup();
    const a = vi.fn(() => true);
    const restoreA = tm.setConfirm(a);
    const restoreB = tm.setConfirm(() => true);
    restoreA();
    restoreB();
    expect(await confirmed(tm)).toBe('declined');
    expect(a).not.toHaveBeenCalled();
  });
});

describe('spec §7 subscribe', () => {
  afterEach(() => void vi.unstubAllGlobals());

  test('unsubscribe stops events; other listeners keep theirs', async () => {
    const tm = createToolmark({ dev: true });
    const first = vi.fn();
    const second = vi.fn();
    const stop = tm.subscribe(first);
    tm.subscribe(second);
    tm.register({ name: 'a', ...base });
    stop();
    stop();
    await tm.call('a', {});
    expect(first.mock.calls.map(([event]) => event.type)).toEqual(['tool:added']);
    expect(second.mock.calls.map(([event]) => event.type)).toEqual(['tool:added', 'call:started', 'call:running', 'call:finished']);
  });

  test('a throwing listener breaks neither the call nor other listeners; the error is reported', async () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'a', ...base });
    const boom = new Error('listener bug');
    tm.subscribe(() => { throw boom; });
    const after = vi.fn();
    tm.subscribe(after);
    expect(await tm.call('a', { x: 1 })).toEqual(ok({ x: 1 }));
    expect(after).toHaveBeenCalledTimes(3);
    expect(reportError).toHaveBeenCalledTimes(3);
    expect(reportError).toHaveBeenCalledWith(boom);
  });

  test('the same listener subscribed twice gets each event twice and unsubscribes one at a time', () => {
    const tm = createToolmark({ dev: true });
    const listener = vi.fn();
    const stop = tm.subscribe(listener);
    tm.subscribe(listener);
    tm.register({ name: 'a', ...base });
    stop();
    tm.register({ name: 'b', ...base });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  // Regression: a result with a throwing getter once ended the call without call:finished.
  test('call:finished follows call:started even when the result is hostile', async () => {
    const tm = createToolmark({ dev: true });
    const hostile = Object.defineProperty({}, 'content', { get: () => { throw new Error('trap'); } });
    tm.register({ name: 'a', description: 'd', run: () => hostile as never });
    const types: string[] = [];
    tm.subscribe((event) => types.push(event.type));
    expect(await tm.call('a', {})).toMatchObject({ isError: true, code: 'run_failed' });
    expect(types).toEqual(['call:started', 'call:running', 'call:finished']);
  });

  // Regression: a hostile input (a proxy whose traps throw) once failed before call:started.
  test('call:started and call:finished are emitted for a hostile input too', async () => {
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'a', ...base, sensitivePaths: () => ['card'] });
    const types: string[] = [];
    tm.subscribe((event) => types.push(event.type));
    const hostile = new Proxy({}, { getPrototypeOf: () => { throw new Error('trap'); } });
    const result = await tm.call('a', hostile);
    expect(Array.isArray(result.content)).toBe(true);
    expect(types.at(0)).toBe('call:started');
    expect(types.at(-1)).toBe('call:finished');
  });
});
