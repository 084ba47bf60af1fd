/**
 * What the in-browser benchmarks share: a page script bundled from the built packages with Vite, a
 * tiny HTTP server on 127.0.0.1 (a secure context, so native WebMCP is there) and the system
 * Chromium with native WebMCP turned on (no browser is downloaded).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { bundleEntry } from './tools/bundle-entry.mjs';

/**
 * Bundles a page script (ES module source importing `@toolmark/*`) into one minified IIFE, from the
 * packages' production builds (`pnpm run build` first).
 *
 * @param code The script's source.
 * @returns The bundled script.
 */
export async function bundleScript(code: string): Promise<string> {
  return (await bundleEntry(code, { iife: true })).code;
}

/** A page served from 127.0.0.1 in the system Chromium. */
export interface BenchPage {
  readonly page: Page;
  /** A DevTools session on the page, for forced garbage collection and exact heap sizes. */
  readonly cdp: CDPSession;
  /** Forces a full garbage collection and returns the JavaScript heap's used bytes. */
  heapAfterGc(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Serves one HTML page and its script on 127.0.0.1 and opens it in Chromium.
 *
 * @param html The page, which loads `/page.js`.
 * @param script The bundled script.
 * @returns The open page.
 */
export async function openPage(html: string, script: string): Promise<BenchPage> {
  const server: Server = createServer((request, response) => {
    const isScript = request.url === '/page.js';
    response.writeHead(200, { 'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8' });
    response.end(isScript ? script : html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage();
  page.setDefaultTimeout(900_000);
  // tsx compiles the benchmarks with esbuild's keepNames, whose `__name` helper the page lacks.
  await page.addInitScript('globalThis.__name = (target) => target');
  await page.goto(`http://127.0.0.1:${port}/`, { timeout: 900_000 });
  const cdp = await page.context().newCDPSession(page);
  return {
    page,
    cdp,
    async heapAfterGc() {
      // Twice: objects freed by the first collection's finalizers go in the second.
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    },
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Gives the median of some numbers.
 *
 * @param values The numbers.
 * @returns The median.
 */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}
