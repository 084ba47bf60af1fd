// Waiting for a page's script tag (spec §18.4), as its own code would: `window.Toolmark`, then its
// `ready` (the page's forms and wizards registered and published).
import type { Frame, Page } from '@playwright/test';
import { FIXTURES } from './urls';

/**
 * Waits until the page's script tag has booted and its `ready` has resolved, reading
 * `window.Toolmark` as spec §18.4's pattern does (which, on a page whose browser serves all its
 * tools, is what asks the tag for its registry, §18.2 step 1).
 *
 * @param page The page, or a frame of it.
 */
export async function scriptTagReady(page: Page | Frame): Promise<void> {
  // The loader's stand-in, or the global itself.
  await page.waitForFunction(() => 'Toolmark' in window);
  await page.evaluate(async () => {
    type Global = { ready: Promise<void> };
    const toolmark =
      (window as unknown as { Toolmark?: Global }).Toolmark ??
      (await new Promise<Global>((resolve) => document.addEventListener('toolmark:load', (event) => resolve((event as CustomEvent<Global>).detail), { once: true })));
    await toolmark.ready;
  });
}

/**
 * Serves `html` at a fresh fixture URL and opens it: the script files under it are the fixture
 * server's real ones, as a site hosts them.
 *
 * @param page The page.
 * @param html The page's markup.
 * @param name What the page is for, in its file name.
 */
export async function openPage(page: Page, html: string, name: string): Promise<void> {
  const url = `${FIXTURES}/toolmark/${name}-${Math.random().toString(36).slice(2)}.html`;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(url);
}

/**
 * Opens `html` as {@link openPage} does and waits for its script tag.
 *
 * @param page The page.
 * @param html The page's markup.
 * @param name What the page is for, in its file name.
 */
export async function openWithScriptTag(page: Page, html: string, name: string): Promise<void> {
  await openPage(page, html, name);
  await scriptTagReady(page);
}

/**
 * The chunk of the script tag's graph a URL names (spec §18.1): `/chunks/cards-CuoYGjeA.js` →
 * `cards`, the development twins' `/chunks-dev/…` too; `undefined` for any other file.
 *
 * @param url The URL.
 * @returns The chunk's name, without its hash.
 */
export function chunkOf(url: string): string | undefined {
  return /\/chunks(?:-dev)?\/(.+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];
}

/**
 * Records the chunks a page requests from now on, by name, in order of request.
 *
 * @param page The page.
 * @returns The list, which grows as the page requests more.
 */
export function chunkRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = chunkOf(request.url());
    if (name) names.push(name);
  });
  return names;
}

/**
 * Waits until every classic script of the page that claimed its role has started its chunk (the
 * promises the loaders leave on `document[Symbol.for('toolmark.starting')]`, spec §18.1): an add-on
 * added with `page.addScriptTag` has run its file then, but not yet its chunk.
 *
 * @param page The page.
 */
export async function startedScripts(page: Page): Promise<void> {
  await page.evaluate(() => Promise.allSettled(Object.values((document as unknown as Record<symbol, Record<string, Promise<unknown>> | undefined>)[Symbol.for('toolmark.starting')] ?? {})));
}
