// Issue #36, Deny with a reason, in Chromium on the script tag's real card: the person opens "Tell
// the agent why", types with real keys and denies; the caller reads their words in the declined
// result, through the page's own agent (`tm.call`) and through `document.modelContext.executeTool`
// (native WebMCP, and the polyfill add-on in the `polyfill` project); the payment never runs.
// The bridge's case is in e2e/webmcp/bridge.spec.ts. The page is e2e/fixtures/security/confirmed-input.html.
import { expect, test } from '@playwright/test';
import { scriptTagReady } from '../script-tag-ready';
import { FIXTURES } from '../urls';

const REASON = 'Not alice, and not today';

for (const entryPoint of ['tm.call', 'executeTool'] as const) {
  test(`${entryPoint}: the reason typed on the card reaches the caller in the declined result; nothing runs @polyfill-too`, async ({ page }) => {
    const polyfill = test.info().project.name === 'polyfill';
    await page.goto(`${FIXTURES}/security/confirmed-input.html${polyfill ? '?polyfill=1' : ''}`);
    await scriptTagReady(page);
    expect(await page.evaluate(() => Symbol.for('toolmark.modelContextPolyfill') in (document.modelContext ?? {}))).toBe(polyfill);
    await page.evaluate((entry) => window.startPayment(entry), entryPoint);
    const card = page.locator('tm-confirm-card');
    await expect(card).toContainText('Pay 1 EUR to alice');
    await card.getByText('Tell the agent why').click();
    await card.getByLabel('Your reason, sent to the agent when you deny').pressSequentially(REASON);
    await card.getByRole('button', { name: 'Deny', exact: true }).click();
    const result = await page.evaluate(() => window.pending);
    // executeTool answers the MCP-style result as JSON text; tm.call, the result itself.
    const read = (typeof result === 'string' ? JSON.parse(result) : result) as { isError: boolean; content: { text: string }[] };
    expect(read.isError).toBe(true);
    expect(read.content[0]!.text).toBe(`The person declined 'pay'. Their reason: “${REASON}”. Do not retry unless they ask you to.`);
    expect(await page.evaluate(() => window.runs)).toEqual([]);
    await expect(card).toHaveCount(0);
  });
}
