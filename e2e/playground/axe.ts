// axe-core for the playground's tests: injected into the page, run over the whole document.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core's browser build, injected into the page for the accessibility check. */
export const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe-core on the whole page, shadow roots included (spec §19.5).
 *
 * @param page The page, with `AXE` injected (`page.addScriptTag({ path: AXE })`).
 * @returns Each violation as `id: targets`; none is `[]`.
 */
export function axeViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
  });
}
