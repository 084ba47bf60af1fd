import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vite';
import { chromiumArgsWithoutWebMcp, chromiumPath } from '../../e2e/chromium';

/**
 * The `react-browser` project: the hooks' tests run again in the system Chromium, headless, through
 * Vitest browser mode (the `unit` project runs them in happy-dom): React DOM's real event loop,
 * microtasks and custom elements. Workspace packages resolve to their TypeScript sources.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Pre-bundled up front: a dependency found mid-run makes Vite reload the test page.
  optimizeDeps: { include: ['react', 'react-dom/client', 'valibot', '@valibot/to-json-schema'] },
  test: {
    name: 'react-browser',
    include: ['src/use-tool.test.ts', 'src/use-tool-set.test.ts', 'src/registry-hooks.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithoutWebMcp } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
