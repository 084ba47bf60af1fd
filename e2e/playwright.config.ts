import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { OTHER_ORIGIN, PLAYGROUND, PORTS } from './urls';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: ['fixtures/**', 'wpt/**'],
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: PLAYGROUND,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: [
    {
      command: `npx vite preview --port ${PORTS[0]} --strictPort`,
      cwd: '../apps/playground',
      url: PLAYGROUND,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
    {
      // Rebuilt on every run so a test never sees a stale fixture.
      command: `node fixtures/serve.mjs ${PORTS[1]} ${PORTS[2]}`,
      url: OTHER_ORIGIN,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
