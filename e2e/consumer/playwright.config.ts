import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumArgsWithoutWebMcp, chromiumPath } from '../chromium';

/**
 * The consumer check (README.md): the global setup packs the packages, installs them with npm into
 * fresh Vite apps outside the workspace, type-checks and builds them; `steps` reports each of those
 * steps, `native` and `polyfill` drive the built apps in Chromium with and without native WebMCP.
 */
export default defineConfig({
  testDir: '.',
  globalSetup: './prepare.ts',
  fullyParallel: true,
  workers: 4,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: { browserName: 'chromium', trace: 'off' },
  projects: [
    { name: 'steps', testMatch: 'steps.check.ts' },
    { name: 'native', testMatch: 'browser.check.ts', use: { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } } },
    { name: 'polyfill', testMatch: 'browser.check.ts', use: { launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithoutWebMcp } } },
  ],
});
