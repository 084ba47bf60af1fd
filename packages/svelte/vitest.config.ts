import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig, mergeConfig } from 'vite';
import { browserProject } from '../../e2e/vitest-browser.ts';

/**
 * The `svelte-browser` project: `useTool`, the context and the stores in real Svelte 5 components
 * (src/test/*.svelte, compiled by the Svelte plugin), mounted with `mount`/`unmount` in the system
 * Chromium through Vitest browser mode. The `unit` project runs the rest (`*.test.ts`) in Node; these
 * files are `*.browser.test.ts`, which it leaves out.
 */
export default defineConfig(
  mergeConfig(
    browserProject({
      name: 'svelte-browser',
      include: ['src/**/*.browser.test.ts'],
      optimizeDeps: ['valibot', '@valibot/to-json-schema'],
    }),
    // No svelte.config.js: the test components need none.
    { plugins: [svelte({ configFile: false })] },
  ),
);
