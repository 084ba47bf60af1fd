// The form of a tool's question as a chunk of the script tag's graph (spec §18.1, §17.2 Asking): the
// built files, served at the site root, in Chromium. The flavour with the UI never downloads the
// `ask-form` chunk on a page that asks nothing; the first question imports it once, its card shows
// the header and the message at once and the form once the chunk is there; a chunk that cannot be
// loaded declines the question and sends nothing.
import { expect, test, type Page } from '@playwright/test';
import { chunkRequests, openWithScriptTag } from '../script-tag-ready';

/** The question form's chunk (`chunks/ask-form-<hash>.js`), not the renderer it shares with the cards. */
const ASK_FORM = /\/chunks\/ask-form-[\w-]{8}\.js$/;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Ask</title>
    <script src="/toolmark.min.js"></script>
  </head>
  <body>
    <h1>Shop</h1>
  </body>
</html>`;

/** Registers `shop.size`, whose run asks the person for a size and returns the answer or its outcome. */
function registerAskingTool(page: Page) {
  return page.evaluate(() => {
    type Outcome = { ok: boolean; value?: unknown; code?: string };
    type Ctx = { ask(options: object): Promise<Outcome> };
    const toolmark = (window as unknown as { Toolmark: { tm: { register(def: object): void }; ok(value: unknown): unknown } }).Toolmark;
    // A Standard Schema that takes any answer: the form's own checks are the card's.
    const anything = { '~standard': { version: 1, vendor: 'e2e', validate: (value: unknown) => ({ value }) } };
    toolmark.tm.register({
      name: 'shop.size',
      description: 'Asks for a size',
      hints: { readOnly: true },
      run: async (_input: unknown, ctx: Ctx) => {
        const outcome = await ctx.ask({
          message: 'Which size?',
          input: anything,
          jsonSchema: { type: 'object', properties: { size: { type: 'string', title: 'Size' } }, required: ['size'] },
        });
        return toolmark.ok(outcome.ok ? { size: (outcome.value as { size: string }).size } : { code: outcome.code });
      },
    });
  });
}

/** Calls `shop.size` without waiting; its result lands on `window.sized`. */
function callSize(page: Page) {
  return page.evaluate(() => {
    const toolmark = (window as unknown as { Toolmark: { tm: { call(name: string, input: unknown): Promise<{ structuredContent?: unknown }> } } }).Toolmark;
    void toolmark.tm.call('shop.size', {}).then((result) => ((window as unknown as { sized: unknown }).sized = result.structuredContent));
  });
}

/** Waits until the card's Send acts: it has been on screen long enough (spec §17.2 Arming). */
const armed = (page: Page) =>
  expect.poll(() => page.evaluate(() => (document.querySelector('tm-confirm-card') as (Element & { armed?: boolean }) | null)?.armed)).toBe(true);

const sized = (page: Page) => page.evaluate(() => (window as unknown as { sized?: unknown }).sized);

test('a page that asks nothing never downloads the ask-form chunk', async ({ page }) => {
  const chunks = chunkRequests(page);
  await openWithScriptTag(page, PAGE, 'ask');
  await registerAskingTool(page);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(chunks).not.toContain('ask-form');
});

test('the first question imports the ask-form chunk once; its card shows the form and sends the answer', async ({ page }) => {
  const chunks = chunkRequests(page);
  const asked = () => chunks.filter((name) => name === 'ask-form');
  await openWithScriptTag(page, PAGE, 'ask');
  await registerAskingTool(page);
  await callSize(page);
  const card = page.locator('tm-confirm-card');
  await expect(card.getByText('Which size?')).toBeVisible();
  await card.getByRole('textbox', { name: /Size/ }).fill('M');
  await armed(page);
  await card.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => sized(page)).toEqual({ size: 'M' });
  expect(asked()).toEqual(['ask-form']);
  // One graph: the page runs one Lit, not two.
  expect(await page.evaluate(() => (window as unknown as { litElementVersions?: string[] }).litElementVersions?.length)).toBe(1);

  // A second question: the part is there already.
  await callSize(page);
  await card.getByRole('textbox', { name: /Size/ }).fill('L');
  await armed(page);
  await card.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => sized(page)).toEqual({ size: 'L' });
  expect(asked()).toEqual(['ask-form']);
});

test('a chunk that cannot be loaded: the card says so, the question is declined, nothing is sent', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ASK_FORM, async (route) => {
    await held;
    await route.fulfill({ status: 404, body: '' });
  });
  await openWithScriptTag(page, PAGE, 'ask');
  await registerAskingTool(page);
  await callSize(page);
  const card = page.locator('tm-confirm-card');
  // The header and the message at once, and a short loading state until the chunk is there.
  await expect(card.getByText('Which size?')).toBeVisible();
  // The loading state is a live region of its own (the card has another, part "waiting", spec §17.7).
  await expect(card.locator('[part~="loading"]')).toHaveText('Loading the form…');
  await expect(card.locator('[part~="loading"]')).toHaveAttribute('role', 'status');
  await expect(card.getByRole('button', { name: 'Send' })).toBeDisabled();
  release();
  await expect.poll(() => sized(page)).toEqual({ code: 'declined' });
  await expect(card.getByRole('alert')).toHaveText('The form could not be loaded, so the question was declined — no answer was sent.');
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toHaveCount(0);
});
