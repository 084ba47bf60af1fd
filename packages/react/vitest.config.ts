import { defineConfig } from 'vite';
import { browserProject } from '../../e2e/vitest-browser.ts';

/**
 * The `react-browser` project: the hooks' tests run again in the system Chromium, through Vitest
 * browser mode (the `unit` project runs them in happy-dom): React DOM's real event loop, microtasks
 * and custom elements.
 */
export default defineConfig(
  browserProject({
    name: 'react-browser',
    include: ['src/use-tool.test.ts', 'src/use-tool-set.test.ts', 'src/registry-hooks.test.ts'],
    optimizeDeps: ['react', 'react-dom/client', 'valibot', '@valibot/to-json-schema'],
  }),
);
