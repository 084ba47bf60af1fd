// Issue #33 (docs/security.md T5): a site that frames the page paints an opaque decoy over the
// confirmation card and lets clicks through to it (`pointer-events: none`). The person clicks what
// the decoy shows and lands on Approve: in Chromium the card sees the decoy (IntersectionObserver
// v2) and does not arm. The framed page (e2e/fixtures/security/framed-card.html, the script tag's
// real card) is on FIXTURES; the framing site (framed-decoy-parent.html) on another site, `localhost`
// rather than 127.0.0.1, so the frame is cross-site as well as cross-origin (its own process).
import { expect, test, type Frame, type Page } from '@playwright/test';
import { scriptTagReady } from '../script-tag-ready';
import { FIXTURES, OTHER_ORIGIN } from '../urls';

declare global {
  interface Window {
    framedCard: { runs: string[]; presses: string[]; outcome?: string; start(): void };
    decoy(shown: boolean): void;
  }
}

/** The framing site: another port and another host name than the framed page's. */
const FRAMER = OTHER_ORIGIN.replace('127.0.0.1', 'localhost');

/** Well past the arming delay (500 ms) and IntersectionObserver v2's least delay between reports (100 ms). */
const LONG_PAST_ARMING = 1_500;

/**
 * Opens the framing site with the page in its frame and starts a call that needs a person.
 *
 * @param page The tab.
 * @param options `framedBy`: the origins the framed page trusts to frame it; `decoy`: paint it.
 * @returns The framed page.
 */
async function openFramed(page: Page, options: { framedBy?: string; decoy?: boolean } = {}): Promise<Frame> {
  const framed = `${FIXTURES}/security/framed-card.html${options.framedBy ? `?framedBy=${encodeURIComponent(options.framedBy)}` : ''}`;
  await page.goto(`${FRAMER}/security/framed-decoy-parent.html?frame=${encodeURIComponent(framed)}${options.decoy ? '&decoy=1' : ''}`);
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(`${FIXTURES}/security/framed-card.html`))).toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${FIXTURES}/security/framed-card.html`))!;
  await scriptTagReady(frame);
  await frame.evaluate(() => window.framedCard.start());
  await expect(frame.locator('tm-confirm-card')).toContainText('Delete the account');
  return frame;
}

/**
 * Clicks where Approve is, as a person does: a real mouse click at its place in the tab, whatever
 * is painted there.
 *
 * @param page The tab.
 * @param frame The frame of the card.
 */
async function clickWhereApproveIs(page: Page, frame: Frame): Promise<void> {
  const box = await frame.locator('tm-confirm-card [part~="approve"]').boundingBox();
  if (!box) throw new Error('Approve has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** What Approve tells the person while it does not act (its accessible description). */
const approveSays = (frame: Frame) =>
  frame.locator('tm-confirm-card').evaluate((card) => {
    const approve = card.shadowRoot!.querySelector('[part~="approve"]')!;
    const id = approve.getAttribute('aria-describedby');
    return id ? card.shadowRoot!.getElementById(id)!.textContent : null;
  });

test.describe('issue #33: a card arms only when the person can see it (IntersectionObserver v2)', () => {
  test('framed by another site that paints an opaque decoy over the card and lets clicks through: a click on Approve approves nothing', async ({ page }) => {
    const frame = await openFramed(page, { decoy: true });
    await page.waitForTimeout(LONG_PAST_ARMING);
    await clickWhereApproveIs(page, frame);
    // The click went through the decoy to Approve, and Approve did nothing.
    expect(await frame.evaluate(() => window.framedCard.presses)).toEqual(['button approve']);
    await page.waitForTimeout(200);
    expect(await frame.evaluate(() => window.framedCard.runs)).toEqual([]);
    expect(await frame.locator('tm-confirm-card').evaluate((card) => (card as HTMLElement & { armed: boolean }).armed)).toBe(false);
    expect(await approveSays(frame)).toBe('Available once nothing covers or dims this request');
    // Deny still acts at once, covered or not.
    await frame.evaluate(() => (document.querySelector('tm-confirm-card')!.shadowRoot!.querySelector('[part~="deny"]') as HTMLElement).click());
    await expect.poll(() => frame.evaluate(() => window.framedCard.outcome)).toBe('declined');
    expect(await frame.evaluate(() => window.framedCard.runs)).toEqual([]);
  });

  test('framed by an origin the page trusts (framedBy): the decoy still stops the click; once it is gone, the same click approves', async ({ page }) => {
    const frame = await openFramed(page, { framedBy: FRAMER, decoy: true });
    await page.waitForTimeout(LONG_PAST_ARMING);
    await clickWhereApproveIs(page, frame);
    await page.waitForTimeout(200);
    expect(await frame.evaluate(() => window.framedCard.presses)).toEqual(['button approve']);
    expect(await frame.evaluate(() => window.framedCard.runs)).toEqual([]);
    // The decoy leaves: the card arms after the delay, and the same click approves.
    await page.evaluate(() => window.decoy(false));
    await page.waitForTimeout(LONG_PAST_ARMING);
    await clickWhereApproveIs(page, frame);
    await expect.poll(() => frame.evaluate(() => window.framedCard.outcome)).toBe('ok');
    expect(await frame.evaluate(() => window.framedCard.runs)).toEqual(['account.delete']);
  });

  test('a decoy painted after the card armed disarms it before the click', async ({ page }) => {
    const frame = await openFramed(page, { framedBy: FRAMER });
    await expect.poll(() => frame.locator('tm-confirm-card').evaluate((card) => (card as HTMLElement & { armed: boolean }).armed)).toBe(true);
    await page.evaluate(() => window.decoy(true));
    await page.waitForTimeout(400);
    await clickWhereApproveIs(page, frame);
    await page.waitForTimeout(200);
    expect(await frame.evaluate(() => window.framedCard.presses)).toEqual(['button approve']);
    expect(await frame.evaluate(() => window.framedCard.runs)).toEqual([]);
  });

  test('framed by another site without a decoy, the card arms in Chromium: the browser sees nothing over it', async ({ page }) => {
    const frame = await openFramed(page);
    await page.waitForTimeout(LONG_PAST_ARMING);
    await clickWhereApproveIs(page, frame);
    await expect.poll(() => frame.evaluate(() => window.framedCard.outcome)).toBe('ok');
    expect(await frame.evaluate(() => window.framedCard.runs)).toEqual(['account.delete']);
  });

  test('on its own origin, not framed, the card arms and approves as before', async ({ page }) => {
    await page.goto(`${FIXTURES}/security/framed-card.html`);
    await scriptTagReady(page);
    await page.evaluate(() => window.framedCard.start());
    const approve = page.locator('tm-confirm-card [part~="approve"]');
    await expect(approve).toHaveAttribute('aria-disabled', 'true');
    // Playwright waits for an enabled button: the card arms after the delay.
    await approve.click();
    await expect.poll(() => page.evaluate(() => window.framedCard.outcome)).toBe('ok');
  });
});

test.describe('issue #33: a browser without IntersectionObserver v2 (isVisible taken away)', () => {
  test.beforeEach(async ({ page }) => {
    // In every frame, before the script tag: the card then keeps the rules of browsers without it.
    await page.addInitScript(() => delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible);
  });

  test('framed by a site the page does not trust, the card never arms and says why; Deny works', async ({ page }) => {
    const frame = await openFramed(page);
    expect(await frame.evaluate(() => 'isVisible' in IntersectionObserverEntry.prototype)).toBe(false);
    await page.waitForTimeout(LONG_PAST_ARMING);
    await clickWhereApproveIs(page, frame);
    await page.waitForTimeout(200);
    expect(await frame.evaluate(() => window.framedCard.presses)).toEqual(['button approve']);
    expect(await frame.evaluate(() => window.framedCard.runs)).toEqual([]);
    expect(await approveSays(frame)).toBe(
      'Not available here: this page is inside another site, and this browser cannot tell whether that site covers this request',
    );
    await frame.locator('tm-confirm-card [part~="card"]').press('Escape');
    await expect.poll(() => frame.evaluate(() => window.framedCard.outcome)).toBe('declined');
  });

  test('framed by a site it trusts, or not framed, the card arms by the rules before IntersectionObserver v2', async ({ page }) => {
    const frame = await openFramed(page, { framedBy: FRAMER });
    await page.waitForTimeout(LONG_PAST_ARMING);
    await clickWhereApproveIs(page, frame);
    await expect.poll(() => frame.evaluate(() => window.framedCard.outcome)).toBe('ok');
    await page.goto(`${FIXTURES}/security/framed-card.html`);
    await scriptTagReady(page);
    await page.evaluate(() => window.framedCard.start());
    await page.locator('tm-confirm-card [part~="approve"]').click();
    await expect.poll(() => page.evaluate(() => window.framedCard.outcome)).toBe('ok');
  });
});
