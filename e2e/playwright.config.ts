import { defineConfig } from '@playwright/test';

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
  reporter: process.env['CI'] ? [['list']] : [['list']],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: [
    {
      command: 'npx vite preview',
      cwd: '../apps/playground',
      url: 'http://127.0.0.1:4173',
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
    {
      // Rebuilt on every run so a test never sees a stale fixture.
      command: 'node fixtures/serve.mjs',
      url: 'http://127.0.0.1:4175',
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
