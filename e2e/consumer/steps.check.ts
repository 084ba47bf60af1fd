// One test per step of the global setup (prepare.ts): a failure names the app and the step, and
// carries the output of the tool that failed (npm, tsc, vite, the checks of the installed packages).
import { expect, test } from '@playwright/test';
import { APP_STEPS, APPS, BUNDLED_SCRIPT_TAG, PACKAGE_STEPS, readResults, type StepResult } from './steps';

function expectPassed(where: string, step: string, result: StepResult | undefined): void {
  expect(result, `${where}: step "${step}" was not recorded by the global setup`).toBeDefined();
  test.info().annotations.push({ type: 'seconds', description: String(result!.seconds) });
  // A step left out because one it needs failed: the failure is reported by that step.
  test.skip(result!.status === 'skipped', result!.output);
  if (result!.status !== 'passed') throw new Error(`${where}: step "${step}" failed after ${result!.seconds}s\n\n${result!.output}`);
}

for (const step of PACKAGE_STEPS) test(`packages: ${step}`, () => expectPassed('packages', step, readResults().packages[step]));

for (const app of APPS) {
  test.describe(app, () => {
    const steps = [...APP_STEPS, ...(app === BUNDLED_SCRIPT_TAG.app ? [BUNDLED_SCRIPT_TAG.step] : [])];
    for (const step of steps) test(step, () => expectPassed(app, step, readResults().apps[app][step]));
  });
}
