import { createToolmark, fail, ok, type ConfirmRequest, type ToolResult } from '@toolmark/core';
import { describe, expect, test } from 'vitest';
import type { Plan } from './plan';
import { createPlanPlayer, type StepRecord } from './plan-player';

/** A registry with a counter, a tool that fails, one that asks a person and one that waits for its signal. */
function registry() {
  const tm = createToolmark();
  const calls: string[] = [];
  const confirmations: ConfirmRequest[] = [];
  let approve: (approved: boolean) => void = () => {};
  tm.setConfirm((request) => (confirmations.push(request), new Promise<boolean>((resolve) => (approve = resolve))));
  tm.register({ name: 'count', description: 'Counts', run: (input) => (calls.push(JSON.stringify(input)), ok({ count: calls.length })) });
  tm.register({ name: 'broken', description: 'Fails', run: () => fail('out_of_stock', 'Nothing left') });
  tm.register({ name: 'pay', description: 'Pays', hints: { confirm: 'always' }, run: () => ok('paid') });
  tm.register({
    name: 'slow',
    description: 'Waits until aborted',
    run: (_input, ctx) => new Promise<ToolResult>((resolve) => ctx.signal.addEventListener('abort', () => resolve(ok('late')))),
  });
  return { tm, calls, confirmations, approve: (approved: boolean) => approve(approved) };
}

const plan = (...tools: string[]): Plan => ({ title: 't', steps: tools.map((tool, index) => ({ tool, input: { index } })) });
const statuses = (records: readonly StepRecord[]) => records.map((record) => record.status);

describe('createPlanPlayer', () => {
  test('plays every step in order through tm.call, as an in-page agent', async () => {
    const { tm, calls } = registry();
    const callers: unknown[] = [];
    tm.subscribe((event) => event.type === 'call:started' && callers.push(event.caller));
    const changes: string[][] = [];
    const player = createPlanPlayer(tm, plan('count', 'count'), { onChange: (records) => changes.push(statuses(records)) });
    expect(await player.play()).toBe(true);
    expect(calls).toEqual(['{"index":0}', '{"index":1}']);
    const recorded = { kind: 'in-page', id: 'plan-player', name: 'the console’s plan player' };
    expect(callers).toEqual([recorded, recorded]);
    expect(changes).toEqual([['running', 'pending'], ['done', 'pending'], ['done', 'running'], ['done', 'done']]);
    expect(player.finished()).toBe(true);
    expect(await player.step()).toBeUndefined();
  });

  test('stops at the first failure and skips the rest', async () => {
    const { tm, calls } = registry();
    const player = createPlanPlayer(tm, plan('count', 'broken', 'count'));
    expect(await player.play()).toBe(false);
    expect(statuses(player.records())).toEqual(['done', 'failed', 'skipped']);
    expect(player.records()[1]?.result).toMatchObject({ code: 'out_of_stock' });
    expect(calls).toHaveLength(1);
  });

  test('a step that needs a person waits for the decision; a decline fails the plan', async () => {
    const approved = registry();
    const playing = createPlanPlayer(approved.tm, plan('pay', 'count')).play();
    await expect.poll(() => approved.confirmations.length).toBe(1);
    approved.approve(true);
    expect(await playing).toBe(true);

    const declined = registry();
    const player = createPlanPlayer(declined.tm, plan('pay', 'count'));
    const stopped = player.play();
    await expect.poll(() => declined.confirmations.length).toBe(1);
    declined.approve(false);
    expect(await stopped).toBe(false);
    expect(statuses(player.records())).toEqual(['failed', 'skipped']);
    expect(player.records()[0]?.result?.code).toBe('declined');
  });

  test('step runs one step at a time, never two at once', async () => {
    const { tm, calls } = registry();
    const player = createPlanPlayer(tm, plan('count', 'count'));
    const [first, second] = await Promise.all([player.step(), player.step()]);
    expect(first?.status).toBe('done');
    expect(second).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  test('stop aborts the call under way; reset starts over and ignores the call it interrupted', async () => {
    const { tm } = registry();
    const player = createPlanPlayer(tm, plan('slow', 'count'));
    const playing = player.play();
    expect(player.busy()).toBe(true);
    player.stop();
    expect(await playing).toBe(false);
    expect(player.records()[0]?.result?.code).toBe('aborted');

    player.reset();
    expect(statuses(player.records())).toEqual(['pending', 'pending']);
    const interrupted = player.step();
    player.reset();
    expect(await interrupted).toBeUndefined();
    expect(statuses(player.records())).toEqual(['pending', 'pending']);
    expect(player.busy()).toBe(false);
  });
});
