// Real agent clients (Playwright MCP, Chrome DevTools MCP) drive the built playground through native
// WebMCP (issue #37). Build the playground first:
//   npx --yes pnpm@12.4.2 --filter @toolmark/playground run build
//   npx playwright test --config e2e/agents/playwright.config.ts
import { defineConfig } from '@playwright/test';
import { AGENTS_PLAYGROUND, AGENTS_PORT } from './urls';

export default defineConfig({
  testDir: '.',
  // .check.ts, not .spec.ts: the main e2e config runs every *.spec.ts under e2e/.
  testMatch: '*.check.ts',
  // Each describe is serial (one browser, one page, cases in order) and the describes run side by side:
  // the two clients of clients.check.ts, and the calls lab's (deadlines.check.ts, ask.check.ts), whose
  // long cases wait in real time (a person who decides after 35 s, a 40 s run) rather than work.
  fullyParallel: true,
  workers: 4,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // beforeAll starts Chromium and an MCP server (3-7 s); a booking is a dozen MCP round trips. The
  // calls lab's long cases (about 45 s of real time each) set their own, longer timeout.
  timeout: 60_000,
  // The suite took 20 s before the calls lab and takes about 90 s with it: a minute and a half to spare.
  globalTimeout: 5 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { trace: 'off' },
  webServer: {
    command: `npx vite preview --port ${AGENTS_PORT} --strictPort`,
    cwd: '../../apps/playground',
    url: AGENTS_PLAYGROUND,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});
