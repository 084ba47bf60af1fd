// The README's start command, checked as a newcomer runs it (npm-start.check.ts): a pristine copy of
// the checkout, `npm start` twice, both playground flavours in the system Chromium with native WebMCP,
// then `npm run tarballs` in the same copy.
//   npx playwright test --config e2e/start/playwright.config.ts
// One worker, one test at a time: both runs need port 5173. Timeouts are generous because the first
// `npm start` installs the whole workspace (minutes on a machine whose pnpm store is cold).
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium';

export default defineConfig({
  testDir: '.',
  testMatch: 'npm-start.check.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 20 * 60_000,
  globalTimeout: 40 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
});
