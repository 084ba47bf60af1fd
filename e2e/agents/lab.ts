// What the calls lab's tests share (deadlines.check.ts, ask.check.ts): the lab's pages, the browser
// with Playwright MCP attached and the test's own connection as the person, the bridge's client page,
// and reading the lab (apps/playground/src/calls) from the test.
import { chromium, expect, type Browser, type Frame, type Locator, type Page } from '@playwright/test';
import type {} from '../../apps/playground/src/calls/client';
import type { LabRun } from '../../apps/playground/src/calls/tools';
import type {} from '../../apps/playground/src/calls/main';
import { chromiumPath } from '../chromium';
import { agentChromiumArgs, launchDebuggableChromium, type DebuggableChromium } from './browser';
import type { PageResult } from './clients';
import { startLabAgent, type LabAgent } from './lab-agent';
import { AGENTS_PLAYGROUND } from './urls';

/** The lab page, published to native WebMCP and served over the bridge. */
export const LAB = `${AGENTS_PLAYGROUND}/calls.html`;

/** The bridge's client page: it frames the lab from the other loopback name. */
export const LAB_CLIENT = `${AGENTS_PLAYGROUND}/calls-client.html`;

/** A browser with Playwright MCP on the lab, and the person's own connection to the same page. */
export interface AgentLab {
  readonly agent: LabAgent;
  /** The lab page, as the person (the test) sees it. */
  readonly page: Page;
  close(): Promise<void>;
}

/**
 * Starts Chromium with native WebMCP, Playwright MCP on `url`, and the test's own CDP connection.
 *
 * @param url The lab page (LAB, or LAB with a query).
 * @returns The lab.
 */
export async function openAgentLab(url: string = LAB): Promise<AgentLab> {
  const browser: DebuggableChromium = await launchDebuggableChromium();
  const agent = await startLabAgent(browser.endpoint, url);
  const person: Browser = await chromium.connectOverCDP(browser.endpoint);
  const page = person.contexts().flatMap((context) => context.pages()).find((candidate) => candidate.url() === url);
  if (!page) throw new Error(`Playwright MCP opened no page at ${url}`);
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  return {
    agent,
    page,
    async close() {
      await agent.close();
      await person.close();
      await browser.close();
    },
  };
}

/** The bridge's client page in a browser of its own, and the lab in its frame. */
export interface BridgeLab {
  readonly page: Page;
  readonly frame: Frame;
  close(): Promise<void>;
}

/**
 * Opens the bridge's client page in a Chromium of its own and connects the client.
 *
 * @returns The client page and the lab's frame.
 */
export async function openBridgeLab(): Promise<BridgeLab> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: agentChromiumArgs });
  const page = await browser.newPage();
  await page.goto(LAB_CLIENT);
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await page.evaluate(() => window.labClient.connect());
  const frame = page.frames().find((candidate) => candidate.url().endsWith('/calls.html'));
  if (!frame) throw new Error('the lab frame did not load');
  await expect(frame.locator('body[data-ready="true"]')).toBeAttached();
  return { page, frame, close: () => browser.close() };
}

/**
 * The runs of one tool in the lab.
 *
 * @param lab The lab page or frame.
 * @param tool The tool's name without `lab.`.
 * @returns Its runs, oldest first.
 */
export function runsOf(lab: Page | Frame, tool: string): Promise<LabRun[]> {
  return lab.evaluate((name) => window.lab.log.runs.filter((run) => run.tool === name), tool);
}

/**
 * The card a call's confirmation or question shows, found by its text.
 *
 * @param lab The lab page or frame.
 * @param text Text only this card shows.
 * @returns The card.
 */
export function cardWith(lab: Page | Frame, text: string): Locator {
  return lab.locator('tm-confirm-card', { hasText: text });
}

/** The `structuredContent` of a `pending` result (spec §3.11). */
export interface PendingContent {
  readonly status: 'pending';
  readonly callId: string;
  readonly name: string;
  readonly phase: string;
  readonly progress?: { readonly progress?: number; readonly total?: number; readonly message?: string };
}

/**
 * Reads a result as pending, or fails the test saying what it was instead.
 *
 * @param answer The page's result.
 * @returns Its structured content.
 */
export function pendingOf(answer: unknown): PendingContent {
  // A page's result as Playwright MCP hands it over, or the MCP SDK's CallToolResult: the same fields.
  const result = answer as PageResult | undefined;
  expect(result?._meta?.['toolmark/code'], `not a pending result: ${JSON.stringify(result)}`).toBe('pending');
  expect(result?.isError).toBeUndefined();
  return result!.structuredContent as PendingContent;
}

/**
 * Waits until `Date.now()` reaches `at`.
 *
 * @param at The time, in `Date.now()` milliseconds.
 */
export async function until(at: number): Promise<void> {
  const left = at - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/**
 * Says how long something took, in the test's output (the list reporter prints it): the timings the
 * issue asks to document.
 *
 * @param what What was timed.
 * @param ms How long it took.
 */
export function timing(what: string, ms: number): void {
  const line = `${what}: ${(ms / 1000).toFixed(1)} s`;
  console.log(line);
}
