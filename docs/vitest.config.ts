/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The `docs` project: every guide sample runs as a test (`guides/**\/*.test.ts`), in node or
 * happy-dom. Workspace packages resolve to their TypeScript sources through the `paths` of
 * `docs/tsconfig.json`.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'docs',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['guides/**/*.test.ts', 'api-examples.test.ts'],
    environment: 'node',
  },
});
