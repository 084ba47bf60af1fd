import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vite';
import { chromiumArgsWithoutWebMcp, chromiumPath } from '../../e2e/chromium';

/**
 * The `testing-browser` project: the kit's browser tests in the system Chromium, headless, through
 * Vitest browser mode (the `unit` project runs the others in Node and happy-dom): real
 * `<tm-confirm-card>`s from `@toolmark/ui`, answered by clicks, and their shadow roots read for leaks.
 * Workspace packages resolve to their TypeScript sources (the root tsconfig.json's `paths`).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Pre-bundled up front: a dependency found mid-run makes Vite reload the test page.
  optimizeDeps: { include: ['valibot', '@valibot/to-json-schema'] },
  test: {
    name: 'testing-browser',
    include: ['src/**/*.browser.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      // The cards need no WebMCP; the kit's WebMCP channel runs on the polyfill.
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithoutWebMcp } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
