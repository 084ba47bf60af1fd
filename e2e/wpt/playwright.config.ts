import { defineConfig } from '@playwright/test';

/**
 * The web-platform-tests WebMCP suite (`../shared/conformance/wpt-webmcp`), run against native
 * Chromium, Toolmark's polyfill alone and the polyfill with the script tag (wpt.spec.ts). It needs the
 * script tag's bundles: `pnpm run build` first.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'wpt.spec.ts',
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // Three flavours of 29 pages; a page that times out takes testharness.js's 10 s.
  timeout: 600_000,
  reporter: [['list']],
  use: { browserName: 'chromium', trace: 'off' },
});
