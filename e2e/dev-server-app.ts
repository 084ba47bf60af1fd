// A copy of a template app, served by a Vite dev server of its own, for tests that edit its files
// while a page has it open (hot reload, Fast Refresh).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createServer, type PluginOption } from 'vite';

/** A running copy of a template app. */
export interface DevServerApp {
  /** The page's URL. */
  readonly url: string;
  /** Rewrites one of the copy's files, as an editor saves it. */
  edit(file: string, change: (source: string) => string): void;
  /** Stops the server and removes the copy. */
  close(): Promise<void>;
}

/**
 * Copies `template` beside itself (inside the repository, so `@toolmark/*` resolve to the sources
 * through the root tsconfig) and serves the copy.
 *
 * @param template The template app's directory.
 * @param plugins The dev server's plugins.
 * @returns The app.
 */
export async function startDevServerApp(template: string, plugins: PluginOption[]): Promise<DevServerApp> {
  const root = mkdtempSync(`${template.replace(/\/$/, '')}-edited-`);
  cpSync(template, root, { recursive: true });
  const server = await createServer({ root, configFile: false, plugins, resolve: { tsconfigPaths: true }, server: { host: '127.0.0.1', port: 0 }, logLevel: 'silent' });
  await server.listen();
  const { port } = server.httpServer!.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    edit: (file, change) => writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8'))),
    async close() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Collects what a page reports as errors from now on: uncaught exceptions and `console.error` lines
 * (a failed hot update is reported there).
 *
 * @param page The page.
 * @returns The list, filled as errors come.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}
