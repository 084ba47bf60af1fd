import { defineConfig } from 'vite';
import { browserProject } from '../../e2e/vitest-browser.ts';

/**
 * The `testing-browser` project: the kit's browser tests in the system Chromium, through Vitest
 * browser mode (the `unit` project runs the others in Node and happy-dom): real `<tm-confirm-card>`s
 * from `@toolmark/ui`, answered by clicks, and their shadow roots read for leaks.
 */
export default defineConfig(browserProject({ name: 'testing-browser', include: ['src/**/*.browser.test.ts'], optimizeDeps: ['valibot', '@valibot/to-json-schema'] }));
