import { defineConfig } from '@playwright/test';
import { OTHER_ORIGIN, PLAYGROUND, PORTS } from './urls';

/** The system Chromium (spec D9): Playwright never downloads a browser here. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine without a network, plus native WebMCP. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-features=WebMCPTesting',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: ['fixtures/**'],
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
