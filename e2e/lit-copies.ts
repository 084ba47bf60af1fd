// How many copies of Lit a page runs: each copy of lit-html, LitElement and ReactiveElement pushes
// its version on a global when it loads, so a page with one Lit reads [1, 1, 1] (issue #23).
import type { Page } from '@playwright/test';

/**
 * Reads how many copies of lit-html, LitElement and ReactiveElement the page has loaded.
 *
 * @param page The page.
 * @returns The three counts, in that order.
 */
export function litCopies(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const globals = window as unknown as Record<string, string[] | undefined>;
    return ['litHtmlVersions', 'litElementVersions', 'reactiveElementVersions'].map((name) => globals[name]?.length ?? 0);
  });
}
