import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import type { ConfirmRequest, ToolmarkOptions } from '../options.js';
import type { ToolmarkEvent } from '../registry/events.js';
import { createToolmark } from '../registry/create-toolmark.js';
import { ok } from '../result.js';
import type { ToolContext, ToolDefinition } from '../types.js';

const input = v.object({ qty: v.pipe(v.number(), v.minValue(1)) });

function setup(options: ToolmarkOptions = {}, def: Partial<ToolDefinition> = {}) {
  const tm = createToolmark({ dev: true, toJsonSchema: () => ({ type: 'object' }), ...options });
  const run = vi.fn((value: unknown, _ctx: ToolContext) => ok(value));
  tm.scope('shop').register({ name: 'buy', description: 'Buys', input, run, ...def });
  const events: ToolmarkEvent[] = [];
  tm.subscribe((event) => events.push(event));
  return { tm, run, events, types: () => events.map((event) => event.type) };
}

describe('spec §3 pipeline order', () => {
  test('unknown tool: unknown_tool, started and finished only', async () => {
    const { tm, types } = setup();
    expect(await tm.call('shop.nope', {})).toEqual({
      content: [{ type: 'text', text: "Unknown tool 'shop.nope'" }],
      isError: true,
      code: 'unknown_tool',
    });
    expect(types()).toEqual(['call:started', 'call:finished']);
  });

  test('invalid input never reaches permission, confirmation or run', async () => {
    const checkPermission = vi.fn(() => true);
    const confirm = vi.fn(() => true);
    const { tm, run } = setup({ checkPermission, confirm }, { hints: { confirm: 'always' } });
    const result = await tm.call('shop.buy', { qty: 0 });
    expect(result).toMatchObject({ isError: true, code: 'invalid_input', issues: [{ path: 'qty' }] });
    expect(result.content).toEqual([{ type: 'text', text: "Invalid input for 'shop.buy': 'qty': Invalid value: Expected >=1" }]);
    expect(checkPermission).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
  });

  test('permission sees the validated input; denied never reaches confirmation or run', async () => {
    const checkPermission = vi.fn(async () => ({ allow: false, reason: 'not signed in' }));
    const confirm = vi.fn(() => true);
    const { tm, run, types } = setup({ checkPermission, confirm }, { hints: { destructive: true } });
    const result = await tm.call('shop.buy', { qty: 2 }, { caller: { kind: 'bridge', id: 'ext' } });
    expect(result).toEqual({
      content: [{ type: 'text', text: "Permission denied for 'shop.buy': not signed in" }],
      isError: true,
      code: 'permission_denied',
    });
    expect(checkPermission).toHaveBeenCalledTimes(1);
    expect(checkPermission.mock.calls[0]).toMatchObject([
      { name: 'shop.buy', localName: 'buy', scope: 'shop' },
      { qty: 2 },
      { callId: 'call-1', caller: { kind: 'bridge', id: 'ext' } },
    ]);
    expect(confirm).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
    expect(types()).toEqual(['call:started', 'call:finished']);
  });

  test('declined never runs', async () => {
    const { tm, run, types } = setup({ confirm: () => false }, { hints: { destructive: true } });
    expect(await tm.call('shop.buy', { qty: 1 })).toMatchObject({ isError: true, code: 'declined' });
    expect(run).not.toHaveBeenCalled();
    expect(types()).toEqual(['call:started', 'call:confirming', 'call:finished']);
  });

  test('abort while waiting for confirmation: aborted, run never called, the request signal aborts', async () => {
    let request: ConfirmRequest | undefined;
    const { tm, run } = setup({ confirm: (r) => ((request = r), new Promise<boolean>(() => {})) }, { hints: { confirm: 'always' } });
    const controller = new AbortController();
    const pending = tm.call('shop.buy', { qty: 1 }, { signal: controller.signal });
    await vi.waitFor(() => expect(request).toBeDefined());
    expect(request?.signal.aborted).toBe(false);
    controller.abort();
    expect(await pending).toEqual({
      content: [{ type: 'text', text: "The call to 'shop.buy' was aborted" }],
      isError: true,
      code: 'aborted',
    });
    expect(request?.signal.aborted).toBe(true);
    expect(run).not.toHaveBeenCalled();
  });

  test('an already-aborted signal: aborted before anything runs', async () => {
    const checkPermission = vi.fn(() => true);
    const { tm, run } = setup({ checkPermission });
    expect(await tm.call('shop.buy', { qty: 1 }, { signal: AbortSignal.abort() })).toMatchObject({ code: 'aborted' });
    expect(checkPermission).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
  });

  test('timeout with a run that hangs: timeout, and ctx.signal is aborted', async () => {
    let signal: AbortSignal | undefined;
    const { tm } = setup({}, { run: (_value, ctx) => ((signal = ctx.signal), new Promise(() => {})) });
    expect(await tm.call('shop.buy', { qty: 1 }, { timeoutMs: 20 })).toEqual({
      content: [{ type: 'text', text: "'shop.buy' timed out after 20 ms" }],
      isError: true,
      code: 'timeout',
    });
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as DOMException).name).toBe('TimeoutError');
  });

  test("options.timeoutMs applies to calls that give none; a call's own wins", async () => {
    const { tm } = setup({ timeoutMs: 10 }, { run: () => new Promise(() => {}) });
    expect(await tm.call('shop.buy', { qty: 1 })).toMatchObject({ code: 'timeout', content: [{ text: "'shop.buy' timed out after 10 ms" }] });
    expect(await tm.call('shop.buy', { qty: 1 }, { timeoutMs: 15 })).toMatchObject({ content: [{ text: "'shop.buy' timed out after 15 ms" }] });
  });
});

describe('spec §3.4 confirmation request', () => {
  test('full name, title, redacted summary and input, hints, anchors, caller', async () => {
    const confirm = vi.fn((_request: ConfirmRequest) => true);
    const { tm, run } = setup(
      { confirm },
      {
        title: 'Buy now',
        input: v.object({ qty: v.number(), card: v.string() }),
        hints: { destructive: true, concurrencySafe: () => true },
        summary: (value: { qty: number; card: string }) => `Buy ${value.qty} with ${value.card}`,
        sensitivePaths: () => ['card'],
        anchors: { button: '#buy' },
      },
    );
    await tm.call('shop.buy', { qty: 2, card: '4111-1111' });
    const { signal, ...request } = confirm.mock.calls[0]![0];
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(request).toEqual({
      callId: 'call-1',
      name: 'shop.buy',
      title: 'Buy now',
      summary: 'Buy 2 with [redacted]',
      hints: { destructive: true },
      input: { qty: 2, card: '[redacted]' },
      redacted: [['card']],
      caller: { kind: 'in-page' },
      anchors: ['button'],
    });
    expect(run).toHaveBeenCalledWith({ qty: 2, card: '4111-1111' }, expect.anything());
  });

  test('title defaults to the full name; a throwing summary is left out', async () => {
    const confirm = vi.fn((_request: ConfirmRequest) => true);
    const { tm } = setup({ confirm }, { hints: { confirm: 'always' }, summary: () => { throw new Error('x'); } });
    expect(await tm.call('shop.buy', { qty: 1 })).toMatchObject({ structuredContent: { qty: 1 } });
    expect(confirm.mock.calls[0]![0].title).toBe('shop.buy');
    expect('summary' in confirm.mock.calls[0]![0]).toBe(false);
  });

  test('confirmPolicy adds confirmations, a throwing one asks, it never removes them', async () => {
    const asked = vi.fn(() => false);
    const policy = setup({ confirm: asked, confirmPolicy: (_tool, value) => (value as { qty: number }).qty > 5 });
    expect(await policy.tm.call('shop.buy', { qty: 1 })).not.toHaveProperty('isError');
    expect(await policy.tm.call('shop.buy', { qty: 9 })).toMatchObject({ code: 'declined' });
    const throwing = setup({ confirm: asked, confirmPolicy: () => { throw new Error('x'); } });
    expect(await throwing.tm.call('shop.buy', { qty: 1 })).toMatchObject({ code: 'declined' });
    const never = setup({ confirm: asked, confirmPolicy: () => false }, { hints: { destructive: true } });
    expect(await never.tm.call('shop.buy', { qty: 1 })).toMatchObject({ code: 'declined' });
    expect(asked).toHaveBeenCalledTimes(3);
  });
});

describe('spec §3.5 / §7 run context and events', () => {
  test('events: started → confirming → running → progress → finished, one callId', async () => {
    const { tm, events } = setup(
      { confirm: () => true },
      { hints: { destructive: true }, run: (value, ctx) => (ctx.progress({ progress: 1, total: 2, message: 'half' }), ok(value)) },
    );
    const result = await tm.call('shop.buy', { qty: 1 }, { caller: { kind: 'ui' } });
    expect(events.map(({ type, callId, name }: any) => [type, callId, name])).toEqual([
      ['call:started', 'call-1', 'shop.buy'],
      ['call:confirming', 'call-1', 'shop.buy'],
      ['call:running', 'call-1', 'shop.buy'],
      ['call:progress', 'call-1', 'shop.buy'],
      ['call:finished', 'call-1', 'shop.buy'],
    ]);
    expect(events[0]).toEqual({ type: 'call:started', callId: 'call-1', name: 'shop.buy', input: { qty: 1 }, caller: { kind: 'ui' } });
    expect(events[3]).toMatchObject({ update: { progress: 1, total: 2, message: 'half' } });
    expect(events[4]).toMatchObject({ result, durationMs: expect.any(Number) });
  });

  test('ctx has the full name, a fresh callId, the caller; progress after the end is dropped', async () => {
    const contexts: ToolContext[] = [];
    const { tm, types } = setup({}, { run: (value, ctx) => (contexts.push(ctx), ok(value)) });
    await tm.call('shop.buy', { qty: 1 });
    await tm.call('shop.buy', { qty: 1 }, { caller: { kind: 'webmcp', origin: 'https://a.test' } });
    expect(contexts.map(({ name, callId, caller }) => ({ name, callId, caller }))).toEqual([
      { name: 'shop.buy', callId: 'call-1', caller: { kind: 'in-page' } },
      { name: 'shop.buy', callId: 'call-2', caller: { kind: 'webmcp', origin: 'https://a.test' } },
    ]);
    const before = types().length;
    contexts[0]!.progress({ progress: 5 });
    expect(types()).toHaveLength(before);
  });
});

describe('spec §7 progress to the caller, §3.4 deadline, §5.1 entry', () => {
  test('onProgress receives redacted updates, without any subscriber; a throwing one fails nothing', async () => {
    const tm = createToolmark({ dev: true });
    tm.register({
      name: 'upload',
      description: 'd',
      sensitivePaths: () => ['token'],
      run: (value, ctx) => (ctx.progress({ progress: 1, message: `using ${(value as { token: string }).token}` }), ok()),
    });
    const updates: unknown[] = [];
    await tm.call('upload', { token: 'tok-secret-123' }, { onProgress: (update) => updates.push(update) });
    expect(updates).toEqual([{ progress: 1, message: 'using [redacted]' }]);
    const result = await tm.call('upload', { token: 'tok-secret-123' }, { onProgress: () => { throw new Error('listener bug'); } });
    expect(result.isError).toBeUndefined();
  });

  test('a timed call tells the confirmation handler its deadline', async () => {
    const requests: ConfirmRequest[] = [];
    const tm = createToolmark({ dev: true, confirm: (request) => (requests.push(request), true) });
    tm.register({ name: 'wipe', description: 'd', hints: { destructive: true }, run: () => ok() });
    const before = Date.now();
    await tm.call('wipe', {}, { timeoutMs: 5_000 });
    await tm.call('wipe', {});
    expect(requests[0]?.deadline).toBeGreaterThanOrEqual(before + 5_000);
    expect(requests[0]?.deadline).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(requests[1]).not.toHaveProperty('deadline');
  });

  test('tm.entry gives one manifest entry without listing them all', () => {
    const tm = createToolmark({ dev: true });
    tm.scope('s').register({ name: 'a', description: 'd', run: () => ok() });
    expect(tm.entry('s.a')).toBe(tm.manifest()[0]);
    expect(tm.entry('s.b')).toBeUndefined();
  });
});

describe('spec §3.6 output validation in development only', () => {
  const output = v.object({ id: v.number() });
  const run = () => ok({ id: 'not a number' });

  test('dev: invalid_output', async () => {
    const { tm } = setup({ dev: true }, { output, run });
    expect(await tm.call('shop.buy', { qty: 1 })).toMatchObject({ code: 'invalid_output', issues: [{ path: 'id', message: "'id' must be a number" }] });
  });

  test('production: the result as it is', async () => {
    const { tm } = setup({ dev: false }, { output, run });
    expect(await tm.call('shop.buy', { qty: 1 })).toEqual(ok({ id: 'not a number' }));
  });
});
