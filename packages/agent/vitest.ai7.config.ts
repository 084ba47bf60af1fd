/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Resolved from this package, where `ai7` is installed, so the guide's samples under docs/ get it too.
const { resolve } = createRequire(import.meta.url);

/**
 * The `ai7` lane: the AI SDK adapter's tests, and the guide's, again against `ai` 7 (installed beside
 * `ai` 6 as the alias `ai7`), which needs Node 22. Run from the repository's root:
 * `npx --yes node@22 node_modules/vitest/vitest.mjs run --config packages/agent/vitest.ai7.config.ts`.
 * The `unit` and `docs` projects run the same files against `ai` 6 (the version in devDependencies).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    tsconfigPaths: true,
    // `ai`, `ai/test` and `ai/package.json` are ai 7's wherever they are imported: the adapter, its tests, the samples.
    alias: ['', '/test', '/package.json'].map((path) => ({ find: new RegExp(`^ai${path}$`), replacement: resolve(`ai7${path}`) })),
  },
  test: {
    name: 'ai7',
    include: ['src/ai-sdk/**/*.test.ts', '../../docs/guides/ai-sdk.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    // What `src/ai-sdk/ai-version.test.ts` checks the resolved `ai` against.
    env: { TOOLMARK_AI_MAJOR: '7' },
  },
});
