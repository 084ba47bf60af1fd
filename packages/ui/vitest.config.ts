import { defineConfig } from 'vite';
import { browserProject } from '../../e2e/vitest-browser.ts';

/** The `ui-browser` project: the widgets' tests in the system Chromium, through Vitest browser mode. */
export default defineConfig(
  browserProject({
    name: 'ui-browser',
    include: ['src/**/*.browser.test.ts'],
    optimizeDeps: ['lit', 'lit/directives/repeat.js', 'axe-core', '@valibot/to-json-schema'],
  }),
);
