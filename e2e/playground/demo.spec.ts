import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
});

test('the demo page registers its tools and lists them in the manifest', async ({ page }) => {
  const names = await page.evaluate(() => window.toolmark.manifest().map((entry) => entry.name));
  expect(names).toEqual(['shop.account.sign_in', 'shop.cart.add', 'shop.cart.empty', 'shop.cart.list']);
  const add = await page.evaluate(() => window.toolmark.manifest().find((entry) => entry.name === 'shop.cart.add'));
  expect(add?.inputSchema).toMatchObject({
    type: 'object',
    properties: { sku: { enum: ['TM-MUG', 'TM-TEE', 'TM-CAP'] }, qty: { type: 'integer', minimum: 1, maximum: 9 } },
    required: ['sku'],
  });
});

test('a person calls a tool from the agent console and the page updates', async ({ page }) => {
  await page.getByTestId('tool-name').selectOption('shop.cart.add');
  await page.getByTestId('tool-input').fill('{ "sku": "TM-TEE", "qty": 3 }');
  await page.getByRole('button', { name: 'Call' }).click();
  await expect(page.getByTestId('result')).toContainText('"qty": 3');
  await expect(page.getByTestId('cart')).toHaveText('3 × Toolmark T-shirt');
  await expect(page.getByTestId('log')).toContainText('call:finished');
});

test('invalid input is refused before the tool runs', async ({ page }) => {
  const result = await page.evaluate(() => window.toolmark.call('shop.cart.add', { sku: 'NOPE', qty: 12 }));
  expect(result.isError).toBe(true);
  expect(result.code).toBe('invalid_input');
  expect(result.content[0]).toEqual({
    type: 'text',
    text: "Invalid input for 'shop.cart.add': 'sku' must be one of: TM-MUG, TM-TEE, TM-CAP; 'qty' must be at most 9",
  });
  await expect(page.getByTestId('cart')).toBeEmpty();
});

test('a destructive tool waits for the person, then runs once approved', async ({ page }) => {
  await page.evaluate(() => window.toolmark.call('shop.cart.add', { sku: 'TM-MUG' }));
  const pending = page.evaluate(() => window.toolmark.call('shop.cart.empty'));
  await expect(page.getByTestId('confirm')).toBeVisible();
  await expect(page.getByTestId('confirm')).toContainText('Remove all 1 products from the cart');
  await expect(page.getByTestId('cart')).toHaveText('1 × Toolmark mug');
  await page.getByTestId('approve').click();
  expect((await pending).isError).toBeUndefined();
  await expect(page.getByTestId('cart')).toBeEmpty();
});

test('a password never reaches the activity log or the result', async ({ page }) => {
  const secret = 'hunter2-secret-value';
  const result = await page.evaluate(
    (password) => window.toolmark.call('shop.account.sign_in', { email: 'ada@example.com', password }),
    secret,
  );
  expect(result.code).toBe('bad_credentials');
  expect(JSON.stringify(result)).not.toContain(secret);
  await expect(page.getByTestId('log')).toContainText('shop.account.sign_in');
  expect(await page.content()).not.toContain(secret);
});
