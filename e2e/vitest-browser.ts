import { playwright } from '@vitest/browser-playwright';
import type { UserConfig } from 'vite';
import { chromiumArgsWithoutWebMcp, chromiumPath } from './chromium.ts';

/**
 * Creates the Vite config of a package's Vitest browser-mode project (`ui-browser`, `react-browser`,
 * `testing-browser`): its tests in the system Chromium, headless, without WebMCP (none of them needs
 * the browser's own; the kit's WebMCP channel runs on the polyfill). Workspace packages resolve to
 * their TypeScript sources (the root tsconfig.json's `paths`).
 *
 * @param options The project's name, its test files, and the dependencies to pre-bundle up front (a
 *   dependency found mid-run makes Vite reload the test page).
 * @returns The config.
 */
export function browserProject(options: { name: string; include: string[]; optimizeDeps: string[] }): UserConfig {
  return {
    resolve: { tsconfigPaths: true },
    optimizeDeps: { include: options.optimizeDeps },
    test: {
      name: options.name,
      include: options.include,
      browser: {
        enabled: true,
        headless: true,
        screenshotFailures: false,
        // A window larger than any viewport a test asks for (at most 1024×800): Vitest scales the
        // test frame down to fit a smaller one, and a scaled-down frame is "not visible" to
        // IntersectionObserver v2, so confirmation cards would never arm (spec §17.2 Arming).
        provider: playwright({
          launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithoutWebMcp },
          contextOptions: { viewport: { width: 1280, height: 1000 } },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}
