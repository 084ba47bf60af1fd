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
  // Each client's describe is serial (one page, cases in order); the two clients run side by side.
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // beforeAll starts Chromium and an MCP server (3-7 s); a booking is a dozen MCP round trips.
  timeout: 60_000,
  globalTimeout: 4 * 60_000,
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
