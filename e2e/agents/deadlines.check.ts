// Calls that survive an agent's deadline (issue #34), with real agent clients and real time: a person
// who approves after 35 s and a run of 40 s, each past the 30 s after which Playwright MCP gives up on
// a page tool. The page answers `pending` before that, the agent collects the true outcome with
// `toolmark.call_status`, and a call the agent gave up on never runs. Native WebMCP with Playwright
// MCP (0.0.86), and the postMessage bridge with the MCP SDK's client and progress notifications.
// The page is apps/playground's calls lab (calls.html, calls-client.html); the test is the person.
//
// How Playwright MCP 0.0.86 gives up, measured: on its own after 30 s ("browserBackend.callTool:
// Timeout 30000ms exceeded.", Playwright's default timeout, the control below); an MCP cancel
// (`notifications/cancelled`) answers the agent but never reaches the page, since its page tools
// ignore the request's signal and it passes none to `executeTool`; closing the server leaves the run
// going too. Only leaving the page reaches it: the call is answered "Execution context was destroyed",
// and Chromium keeps the page in the back/forward cache, the card still open, until the agent comes back.
import { expect, test, type Page } from '@playwright/test';
import { cardWith, LAB, openAgentLab, openBridgeLab, pendingOf, runsOf, timing, until, type AgentLab, type BridgeLab } from './lab';

/** When the person decides, after the agent asked: past Playwright MCP's 30 s. */
const DECIDES_AFTER_MS = 35_000;
/** Playwright MCP's timeout for a page tool (Playwright's default timeout, not configurable per tool by the page). */
const AGENT_GIVES_UP_MS = 30_000;
/** The timeout of a long case: the purge and the report run side by side, about 41 s in all. */
const LONG_CASE_MS = 100_000;

/**
 * Asks `toolmark.call_status` for a call's outcome until it is not `pending`, as an agent that read
 * the pending result does.
 *
 * @param ask Calls the status tool with its input.
 * @returns The outcome, and how many status calls it took.
 */
async function collect<T extends { result?: unknown }>(ask: (input: { callId: string; waitMs: number }) => Promise<T>, callId: string): Promise<{ answer: T; asked: number }> {
  for (let asked = 1; ; asked++) {
    const answer = await ask({ callId, waitMs: 20_000 });
    const code = (answer.result as { _meta?: Record<string, unknown> } | undefined)?._meta?.['toolmark/code'];
    if (code !== 'pending' || asked === 3) return { answer, asked };
  }
}

test.describe('native WebMCP, Playwright MCP', () => {
  test.describe.configure({ mode: 'serial' });
  let lab: AgentLab;
  let page: Page;
  test.beforeAll(async () => {
    lab = await openAgentLab();
    page = lab.page;
  });
  test.afterAll(() => lab?.close());

  test('a person who approves after 35 s and a 40 s run: each answers pending before the 30 s, toolmark.call_status gives the true outcome, the purge ran once', async () => {
    test.setTimeout(LONG_CASE_MS);
    const { agent } = lab;
    const asked = Date.now();
    const purge = agent.page('lab.records.purge', { olderThanDays: 30 });
    const report = agent.page('lab.report.build', { pages: 20 });
    const card = cardWith(page, 'older than 30 days');
    await expect(card).toBeVisible();
    // The person reads, thinks, and approves 35 s after the agent asked.
    const approved = until(asked + DECIDES_AFTER_MS).then(async () => {
      await card.locator('[part~="approve"]').click();
      return Date.now();
    });

    const purgeFirst = await purge;
    const reportFirst = await report;
    for (const [what, answer] of [['purge', purgeFirst], ['report', reportFirst]] as const) {
      timing(`Playwright MCP: the ${what} answered pending after`, answer.ms);
      expect(answer.text).not.toContain(`Timeout ${AGENT_GIVES_UP_MS}ms exceeded`);
      expect(answer.ms).toBeLessThan(AGENT_GIVES_UP_MS);
    }
    const purgePending = pendingOf(purgeFirst.result);
    expect(purgePending).toMatchObject({ status: 'pending', name: 'lab.records.purge', phase: 'waiting-for-person' });
    // What the model reads: what is happening, and what to do (spec §3.11).
    expect(purgeFirst.result?.content?.[0]?.text).toContain(`Call toolmark.call_status with {"callId":"${purgePending.callId}"}`);
    const reportPending = pendingOf(reportFirst.result);
    expect(reportPending).toMatchObject({ status: 'pending', name: 'lab.report.build', phase: 'running', progress: { total: 20 } });
    expect(reportPending.progress?.progress).toBeGreaterThanOrEqual(10);
    expect(reportPending.progress?.message).toMatch(/^Page \d+ of 20$/);
    // Nothing ran for the purge: the person has not decided.
    expect(await runsOf(page, 'records.purge')).toEqual([]);

    // The agent asks for the outcomes, side by side, as the pending results tell it to.
    const status = (what: string) => async (input: object) => {
      const answer = await agent.page('toolmark.call_status', input as Record<string, unknown>);
      timing(`Playwright MCP: toolmark.call_status answered the ${what} after ${(answer.ms / 1000).toFixed(1)} s, since the first call`, Date.now() - asked);
      return answer;
    };
    const [purgeOutcome, reportOutcome] = await Promise.all([collect(status('purge'), purgePending.callId), collect(status('report'), reportPending.callId)]);
    const approvedAt = await approved;
    timing('Playwright MCP: the person approved the purge after', approvedAt - asked);
    expect(purgeOutcome.asked).toBe(1);
    expect(reportOutcome.asked).toBe(1);
    expect(purgeOutcome.answer.text).not.toContain('Timeout');
    expect(purgeOutcome.answer.result).toMatchObject({ structuredContent: { purged: 12, olderThanDays: 30 } });
    expect(purgeOutcome.answer.result?.isError).toBeUndefined();
    expect(reportOutcome.answer.result).toMatchObject({ structuredContent: { report: 'R-2026-20', pages: 20 } });

    // The purge ran exactly once, after the approval; the report once, to its end.
    const purgeRuns = await runsOf(page, 'records.purge');
    expect(purgeRuns.map((run) => [run.callId, run.what])).toEqual([
      [purgePending.callId, 'started'],
      [purgePending.callId, 'finished'],
    ]);
    expect(purgeRuns[0]!.at).toBeGreaterThanOrEqual(approvedAt - 1_000);
    expect((await runsOf(page, 'report.build')).map((run) => run.what)).toEqual(['started', 'finished']);
    await expect(card).toHaveCount(0);
  });

  test('the agent goes away while the card waits (it navigates, the page goes to the back/forward cache): the card closes saying why, and the purge never runs, even when the agent comes back', async () => {
    const { agent } = lab;
    const answer = agent.page('lab.records.purge', { olderThanDays: 7 });
    const card = cardWith(page, 'older than 7 days');
    await expect(card).toBeVisible();
    const callId = await page.evaluate(() => window.lab.tm.calls().find((call) => call.name === 'lab.records.purge')?.id);
    expect(callId).toBeDefined();

    // Playwright MCP 0.0.86 passes no signal to executeTool and drops an MCP cancel for page tools
    // (see the next test): leaving the page is how its agent gives up on a call.
    await agent.tool('browser_navigate', { url: `${LAB.replace(/calls\.html$/, '')}index.html` });
    const given = await answer;
    expect(given.result).toBeUndefined();
    expect(given.text).toContain('Execution context was destroyed');
    await agent.tool('browser_navigate_back', {});
    // The same page, from the back/forward cache: the call's state is what it was when the agent left.
    await expect.poll(() => page.evaluate(() => window.lab?.restored)).toBe(1);

    // The call ended with its page; its card says why, and closes (soft: the runs below say the rest).
    await expect.soft(card.getByText('The agent stopped waiting')).toBeVisible();
    await expect.soft(card).toHaveCount(0, { timeout: 15_000 });
    expect.soft(await page.evaluate(() => window.lab.tm.calls().map((call) => call.id))).not.toContain(callId);
    // The person is back too: one who clicks Approve on a card still offering it must not run the purge.
    if (await card.count()) await card.locator('[part~="approve"]').click({ timeout: 5_000 }).catch(() => {});
    await page.waitForTimeout(1_000);
    expect((await runsOf(page, 'records.purge')).filter((run) => run.callId === callId), 'the purge ran after its agent gave up').toEqual([]);
  });

  test('an MCP cancel does not reach the page: Playwright MCP 0.0.86 drops notifications/cancelled for page tools, so the card waits for the person (a limit of the client)', async () => {
    const { agent } = lab;
    const controller = new AbortController();
    const answer = agent.page('lab.records.purge', { olderThanDays: 9 }, controller.signal).then(
      () => 'answered',
      (error: unknown) => String(error),
    );
    const card = cardWith(page, 'older than 9 days');
    await expect(card).toBeVisible();
    const callId = await page.evaluate(() => window.lab.tm.calls().find((call) => call.name === 'lab.records.purge')?.id);
    controller.abort('the agent gave up');
    expect(await answer).toContain('the agent gave up');
    // The page never hears of it: the call is still waiting for the person two seconds later.
    await page.waitForTimeout(2_000);
    await expect(card.locator('[part~="approve"]')).toBeVisible();
    expect(await page.evaluate(() => window.lab.tm.calls().map((call) => [call.id, call.phase]))).toContainEqual([callId, 'waiting-for-person']);
    // The person declines what nobody is waiting for any more.
    await card.locator('[part~="deny"]').click();
    await expect(card).toHaveCount(0);
    expect((await runsOf(page, 'records.purge')).filter((run) => run.callId === callId)).toEqual([]);
  });
});

test.describe('native WebMCP without a deadline (the control), Playwright MCP', () => {
  let lab: AgentLab;
  test.beforeAll(async () => {
    lab = await openAgentLab(`${LAB}?deadline=off`);
  });
  test.afterAll(() => lab?.close());

  test('published without a deadline, a 40 s run makes Playwright MCP give up after 30 s with "Timeout 30000ms exceeded", and the run goes on without it', async () => {
    test.setTimeout(LONG_CASE_MS);
    const answer = await lab.agent.page('lab.report.build', { pages: 20 });
    timing('Playwright MCP without a deadline: it gave up after', answer.ms);
    expect(answer.result).toBeUndefined();
    expect(answer.text).toBe(`### Error\nbrowserBackend.callTool: Timeout ${AGENT_GIVES_UP_MS}ms exceeded.`);
    expect(answer.ms).toBeGreaterThanOrEqual(AGENT_GIVES_UP_MS);
    // The agent was told it failed; the page's call is still running.
    expect((await runsOf(lab.page, 'report.build')).map((run) => run.what)).toEqual(['started']);
  });
});

test.describe('the postMessage bridge, the MCP SDK client', () => {
  test.describe.configure({ mode: 'serial' });
  let lab: BridgeLab;
  test.beforeAll(async () => {
    lab = await openBridgeLab();
  });
  test.afterAll(() => lab?.close());

  test('a person who approves after 35 s and a 40 s run: pending before the 30 s, progress notifications during the run, toolmark.call_status gives the true outcome', async () => {
    test.setTimeout(LONG_CASE_MS);
    const { page, frame } = lab;
    const asked = Date.now();
    await page.evaluate(() => {
      window.labClient.start('purge', 'lab.records.purge', { olderThanDays: 30 });
      window.labClient.start('report', 'lab.report.build', { pages: 20 });
    });
    const card = cardWith(frame, 'older than 30 days');
    await expect(card).toBeVisible();
    const approved = until(asked + DECIDES_AFTER_MS).then(async () => {
      await card.locator('[part~="approve"]').click();
      return Date.now();
    });

    await expect.poll(() => page.evaluate(() => Object.values(window.labClient.calls).every((call) => call.answeredAt)), { timeout: AGENT_GIVES_UP_MS }).toBe(true);
    const calls = await page.evaluate(() => window.labClient.calls);
    for (const [what, call] of Object.entries(calls)) {
      timing(`bridge: the ${what} answered pending after`, call.answeredAt! - call.startedAt);
      expect(call.error).toBeUndefined();
      expect(call.answeredAt! - call.startedAt).toBeLessThan(AGENT_GIVES_UP_MS);
    }
    const purgePending = pendingOf(calls['purge']!.result);
    expect(purgePending).toMatchObject({ name: 'lab.records.purge', phase: 'waiting-for-person' });
    const reportPending = pendingOf(calls['report']!.result);
    expect(reportPending).toMatchObject({ name: 'lab.report.build', phase: 'running' });
    // MCP progress notifications arrived during the run, one a page, in order, before the pending answer.
    const progress = calls['report']!.progress;
    timing(`bridge: ${progress.length} progress notifications, the first after`, (progress[0]?.at ?? NaN) - calls['report']!.startedAt);
    expect(progress.length).toBeGreaterThanOrEqual(10);
    expect(progress.map((update) => update.progress)).toEqual(progress.map((_, index) => index + 1));
    expect(progress[0]).toMatchObject({ total: 20, message: 'Page 1 of 20' });
    expect(progress.every((update) => update.at <= calls['report']!.answeredAt!)).toBe(true);
    expect(await runsOf(frame, 'records.purge')).toEqual([]);

    const status = (what: string) => async (input: object) => {
      const result = await page.evaluate((args) => window.labClient.call('toolmark.call_status', args), input as Record<string, unknown>);
      timing(`bridge: toolmark.call_status answered the ${what}, since the first call`, Date.now() - asked);
      return { result };
    };
    const [purgeOutcome, reportOutcome] = await Promise.all([collect(status('purge'), purgePending.callId), collect(status('report'), reportPending.callId)]);
    const approvedAt = await approved;
    expect(purgeOutcome.asked).toBe(1);
    expect(reportOutcome.asked).toBe(1);
    expect(purgeOutcome.answer.result).toMatchObject({ structuredContent: { purged: 12, olderThanDays: 30 } });
    expect(reportOutcome.answer.result).toMatchObject({ structuredContent: { report: 'R-2026-20', pages: 20 } });
    const purgeRuns = await runsOf(frame, 'records.purge');
    expect(purgeRuns.map((run) => run.what)).toEqual(['started', 'finished']);
    expect(purgeRuns[0]!.at).toBeGreaterThanOrEqual(approvedAt - 1_000);
    expect((await runsOf(frame, 'report.build')).map((run) => run.what)).toEqual(['started', 'finished']);
  });

  test('the client cancels while the card waits (notifications/cancelled): the card closes saying why, and the purge never runs', async () => {
    const { page, frame } = lab;
    await page.evaluate(() => window.labClient.start('gave-up', 'lab.records.purge', { olderThanDays: 5 }));
    const card = cardWith(frame, 'older than 5 days');
    await expect(card).toBeVisible();
    const callId = await frame.evaluate(() => window.lab.tm.calls().find((call) => call.name === 'lab.records.purge')?.id);
    expect(callId).toBeDefined();
    await page.evaluate(() => window.labClient.cancel('gave-up', 'the agent gave up'));
    await expect(card.getByText('The agent stopped waiting')).toBeVisible();
    await expect(card).toHaveCount(0, { timeout: 15_000 });
    expect(await frame.evaluate(() => window.lab.tm.calls().map((call) => call.id))).not.toContain(callId);
    await page.waitForTimeout(1_000);
    expect((await runsOf(frame, 'records.purge')).filter((run) => run.callId === callId)).toEqual([]);
  });

  test('the client cancels the 40 s run: its signal ends it, no page is built after', async () => {
    const { page, frame } = lab;
    const since = Date.now();
    await page.evaluate(() => window.labClient.start('long', 'lab.report.build', { pages: 20 }));
    await expect.poll(() => page.evaluate(() => window.labClient.calls['long']!.progress.length)).toBeGreaterThanOrEqual(1);
    await page.evaluate(() => window.labClient.cancel('long', 'the agent gave up'));
    const runs = async () => (await runsOf(frame, 'report.build')).filter((run) => run.at >= since).map((run) => run.what);
    await expect.poll(runs).toEqual(['started', 'stopped']);
    // It stays stopped: the run does not go on to finish for nobody.
    await page.waitForTimeout(2_500);
    expect(await runs()).toEqual(['started', 'stopped']);
  });
});
