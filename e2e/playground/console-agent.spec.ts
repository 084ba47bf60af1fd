// The agent console drives the page with `@toolmark/agent` (spec §21): a scripted model server stands
// in for a real one (Playwright answers its requests), the state line shows the request and its
// wait, Stop ends a request that never answers, and an answer ends the run.
import { expect, test, type Page, type Route } from '@playwright/test';

/** The stand-in model server's base URL. */
const MODEL = 'http://model.test/v1';

/** What the page's CORS check needs of the stand-in server. */
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'POST' };

/**
 * Serves the stand-in model: preflights are allowed, each POST gets `answer(route)`.
 *
 * @param page The page.
 * @param answer What to do with a POST; leaving the route unanswered makes a server that never answers.
 * @returns The bodies the page sent.
 */
async function serveModel(page: Page, answer: (route: Route) => Promise<void> | void): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route(`${MODEL}/**`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    bodies.push(route.request().postDataJSON());
    return answer(route);
  });
  return bodies;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/spa.html');
  await expect(page.locator('#agent-console[data-ready="true"]')).toBeAttached();
  await page.locator('#tm-endpoint').fill(MODEL);
});

test('the state line shows the request, its tools and the wait; Stop ends a request that never answers', async ({ page }) => {
  const bodies = await serveModel(page, () => {});
  await page.locator('#tm-prompt').fill('Add travel insurance');
  await page.getByRole('button', { name: 'Run' }).click();
  const state = page.getByTestId('agent-state');
  await expect(state).toHaveText(/^Request 1 of at most 8 · \d+ tools · waiting \d+\.\d s$/);
  await expect(state).toHaveAttribute('data-phase', 'requesting');
  await page.getByTestId('agent-stop').click();
  await expect(state).toHaveAttribute('data-phase', 'aborted');
  await expect(page.locator('.transcript')).toContainText('[aborted] Stopped.');
  expect((bodies[0] as { tools: unknown[] }).tools.length).toBeGreaterThan(0);
});

test('an answer in words ends the run: the transcript says it and the state line says done', async ({ page }) => {
  await serveModel(page, (route) => route.fulfill({ headers: CORS, json: { choices: [{ message: { role: 'assistant', content: 'Nothing to do.' } }] } }));
  await page.getByRole('button', { name: 'Run' }).click();
  const state = page.getByTestId('agent-state');
  await expect(state).toHaveAttribute('data-phase', 'done');
  await expect(state).toHaveText(/^Done after 1 requests · \d+\.\d s$/);
  await expect(page.locator('.transcript')).toContainText('Nothing to do.');
});
