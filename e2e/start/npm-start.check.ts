// The README's start command, as a newcomer runs it: in a pristine copy of the checkout (no
// node_modules, no dist/, no .git), `npm start` must serve the playground at http://127.0.0.1:5173
// with both flavours' tools in the registry and in native WebMCP, stop with its process group, and
// do all of that again on a second run in the same copy; then `npm run tarballs` (getting started's
// way to the packages today) must pack every published package there.
//
// Not a `*.spec.ts`, so e2e/playwright.config.ts leaves it alone; run it with
//   npx playwright test --config e2e/start/playwright.config.ts
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { scriptTagReady } from '../script-tag-ready';
import { PUBLISHED_BEFORE_START as PUBLISHED, TOOLS } from '../playground/tools';
import { publishedPackages } from '../consumer/pack.mjs';
import { ROOT, runOutside } from '../outside-env';
import { NpmStart, ORIGIN, PORT, logTail, portFree, pristineCopy, waitPortFree, whoListens } from './npm-start';

/**
 * How long `npm start` may take until the server answers. The first run installs the whole
 * workspace with pnpm (fast from a warm store, minutes from a cold one) and builds the script tag;
 * the second only checks the install and builds again.
 */
const READY_TIMEOUT = { 1: 12 * 60_000, 2: 4 * 60_000 } as const;

let root = '';
let copy = '';
let current: NpmStart | undefined;
/** The log of the test's npm start, attached to the test and echoed when it fails. */
let log = '';
const timings: [string, number][] = [];

/**
 * Runs a phase and records how long it took.
 *
 * @param name The phase.
 * @param run What it does.
 * @returns What it returns.
 */
async function phase<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await test.step(name, run);
  } finally {
    const ms = Date.now() - started;
    timings.push([name, ms]);
    console.log(`[npm start check] ${name}: ${(ms / 1000).toFixed(1)} s`);
  }
}

/**
 * Opens one flavour of the playground and reads its registry's and native WebMCP's tool names,
 * failing on any uncaught page error, console error, or second copy of Lit.
 *
 * @param browser The browser.
 * @param path The page.
 * @param ready Waits for the page's own readiness.
 * @param registry Reads the registry's tool names.
 */
async function checkFlavour(browser: Browser, path: string, ready: (page: Page) => Promise<void>, registry: (page: Page) => Promise<string[]>): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
    // Lit's development build, which the dev server serves, says so when a page runs two copies (issue #23).
    if (message.type() === 'warning' && /Multiple versions of Lit/.test(message.text())) errors.push(`console.warn: ${message.text()}`);
  });
  try {
    const response = await page.goto(`${ORIGIN}${path}`);
    expect(response?.status(), `${path} answers`).toBe(200);
    await ready(page);
    await expect(page.locator('#agent-console[data-ready="true"]'), 'the agent console boots').toBeAttached();

    await expect.poll(() => registry(page), { message: `${path}: the registry's tools` }).toEqual(expect.arrayContaining(TOOLS));

    expect(await page.evaluate(() => 'modelContext' in document), 'native WebMCP (document.modelContext; Chromium with --enable-features=WebMCPTesting)').toBe(true);
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const context = (document as unknown as { modelContext: { getTools(): Promise<{ name: string }[]> } }).modelContext;
            return (await context.getTools()).map((tool) => tool.name).sort();
          }),
        { message: `${path}: document.modelContext.getTools()` },
      )
      .toEqual(expect.arrayContaining(PUBLISHED));

    expect(errors, `${path}: errors in the page`).toEqual([]);
  } finally {
    await context.close();
  }
}

/**
 * One full `npm start`: port check, start, wait, both flavours, stop, port free again.
 *
 * @param run 1 or 2.
 * @param browser The browser.
 */
async function startCheckStop(run: 1 | 2, browser: Browser): Promise<void> {
  await phase(`run ${run}: port ${PORT} is free before npm start`, async () => {
    expect(await portFree(PORT), `port ${PORT} is taken before npm start; stop what holds it:\n${whoListens(PORT)}`).toBe(true);
  });
  const started = new NpmStart(copy, join(root, `npm-start-${run}.log`));
  current = started;
  log = started.log;
  console.log(`[npm start check] run ${run}: npm start is process group ${started.pgid}, log ${started.log}`);
  try {
    await phase(`run ${run}: npm start until ${ORIGIN}/ answers`, () => started.waitUntilAnswering(`${ORIGIN}/`, READY_TIMEOUT[run]));
    await phase(`run ${run}: the static flavour (script tag)`, () =>
      checkFlavour(browser, '/static.html', scriptTagReady, (page) =>
        page.evaluate(() => (window as unknown as { Toolmark: { tm: { manifest(): { name: string }[] } } }).Toolmark.tm.manifest().map((entry) => entry.name)),
      ),
    );
    await phase(`run ${run}: the SPA flavour (npm packages)`, () =>
      checkFlavour(
        browser,
        '/spa.html',
        (page) => expect(page.locator('body[data-ready="true"]')).toBeAttached(),
        (page) => page.evaluate(() => window.toolmark.manifest().map((entry) => entry.name)),
      ),
    );
  } finally {
    await phase(`run ${run}: stop the process group`, async () => {
      const stopped = await started.stop();
      current = undefined;
      console.log(`[npm start check] run ${run}: stopped with ${stopped.signal}; npm: ${stopped.exit}`);
      expect(await waitPortFree(PORT), `port ${PORT} is free again after stopping npm start:\n${whoListens(PORT)}`).toBe(true);
    });
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'toolmark-start-'));
  copy = join(root, 'toolmark');
  await phase('pristine copy of the checkout', () => {
    // TOOLMARK_START_CHECKOUT copies another checkout (say, a `git clone` of some commit) instead of this one.
    const { copied, skipped } = pristineCopy(process.env['TOOLMARK_START_CHECKOUT'] ?? ROOT, copy);
    console.log(`[npm start check] copied ${copied.length} files to ${copy}${skipped.length ? `; skipped (gone or not files): ${skipped.join(', ')}` : ''}`);
    expect(copied, 'the copy holds the workspace').toEqual(expect.arrayContaining(['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml']));
    expect(copied.filter((path) => /(^|\/)(node_modules|dist|\.git)(\/|$)/.test(path)), 'no node_modules, build output or .git in the copy').toEqual([]);
    // The copy must not sit inside some other git work tree, or "works without .git" would prove nothing.
    const git = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: copy, encoding: 'utf8' });
    expect(git.status === 0 ? git.stdout.trim() : '', 'the copy is outside any git work tree').toBe('');
  });
});

test.afterEach(async ({}, testInfo) => {
  // A test that timed out never reached its own finally: stop the group here.
  if (current) {
    const stopped = await current.stop().catch((error: unknown) => ({ signal: 'failed', exit: String(error) }));
    console.log(`[npm start check] stopped a leftover npm start (${stopped.signal}; npm: ${stopped.exit})`);
    current = undefined;
  }
  if (log && existsSync(log)) {
    await testInfo.attach(basename(log), { path: log, contentType: 'text/plain' });
    // A failure of npm start itself quotes the log already; any other failure gets its end here.
    const quoted = testInfo.errors.some((error) => error.message?.includes(log));
    if (testInfo.status !== testInfo.expectedStatus && !quoted) console.error(`[npm start check] the end of ${log}:\n${logTail(log, 150)}`);
  }
  log = '';
});

test.afterAll(() => {
  console.log(`[npm start check] timings:\n${timings.map(([name, ms]) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`).join('\n')}`);
  if (root && !process.env['TOOLMARK_START_KEEP']) rmSync(root, { recursive: true, force: true });
  else if (root) console.log(`[npm start check] kept ${root}`);
});

test('the first npm start in a pristine copy installs, serves both flavours with their tools, and stops', async ({ browser }) => {
  await startCheckStop(1, browser);
});

test('the second npm start in the same copy does it again', async ({ browser }) => {
  await startCheckStop(2, browser);
});

// Getting started's other command: the packages as tarballs, from the same copy, with the same
// newcomer's environment (no pnpm on the PATH but the one npx brings).
test('npm run tarballs in the same copy packs every published package into packs/', async () => {
  const packs = join(copy, 'packs');
  // Rejects with the command's output when it fails.
  await phase('npm run tarballs', () => runOutside('npm', ['run', 'tarballs'], copy, 10 * 60_000));
  const published = publishedPackages().length;
  expect(published, 'published packages found').toBeGreaterThan(0);
  const tarballs = readdirSync(packs).filter((name) => name.endsWith('.tgz'));
  expect(tarballs, 'one tarball per published package').toHaveLength(published);
  for (const name of ['toolmark-core-', 'toolmark-webmcp-', 'toolmark-0.']) expect(tarballs.some((tarball) => tarball.startsWith(name)), name).toBe(true);
});
