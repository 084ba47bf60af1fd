import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumArgsWithoutWebMcp, chromiumPath } from './chromium';
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
  projects: [
    // Every test, in Chromium with native WebMCP (document.modelContext is the browser's).
    { name: 'native' },
    // The tests tagged @polyfill-too (the tool list, the agents' calls) once more in a Chromium without
    // WebMCP, where the polyfill add-on serves: the same tools must be listed, the forms included.
    {
      name: 'polyfill',
      grep: /@polyfill-too/,
      use: { launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithoutWebMcp } },
    },
  ],
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
