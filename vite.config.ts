/// <reference types="vitest/config" />
import { defineConfig, type UserConfig } from 'vite';

/**
 * Creates the Vite library build shared by every package: ESM, one file per entry, dependencies external,
 * unminified and without source maps (spec D140).
 * `--mode development` writes `dist/development/` with development warnings and checks kept in;
 * the default production build strips them (`import.meta.env.DEV` is replaced by `false`).
 *
 * @param options The entry points and the Vite mode.
 * @returns The Vite config for one package.
 */
export function libraryConfig(options: { entry: Record<string, string>; mode: string }): UserConfig {
  const development = options.mode === 'development';
  return {
    define: { 'import.meta.env.DEV': JSON.stringify(development) },
    build: {
      lib: { entry: options.entry, formats: ['es'] },
      outDir: development ? 'dist/development' : 'dist',
      emptyOutDir: !development,
      minify: false,
      // No maps (spec D140): the output is unminified ES modules that mirror the sources.
      sourcemap: false,
      rolldownOptions: {
        external: (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
        // An import left with nothing to import is dropped: a module whose only use of
        // `@toolmark/core/internal` was a development warning imports nothing from it in production.
        treeshake: { moduleSideEffects: 'no-external' },
      },
    },
  };
}

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources in tests through tsconfig.json's `paths`
  // (spec §11); the packages' `exports` name only what they ship.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'docs/vitest.config.ts',
      {
        extends: true,
        test: {
          name: 'unit',
          // `packages/*/build` holds a package's build steps (packages/toolmark/build: the bundles' CSS).
          include: ['packages/*/src/**/*.test.ts', 'packages/*/build/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          // Tests that need a real browser run in their package's own project (packages/*/vitest.config.ts).
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        // The production build's behaviour (spec §10): `*.production.test.ts` run here with
        // `import.meta.env.DEV` false, as in `dist/`, and in `unit` with it true, so each proves that
        // what agents and callers read is the same in both builds and that warnings print nothing.
        // Vitest reads `import.meta.env.DEV` and `PROD` as booleans of these variables (a `define`
        // does not reach them in its transform).
        extends: true,
        test: {
          name: 'production',
          include: ['packages/*/src/**/*.production.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          env: { DEV: '', PROD: '1' },
        },
      },
      {
        extends: true,
        test: {
          name: 'types',
          include: [],
          typecheck: { enabled: true, only: true, include: ['packages/*/src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
        },
      },
    ],
  },
});
