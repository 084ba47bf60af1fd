/**
 * One load of a reference page: a fresh browser context (nothing cached), the CPU throttled 4×, and
 * through DevTools every script the page fetched, its bytes over the wire, and the main thread's
 * script time at the moment the page is ready.
 */
import type { Browser } from '@playwright/test';
import { probeScript, type ProbeResult } from './probe';
import type { ReferencePage } from './pages';

/** The CPU throttling rate of every load (`Emulation.setCPUThrottlingRate`). */
export const CPU_THROTTLING = 4;

/**
 * The latency added to every request (`Network.emulateNetworkConditions`), in ms: `LATENCY_MS=60` shows
 * what a chain of imports costs a page over a real network, which the local server hides. Default 0.
 */
export const LATENCY_MS = Number(process.env['LATENCY_MS'] ?? 0);
/** How long the network must stay quiet after ready before the load's scripts are counted. */
const QUIET_MS = 500;
/** The longest wait for quiet after ready: a page that keeps fetching is counted as it stands then. */
const MAX_SETTLE_MS = 3_000;
/** The longest a page may take to be ready. */
const READY_TIMEOUT_MS = 30_000;

/** A script the page fetched. */
export interface FetchedScript {
  /** The URL's path, e.g. `/toolmark/toolmark.min.js`. */
  readonly path: string;
  /** `encodedDataLength` of `Network.loadingFinished`: the gzipped body plus the response headers. */
  readonly bytes: number;
  /** Fetched once the page was ready (a part warmed on idle, say). */
  readonly afterReady: boolean;
  /** The order the page asked for it. */
  readonly order: number;
}

/** What one load measured. */
export interface LoadResult {
  readonly scripts: readonly FetchedScript[];
  /** The sum of the scripts' bytes. */
  readonly bytes: number;
  /** `Performance.getMetrics` `ScriptDuration` at ready, in ms (throttled time). */
  readonly scriptMs: number;
  /** Milliseconds from navigation start to ready. */
  readonly readyMs: number;
  readonly tools: readonly string[];
  /** Scripts that failed to load (a 404 is a finished response and is counted; this is a network error). */
  readonly failed: readonly string[];
}

interface Request {
  /** The order the page asked for it: the table lists files in that order. */
  order: number;
  path: string;
  isScript: boolean;
  finishedAt?: number;
}

/**
 * Loads a page once and measures it.
 *
 * @param browser The Chromium to use (with or without native WebMCP, as the page needs).
 * @param origin The server's origin.
 * @param page The page.
 * @returns What was measured.
 */
export async function loadOnce(browser: Browser, origin: string, page: ReferencePage): Promise<LoadResult> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(probeScript(page.ready));
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    const requests = new Map<string, Request>();
    let readyAt = Number.POSITIVE_INFINITY;
    let lastActivity = Date.now();
    const failed: string[] = [];
    const scripts: FetchedScript[] = [];
    // `type` is the resource type Chromium gives the request: classic and module scripts, dynamic
    // imports and modulepreloads are all `Script`.
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      lastActivity = Date.now();
      requests.set(requestId, { order: requests.size, path: new URL(request.url).pathname, isScript: type === 'Script' });
    });
    cdp.on('Network.responseReceived', ({ requestId, type }) => {
      const known = requests.get(requestId);
      if (known !== undefined && type === 'Script') known.isScript = true;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      lastActivity = Date.now();
      const known = requests.get(requestId);
      if (known === undefined) return;
      known.finishedAt = Date.now();
      if (known.isScript) scripts.push({ path: known.path, bytes: encodedDataLength, afterReady: known.finishedAt > readyAt, order: known.order });
    });
    cdp.on('Network.loadingFailed', ({ requestId }) => {
      lastActivity = Date.now();
      const known = requests.get(requestId);
      if (known === undefined) return;
      known.finishedAt = Date.now();
      if (known.isScript) failed.push(known.path);
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    if (LATENCY_MS > 0) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
    await tab.goto(origin + page.path, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
    // A string, not a function: tsx's helpers (`__name`) do not exist in the page.
    const probe = (await tab.evaluate(`Promise.race([
      window.__pageWeight,
      new Promise((_, reject) => setTimeout(() => reject(new Error('not ready after ${READY_TIMEOUT_MS} ms')), ${READY_TIMEOUT_MS})),
    ])`)) as ProbeResult;
    const { metrics } = await cdp.send('Performance.getMetrics');
    readyAt = Date.now();
    const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? Number.NaN;
    // What the page fetches after ready (a part warmed on idle) is still what it downloads.
    const settleUntil = readyAt + MAX_SETTLE_MS;
    while (Date.now() < settleUntil) {
      const inFlight = [...requests.values()].some((request) => request.finishedAt === undefined);
      if (!inFlight && Date.now() - lastActivity >= QUIET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    scripts.sort((a, b) => a.order - b.order);
    return {
      scripts,
      bytes: scripts.reduce((sum, fetched) => sum + fetched.bytes, 0),
      scriptMs: scriptSeconds * 1000,
      readyMs: probe.ms,
      tools: probe.tools,
      failed,
    };
  } finally {
    await context.close();
  }
}
