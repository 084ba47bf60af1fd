// Every widget state of both playground flavours, in light and dark, on a desktop and a phone
// (spec §19.5): each state is driven, checked with axe-core (0 violations) and written as a docs
// image, docs/images/playground/<flavour>-<scheme>-<size>-<state>.png (docs/spec/playground.md §19.5 shows
// them). Nothing compares pixels: the images are written, never diffed; a state that does not show
// or an axe violation fails the test.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { AXE, axeViolations } from './axe';

/** Where the images go: kept as docs images. */
const IMAGES = fileURLToPath(new URL('../../docs/images/playground/', import.meta.url));

const FLAVOURS = [
  { flavour: 'static', path: '/static.html', registry: 'Toolmark.tm' },
  { flavour: 'spa', path: '/spa.html', registry: 'toolmark' },
] as const;
const SCHEMES = ['light', 'dark'] as const;
const SIZES = [
  { size: '1280x800', width: 1280, height: 800 },
  { size: '390x844', width: 390, height: 844 },
] as const;

/** Keeps the images commit-sized: a long activity log is cut at its first entries for the picture only. */
const KEEP_SMALL = '[data-testid="activity"] { max-height: 640px; overflow: hidden; }';

/** The widget states each combination must show, in the order they are driven. */
const STATES = ['start', 'tool-list', 'card', 'done', 'spotlight', 'queue', 'activity'] as const;
type State = (typeof STATES)[number];

/**
 * Starts calls through the page's registry without waiting for them (they wait for a person).
 *
 * @param page The page.
 * @param registry Where the registry is, as a path from `window`.
 * @param calls The calls: a tool and its input.
 * @returns A promise that settles once the calls are started.
 */
function startCalls(page: Page, registry: string, calls: readonly (readonly [string, object])[]): Promise<void> {
  return page.evaluate(
    ([registry, calls]) => {
      const tm = registry.split('.').reduce<any>((value, key) => value[key], window);
      for (const [name, input] of calls) void tm.call(name, input, { caller: { kind: 'in-page', id: 'screenshots' } });
    },
    [registry, calls] as const,
  );
}

/**
 * Starts the browser's own run of the sign-in form, as a browser agent would (`executeTool`), without
 * waiting for it: the form has no `toolautosubmit`, so the run waits for the person.
 *
 * @param page The page, in Chromium with native WebMCP.
 * @returns A promise that settles once the run is started.
 */
function startNativeSignIn(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const context = (document as unknown as { modelContext: { getTools(): Promise<{ name: string }[]>; executeTool(tool: object, input: object): Promise<string> } }).modelContext;
    const tool = (await context.getTools()).find(({ name }) => name === 'travel.account.sign_in')!;
    void context.executeTool(tool, { email: 'ada@example.com' });
  });
}

for (const { flavour, path, registry } of FLAVOURS) {
  for (const colorScheme of SCHEMES) {
    for (const { size, width, height } of SIZES) {
      test(`${flavour} flavour, ${colorScheme}, ${size}: every widget state, axe-clean, written as docs images`, async ({ page }) => {
        test.setTimeout(60_000);
        mkdirSync(IMAGES, { recursive: true });
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.locator('#agent-console[data-ready="true"]')).toBeAttached();
        await page.addScriptTag({ path: AXE });

        const shown: State[] = [];
        /** Checks the page with axe, then writes the state's image: the viewport, or one widget clipped. */
        const capture = async (state: State, target: Page | Locator) => {
          expect(await axeViolations(page), `axe violations in the ${state} state`).toEqual([]);
          await target.screenshot({ path: `${IMAGES}${flavour}-${colorScheme}-${size}-${state}.png`, animations: 'disabled', caret: 'hide', style: KEEP_SMALL });
          shown.push(state);
        };

        // What issue #23 found that a test can read: the site follows the colour scheme, the console's
        // widgets are not white boxes, a phone scrolls the page (not an 844 px box in it), the airports fit.
        const looks = await page.evaluate(() => {
          const panel = document.querySelector('#agent-console')!;
          const to = document.querySelector<HTMLSelectElement>('#flight-search [name="to"]')!;
          const style = getComputedStyle(to);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = style.font;
          const room = to.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16; // the arrow
          return {
            page: getComputedStyle(document.documentElement).backgroundColor,
            activity: getComputedStyle(document.querySelector('tm-activity')!).backgroundColor,
            consoleScrollsInside: panel.scrollHeight > panel.clientHeight + 1,
            airportFits: context.measureText(to.selectedOptions[0]!.text).width <= room,
          };
        });
        expect(looks).toEqual({
          page: colorScheme === 'dark' ? 'rgb(13, 17, 23)' : 'rgb(244, 246, 248)',
          activity: 'rgb(22, 27, 34)',
          consoleScrollsInside: width > 960,
          airportFits: true,
        });
        await capture('start', page);
        const tools = page.locator('tm-tool-list');
        await expect(tools.locator('li.tool')).toHaveCount(12);
        await capture('tool-list', tools);

        // The recorded plan books a flight; its review step waits for a person on a card.
        await page.getByTestId('plan-play').click();
        const card = page.locator('tm-confirm-card');
        await expect(card).toBeVisible();
        await expect(card).toContainText('Review and pay');
        // Armed (spec §17.2): the picture shows the primary button a person can press, which says the
        // action where the step names it (the SPA's code wizard, issue #36).
        const approve = card.locator('[part~="approve"]');
        await expect(approve).toHaveText(flavour === 'spa' ? 'Pay €147' : 'Approve');
        await expect(approve).not.toHaveAttribute('aria-disabled', 'true');
        await capture('card', card);
        await approve.click();
        await expect(page.getByTestId('plan-status')).toHaveText('Plan finished: 6 of 6 steps done.');
        await expect(card).toHaveCount(0);
        await expect(page.locator('#booking')).toContainText('Booked: TM-1001');
        await capture('done', page.locator('#booking'));

        // The browser serves the sign-in form itself (native WebMCP): it fills in the email and waits
        // for the person, and the spotlight outlines the form while that run is open.
        await startNativeSignIn(page);
        await expect(page.locator('tm-spotlight').locator('[part~="box"][part~="running"]')).toHaveCount(1);
        await page.locator('#sign-in').scrollIntoViewIfNeeded();
        await capture('spotlight', page);
        await page.locator('#sign-in-password').fill('correct horse');
        await page.locator('#sign-in').getByRole('button', { name: 'Sign in' }).click();
        await expect(page.locator('#signed-in')).toHaveText('Signed in as ada@example.com.');
        await expect(page.locator('tm-spotlight').locator('[part~="box"]')).toHaveCount(0);

        // Three calls that need a person: one card at a time, the others waiting behind it.
        await page.getByRole('button', { name: 'Add Checked bag' }).click({ clickCount: 3 });
        await expect(page.locator('#cart')).toContainText('3 × Checked bag');
        await startCalls(page, registry, [
          ['travel.cart.empty', {}],
          ['travel.cart.empty', {}],
          ['travel.cart.empty', {}],
        ]);
        await expect(card).toBeVisible();
        await expect(card).toContainText('Remove all 3 extras (€105) from the cart');
        // The queue says where the card stands, and the three calls of one caller go with one Deny all (spec §17.3).
        await expect(card.locator('[part~="position"]')).toHaveText('1 of 3');
        await expect(card.getByRole('button', { name: 'Empty the cart' })).not.toHaveAttribute('aria-disabled', 'true');
        // A code tool names its anchors (the cart, spec §1.9): the spotlight outlines it while the card waits.
        await expect(page.locator('tm-spotlight').locator('[part~="box"][part~="confirming"]')).toHaveCount(1);
        await capture('queue', card);
        await card.getByRole('button', { name: /^Deny all 3 from / }).click();
        await expect(card).toHaveCount(0);
        await expect(page.locator('#cart')).toContainText('3 × Checked bag');

        const activity = page.getByTestId('activity');
        await expect(activity.locator('li').filter({ hasText: 'travel.cart.empty' })).toHaveCount(3);
        await expect(activity.locator('li').filter({ hasText: 'travel.account.sign_in' })).toHaveClass(/finished/);
        await capture('activity', activity);

        expect(shown).toEqual(STATES);
      });
    }
  }
}
