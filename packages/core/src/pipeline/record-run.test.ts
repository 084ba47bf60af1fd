import { describe, expect, test, vi } from 'vitest';
import { createToolmark } from '../registry/create-toolmark.js';
import type { ToolmarkEvent } from '../registry/events.js';
import { fail, ok, type ToolResult } from '../result.js';

// Spec §3.9: a run made outside the registry (a declarative form the browser serves itself) is
// reported as the registry's own call events, and nothing of the pipeline runs.
function setup(refuse = true) {
  const asked = vi.fn(() => false);
  const run = vi.fn(() => ok('ran in the registry'));
  const tm = createToolmark(refuse ? { confirm: asked, checkPermission: () => false } : {});
  tm.register({ name: 'flights.search', description: 'Searches flights', hints: { consequential: true }, run });
  const events: ToolmarkEvent[] = [];
  tm.subscribe((event) => events.push(event));
  let finish!: (result: ToolResult) => void;
  const ran = new Promise<ToolResult>((resolve) => (finish = resolve));
  return { tm, asked, run, events, ran, finish };
}

describe('spec §3.9 tm.recordRun', () => {
  test('emits call:started and call:running at once, and call:finished with what the run resolves to', async () => {
    const { tm, asked, run, events, ran, finish } = setup();
    const recorded = tm.recordRun('flights.search', ran, { caller: { kind: 'webmcp' } });
    await Promise.resolve();
    expect(events).toEqual([
      { type: 'call:started', callId: 'call-1', name: 'flights.search', input: undefined, caller: { kind: 'webmcp' } },
      { type: 'call:running', callId: 'call-1', name: 'flights.search' },
    ]);
    finish(ok({ submitted: true }));
    expect(await recorded).toEqual(ok({ submitted: true }));
    expect(events[2]).toEqual({ type: 'call:finished', callId: 'call-1', name: 'flights.search', result: ok({ submitted: true }), durationMs: expect.any(Number) });
    // Nothing of the pipeline ran: no permission check refused it, nobody was asked, no run.
    expect(asked).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
  });

  test('shares the call ids of the registry, and a call after it gets the next one', async () => {
    const { tm, events, finish, ran } = setup(false);
    tm.register({ name: 'notes.read', description: 'Reads', hints: { readOnly: true }, run: () => ok('notes') });
    events.length = 0;
    const recorded = tm.recordRun('flights.search', ran);
    await tm.call('notes.read');
    finish(ok());
    await recorded;
    expect(events.map((event) => [event.type, 'callId' in event && event.callId])).toEqual([
      ['call:started', 'call-1'],
      ['call:running', 'call-1'],
      ['call:started', 'call-2'],
      ['call:running', 'call-2'],
      ['call:finished', 'call-2'],
      ['call:finished', 'call-1'],
    ]);
    expect(events[0]).toMatchObject({ caller: { kind: 'in-page' } });
  });

  test('aborting its signal ends it as aborted; a rejection or a value that is not a result as run_failed', async () => {
    const { tm } = setup();
    const controller = new AbortController();
    const never = new Promise<ToolResult>(() => {});
    const aborted = tm.recordRun('flights.search', never, { signal: controller.signal });
    controller.abort();
    expect(await aborted).toEqual(fail('aborted', "The call to 'flights.search' was aborted"));
    expect(await tm.recordRun('flights.search', Promise.reject(new Error('tab closed')))).toEqual(fail('run_failed', "'flights.search' failed: tab closed"));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await tm.recordRun('flights.search', Promise.resolve('done' as unknown as ToolResult))).toEqual(
      fail('run_failed', "'flights.search' returned something that is not a tool result"),
    );
    warn.mockRestore();
  });

  test('takes no turn in the lane: a call of the same tool does not wait for a run that may never end', async () => {
    const { tm } = setup(false);
    tm.register({ name: 'cart.add', description: 'Adds', run: () => ok('added') });
    void tm.recordRun('cart.add', new Promise<ToolResult>(() => {}));
    expect(await tm.call('cart.add', {})).toEqual(ok('added'));
    expect(await tm.call('cart.add', {})).toEqual(ok('added'));
  });

  test('waits behind nothing either, and an unknown name is unknown_tool, as for a call', async () => {
    const { tm } = setup(false);
    let release!: () => void;
    tm.register({ name: 'slow', description: 'Slow', run: () => new Promise<ToolResult>((resolve) => (release = () => resolve(ok('slow'))))});
    const slow = tm.call('slow', {});
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    expect(await tm.recordRun('slow', Promise.resolve(ok('outside')))).toEqual(ok('outside'));
    release();
    expect(await slow).toEqual(ok('slow'));
    expect(await tm.recordRun('missing', Promise.resolve(ok()))).toEqual(fail('unknown_tool', "Unknown tool 'missing'"));
  });
});
