// The confirmation card's states that tell a person what an input really holds (spec §17.2,
// docs/security.md T5), on the script tag's real card: a drawn mask beside a caller value that reads
// "[redacted]", keys the schema does not declare, invisible and lookalike characters, and an input too
// large to review. Each state, in light and dark, on a desktop and a phone, is checked with axe-core
// (0 violations) and written as a docs image, docs/images/card-states/<state>-<scheme>-<size>.png.
// Nothing compares pixels: the images are written, never diffed.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openWithScriptTag } from '../script-tag-ready';
import { AXE, axeViolations } from './axe';

/** Where the images go: kept as docs images. */
const IMAGES = fileURLToPath(new URL('../../docs/images/card-states/', import.meta.url));

const SCHEMES = ['light', 'dark'] as const;
const SIZES = [
  { size: '1280x800', width: 1280, height: 800 },
  { size: '390x844', width: 390, height: 844 },
] as const;

/** A page with the script tag and one payment tool: `card.number` is sensitive, extra keys reach run. */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Toolmark: card states</title>
    <style>
      :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
      main { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }
    </style>
    <!-- The JSON Schema add-on before the tag: the tag waits for it, so its compiler is there at toolmark:load (spec §18.9). -->
    <script src="/toolmark.json-schema.min.js"></script>
    <script src="/toolmark.min.js"></script>
    <script>
      // window.Toolmark is set once the tag's chunk has run (spec §18.4).
      const registered = (Toolmark) => Toolmark.tm.register({
        name: 'pay',
        title: 'Pay',
        description: 'Pays someone',
        hints: { destructive: true },
        jsonSchema: {
          type: 'object',
          properties: {
            to: { type: 'string' },
            amount: { type: 'number' },
            note: { type: 'string' },
            card: { type: 'object', properties: { number: { type: 'string' }, name: { type: 'string' } } },
          },
          required: ['to', 'amount'],
        },
        sensitivePaths: () => ['card.number'],
        summary: (input) => 'Pay ' + input.amount + ' EUR to ' + input.to,
        run: () => Toolmark.ok({ paid: true }),
      });
      if (window.Toolmark) registered(window.Toolmark);
      else document.addEventListener('toolmark:load', (event) => registered(event.detail), { once: true });
    </script>
  </head>
  <body>
    <main>
      <h1>Pay</h1>
      <p>A page with one tool that pays someone; an agent's calls wait for a person on a card.</p>
    </main>
  </body>
</html>`;

/** Six hundred keys: more than a card lists (MAX_REVIEW_ROWS, 500). */
const tooLargeInput = (): Record<string, unknown> => {
  const input: Record<string, unknown> = { to: 'alice', amount: 1 };
  for (let index = 0; index < 600; index++) input[`k${String(index).padStart(3, '0')}`] = `value ${index}`;
  return input;
};

interface CardState {
  readonly state: string;
  readonly input: Record<string, unknown>;
  /** What the card must show before its picture is taken. */
  readonly check: (card: Locator) => Promise<void>;
  /** Approve is refused for good (too large), rather than armed after the delay. */
  readonly refused?: true;
}

const STATES: readonly CardState[] = [
  {
    state: 'masked',
    input: { to: 'alice', amount: 12, note: '[redacted]', card: { number: '4111 1111 1111 1111', name: 'Ada Lovelace' } },
    check: async (card) => {
      // One drawn mask (card.number); the caller's own "[redacted]" is a quoted string, not a mask.
      await expect(card.locator('[part~="mask"]')).toHaveCount(1);
      await expect(card.locator('[part~="row"]').filter({ hasText: 'card.number' }).locator('[part~="mask"]')).toHaveCount(1);
      await expect(card.locator('[part~="row"]').filter({ hasText: /^\s*note/ }).locator('[part~="value"]')).toHaveText('“[redacted]”');
      await expect(card).not.toContainText('4111');
    },
  },
  {
    state: 'extra-keys',
    input: { coupon: 'FREE100', to: 'alice', amount: 12, 'billing.zip': '1000', admin: true, card: { name: 'Ada Lovelace', pin: '0000' } },
    check: async (card) => {
      // Declared keys first, in the schema's order; each undeclared one marked.
      await expect(card.locator('[part~="key"]').first()).toHaveText('to');
      await expect(card.locator('[part~="undeclared"]')).toHaveCount(4);
    },
  },
  {
    state: 'lookalikes',
    input: {
      to: 'p\u0430ypal',
      amount: 12,
      note: 'a\u034Fb c\u00A0d e\u200Bf',
      card: { name: '\u03A4\u039F\u039A\u03A5\u039F' },
    },
    check: async (card) => {
      await expect(card).toContainText('mixed scripts: Latin + Cyrillic');
      await expect(card).toContainText('Greek letters that look Latin');
      for (const codePoint of ['U+034F', 'U+00A0', 'U+200B', 'U+0430']) await expect(card).toContainText(`⟨${codePoint}⟩`);
    },
  },
  {
    state: 'too-large',
    input: tooLargeInput(),
    refused: true,
    check: async (card) => {
      await expect(card.locator('[part~="too-large"]')).toBeVisible();
      await expect(card.locator('[part~="too-large"]')).toContainText('too large');
    },
  },
];

/** Starts a call through the page's registry without waiting for it (it waits for a person). */
function startCall(page: Page, input: Record<string, unknown>): Promise<void> {
  return page.evaluate((input) => {
    const tm = (window as unknown as { Toolmark: { tm: { call(name: string, input: object, options: object): Promise<unknown> } } }).Toolmark.tm;
    void tm.call('pay', input, { caller: { kind: 'webmcp', id: 'card-states' } });
  }, input);
}

/** Whether a box lies wholly inside the viewport. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

for (const colorScheme of SCHEMES) {
  for (const { size, width, height } of SIZES) {
    test(`card states, ${colorScheme}, ${size}: masks, extra keys, lookalikes, too large; axe-clean, written as docs images`, async ({ page }) => {
      test.setTimeout(60_000);
      mkdirSync(IMAGES, { recursive: true });
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await openWithScriptTag(page, PAGE, 'card-states');
      await page.addScriptTag({ path: AXE });

      const card = page.locator('tm-confirm-card');
      for (const { state, input, check, refused } of STATES) {
        await startCall(page, input);
        await expect(card).toBeVisible();
        await check(card);
        const approve = card.getByRole('button', { name: 'Approve' });
        const deny = card.getByRole('button', { name: 'Deny', exact: true });
        if (refused) {
          // Never armed: the notice is why, and stays why after the arming delay.
          await page.waitForTimeout(800);
          await expect(approve).toHaveAttribute('aria-disabled', 'true');
          await expect(approve).toHaveAttribute('aria-describedby', 'too-large');
        } else {
          await expect(approve).not.toHaveAttribute('aria-disabled', 'true');
        }
        // A person can reach both buttons without scrolling the page, on a phone too.
        expect(await onScreen(page, approve), `Approve on screen in the ${state} state`).toBe(true);
        expect(await onScreen(page, deny), `Deny on screen in the ${state} state`).toBe(true);
        expect(await axeViolations(page), `axe violations in the ${state} state`).toEqual([]);
        await page.screenshot({ path: `${IMAGES}${state}-${colorScheme}-${size}.png`, animations: 'disabled', caret: 'hide' });
        await deny.click();
        await expect(card).toHaveCount(0);
      }
    });
  }
}
