// What the global setup (prepare.ts) hands to the test files: each app's steps and where it is served.
import { readFileSync } from 'node:fs';

/** The consumer apps, as templates under e2e/consumer/apps/. */
export const APPS = ['vanilla-ts', 'react-ts', 'svelte-ts', 'vue-ts'] as const;
export type AppName = (typeof APPS)[number];

/** The steps that concern every app, in order; steps.check.ts makes a test of each. */
export const PACKAGE_STEPS = ['pack', 'without optional peers'] as const;

/** The steps of each app, in order; steps.check.ts makes a test of each. */
export const APP_STEPS = ['copy template', 'isolation', 'npm install', 'installed packages', 'node resolution', 'tsc (bundler)', 'tsc (nodenext)', 'vite build'] as const;

/** The step of one app only: vanilla-ts builds a page that imports the script tag's module twin (prepare.ts). */
export const BUNDLED_SCRIPT_TAG = { app: 'vanilla-ts', step: 'bundler splits the script tag' } as const;

/** The environment variable naming results.json. */
export const RESULTS_ENV = 'TOOLMARK_CONSUMER_RESULTS';
/** The environment variable holding `{ [app]: url }` for the apps that built. */
export const SERVED_ENV = 'TOOLMARK_CONSUMER_SERVED';

/** One step's outcome, with the output of the tool it ran. */
export interface StepResult {
  readonly status: 'passed' | 'failed' | 'skipped';
  readonly seconds: number;
  readonly output: string;
}

/** results.json. */
export interface Results {
  /** The temporary folder holding the tarballs and the apps. */
  readonly root: string;
  /** The steps that concern every app: packing. */
  readonly packages: Readonly<Record<string, StepResult>>;
  readonly apps: Readonly<Record<AppName, Readonly<Record<string, StepResult>>>>;
}

/** Reads what the global setup recorded. */
export function readResults(): Results {
  const path = process.env[RESULTS_ENV];
  if (!path) throw new Error(`${RESULTS_ENV} is not set: run this file through e2e/consumer/playwright.config.ts, whose global setup prepares the apps`);
  return JSON.parse(readFileSync(path, 'utf8')) as Results;
}

/** The URL of an app's built `dist/`, or `undefined` when it did not build. */
export function servedUrl(app: AppName): string | undefined {
  return (JSON.parse(process.env[SERVED_ENV] ?? '{}') as Partial<Record<AppName, string>>)[app];
}
