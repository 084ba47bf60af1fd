// @vitest-environment happy-dom
// Spec §16.1 Deadlines: a native WebMCP call still under way at the publication's deadline answers
// the browser's agent `pending` (a normal result), goes on, and its outcome is collected with
// `toolmark.call_status`, published alongside; an agent that gives up (its signal) ends the call.
import { CALL_STATUS, createToolmark, DEFAULT_DEADLINE_MS, ok, type ConfirmRequest } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelContextLike, ModelContextTool } from './model-context.js';
import { createModelContextPolyfill } from './polyfill.js';
import { executeByName } from './polyfill.test-support.js';
import { publish, type PublishOptions } from './publish.js';

const PENDING_TEXT =
  "'shop.buy' is waiting for the person to decide: call call-1 has not failed and is not over. Do not call 'shop.buy' again for this. " +
  'Call toolmark.call_status with {"callId":"call-1"} to wait for its outcome.';

/** A registry whose person decides when the test says, and a 40 s report that tells its progress. */
function registry() {
  const cards: ConfirmRequest[] = [];
  const decisions: ((approved: boolean) => void)[] = [];
  const tm = createToolmark({ dev: true, confirm: (request) => (cards.push(request), new Promise<boolean>((resolve) => decisions.push(resolve))) });
  const ran: string[] = [];
  tm.register({ name: 'shop.buy', description: 'Buys', hints: { consequential: true }, run: () => (ran.push('buy'), ok({ order: 7 })) });
  tm.register({
    name: 'report.build',
    description: 'Builds the report',
    hints: { readOnly: true },
    run: async (_input, ctx) => {
      ctx.progress({ progress: 1, total: 4, message: 'collecting' });
      await new Promise((resolve) => setTimeout(resolve, 40_000));
      ran.push('report');
      return ok('built');
    },
  });
  return { tm, ran, cards, decide: (approved: boolean) => decisions.shift()!(approved) };
}

/** Publishes to a model context that keeps each tool's `execute`, as the browser calls it. */
function published(tm: ReturnType<typeof registry>['tm'], options: PublishOptions = {}) {
  const tools = new Map<string, ModelContextTool>();
  const context: ModelContextLike = Object.assign(new EventTarget(), {
    registerTool: (tool: ModelContextTool, { signal }: { signal?: AbortSignal } = {}) => {
      tools.set(tool.name, tool);
      signal?.addEventListener('abort', () => tools.get(tool.name) === tool && tools.delete(tool.name));
    },
  });
  const publication = publish(tm, { modelContext: context, ...options });
  const execute = (name: string, input: object, signal = new AbortController().signal) => Promise.resolve(tools.get(name)!.execute(input, { signal })) as Promise<Record<string, unknown>>;
  return { publication, tools, execute };
}

/** Follows a promise without awaiting it: `settled()` reads what it resolved to, if it has. */
function follow<T>(promise: Promise<T>) {
  let value: T | undefined;
  void promise.then((resolved) => (value = resolved));
  return () => value;
}

describe('spec §16.1 Deadlines: native WebMCP', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('a person who decides after 35 s: the agent gets pending at 25 s as a normal result, and toolmark.call_status gives the true outcome', async () => {
    const { tm, ran, decide } = registry();
    const { execute } = published(tm);
    const reply = follow(execute('shop.buy', {}));
    await vi.advanceTimersByTimeAsync(DEFAULT_DEADLINE_MS - 1);
    expect(reply()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    // No `isError`: the agent reads it as an answer, not as a failure to retry.
    expect(reply()).toEqual({
      content: [{ type: 'text', text: PENDING_TEXT }],
      structuredContent: { status: 'pending', callId: 'call-1', name: 'shop.buy', phase: 'waiting-for-person' },
      _meta: { 'toolmark/code': 'pending' },
    });
    const status = follow(execute(CALL_STATUS, { callId: 'call-1' }));
    await vi.advanceTimersByTimeAsync(10_000 - 1);
    expect(ran).toEqual([]);
    decide(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toEqual({ content: [{ type: 'text', text: '{"order":7}' }], structuredContent: { order: 7 } });
    expect(ran).toEqual(['buy']);
  });

  it('a 40 s run: pending at 25 s with its progress, then the result through toolmark.call_status', async () => {
    const { tm, ran } = registry();
    const { execute } = published(tm);
    const reply = follow(execute('report.build', {}));
    await vi.advanceTimersByTimeAsync(DEFAULT_DEADLINE_MS);
    expect(reply()).toMatchObject({
      content: [{ type: 'text', text: expect.stringContaining("'report.build' is still running (collecting): call call-1 has not failed") }],
      structuredContent: { status: 'pending', callId: 'call-1', phase: 'running', progress: { progress: 1, total: 4, message: 'collecting' } },
    });
    expect(reply()).not.toHaveProperty('isError');
    const status = follow(execute(CALL_STATUS, { callId: 'call-1', waitMs: 20_000 }));
    await vi.advanceTimersByTimeAsync(40_000 - DEFAULT_DEADLINE_MS);
    expect(status()).toEqual({ content: [{ type: 'text', text: 'built' }] });
    expect(ran).toEqual(['report']);
  });

  it('an agent that gives up (its execute signal aborts): the card closes, the call ends aborted, and the tool never runs', async () => {
    const { tm, ran, cards, decide } = registry();
    const { execute } = published(tm);
    const agent = new AbortController();
    const reply = follow(execute('shop.buy', {}, agent.signal));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(cards[0]!.signal.aborted).toBe(false);
    agent.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(cards[0]!.signal.aborted).toBe(true);
    expect(reply()).toMatchObject({ isError: true, _meta: { 'toolmark/code': 'aborted' } });
    decide(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ran).toEqual([]);
  });

  it('an agent that leaves the page (pagehide: its executeTool fails, no signal aborts): the card closes, the call ends aborted, the tool never runs', async () => {
    const { tm, ran, cards, decide } = registry();
    const { execute } = published(tm);
    const reply = follow(execute('shop.buy', {}));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(cards[0]!.signal.aborted).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(cards[0]!.signal.aborted).toBe(true);
    expect(reply()).toMatchObject({ isError: true, _meta: { 'toolmark/code': 'aborted' } });
    decide(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ran).toEqual([]);
    // A call that is over stops listening: a later pagehide touches nothing.
    const later = follow(execute('shop.buy', {}));
    await vi.advanceTimersByTimeAsync(1_000);
    decide(true);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(later()).toEqual({ content: [{ type: 'text', text: '{"order":7}' }], structuredContent: { order: 7 } });
    expect(ran).toEqual(['buy']);
  });

  it('deadlineMs: a number, or a function of the tool (undefined: the default); Infinity waits for the result', async () => {
    const { tm, decide } = registry();
    const { execute } = published(tm, { deadlineMs: (name) => (name === 'shop.buy' ? 1_000 : undefined) });
    const buy = follow(execute('shop.buy', {}));
    const report = follow(execute('report.build', {}));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(buy()).toMatchObject({ _meta: { 'toolmark/code': 'pending' } });
    expect(report()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(DEFAULT_DEADLINE_MS - 1_000);
    expect(report()).toMatchObject({ _meta: { 'toolmark/code': 'pending' } });
    decide(false);

    const patient = registry();
    const waits = published(patient.tm, { deadlineMs: Infinity });
    const slow = follow(waits.execute('report.build', {}));
    await vi.advanceTimersByTimeAsync(39_999);
    expect(slow()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(slow()).toEqual({ content: [{ type: 'text', text: 'built' }] });
  });

  it('toolmark.call_status answers only the caller of the call: another caller gets unknown_call', async () => {
    const { tm } = registry();
    const { execute } = published(tm);
    void execute('shop.buy', {});
    await vi.advanceTimersByTimeAsync(DEFAULT_DEADLINE_MS);
    const other = await tm.call(CALL_STATUS, { callId: 'call-1', waitMs: 0 }, { caller: { kind: 'in-page' } });
    expect(other).toMatchObject({ isError: true, code: 'unknown_call' });
  });
});

describe('spec §16.1 Deadlines: toolmark.call_status is published alongside', () => {
  it('registered the first time a call answers pending, and published before that answer; removed with the last publication that holds it; one the page registered itself stays', async () => {
    vi.useFakeTimers();
    const { tm, decide } = registry();
    const first = published(tm, { deadlineMs: 0 });
    const second = published(tm, { deadlineMs: 0 });
    await first.publication.settled();
    // Calls that answer in time: nothing but the page's tools.
    expect(tm.info(CALL_STATUS)).toBeUndefined();
    const reply = first.execute('shop.buy', {});
    const other = second.execute('shop.buy', {});
    await vi.advanceTimersByTimeAsync(0);
    expect(await reply).toMatchObject({ _meta: { 'toolmark/code': 'pending' } });
    await other;
    expect(tm.info(CALL_STATUS)).toBeDefined();
    expect([...first.tools.keys()]).toContain(CALL_STATUS);
    decide(true);
    decide(true);
    first.publication.dispose();
    expect(tm.info(CALL_STATUS)).toBeDefined();
    second.publication.dispose();
    expect(tm.info(CALL_STATUS)).toBeUndefined();

    const own = tm.register({ name: CALL_STATUS, description: "The page's own", run: () => ok('mine') });
    const third = published(tm);
    third.publication.dispose();
    expect(own.registered).toBe(true);
    vi.useRealTimers();
  });

  it('a publication stopped before it starts registers nothing', () => {
    const { tm } = registry();
    published(tm, { signal: AbortSignal.abort() });
    expect(tm.info(CALL_STATUS)).toBeUndefined();
  });
});

describe('spec §16.1 Deadlines: the polyfill’s executeTool, as an in-page agent calls it', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('answers pending at the deadline as JSON text, then toolmark.call_status the outcome', async () => {
    const { tm, ran, decide } = registry();
    const context = createModelContextPolyfill();
    const publication = publish(tm, { modelContext: context });
    const settling = publication.settled();
    await vi.advanceTimersByTimeAsync(0);
    await settling;
    const reply = follow(executeByName(context, 'shop.buy', {}));
    // getTools and the run each take a task before the call starts.
    await vi.advanceTimersByTimeAsync(DEFAULT_DEADLINE_MS + 1);
    // The status tool is registered with the first pending answer, and published (a task) before it.
    await vi.advanceTimersByTimeAsync(10);
    expect(JSON.parse(reply()!)).toMatchObject({ structuredContent: { status: 'pending', callId: 'call-1' }, _meta: { 'toolmark/code': 'pending' } });
    const status = follow(executeByName(context, CALL_STATUS, { callId: 'call-1' }));
    await vi.advanceTimersByTimeAsync(1_000);
    decide(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(JSON.parse(status()!)).toEqual({ content: [{ type: 'text', text: '{"order":7}' }], structuredContent: { order: 7 } });
    expect(ran).toEqual(['buy']);
  });

  it('an agent that cancels executeTool ends the call: the tool never runs', async () => {
    const { tm, ran, cards, decide } = registry();
    const context = createModelContextPolyfill();
    const settling = publish(tm, { modelContext: context }).settled();
    await vi.advanceTimersByTimeAsync(0);
    await settling;
    const agent = new AbortController();
    const reply = executeByName(context, 'shop.buy', {}, { signal: agent.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    agent.abort();
    await vi.advanceTimersByTimeAsync(1);
    expect(await reply).toBeInstanceOf(DOMException);
    expect(cards[0]!.signal.aborted).toBe(true);
    decide(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ran).toEqual([]);
  });
});
