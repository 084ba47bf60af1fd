import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vite';
import { chromiumArgsWithoutWebMcp, chromiumPath } from '../../e2e/chromium';

/**
 * The `ui-browser` project: the widgets' tests in the system Chromium, headless, through
 * Vitest browser mode. Workspace packages resolve to their TypeScript sources (the root tsconfig.json's `paths`).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Pre-bundled up front: a dependency found mid-run makes Vite reload the test page.
  optimizeDeps: { include: ['lit', 'lit/directives/repeat.js', 'axe-core', '@valibot/to-json-schema'] },
  test: {
    name: 'ui-browser',
    include: ['src/**/*.browser.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        // The widgets need no WebMCP.
        launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithoutWebMcp },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
