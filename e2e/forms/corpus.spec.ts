// What an agent gets from real pages that were not written for agents (issue #20, spec §14.13): the
// corpus of e2e/fixtures/forms/corpus/ (markup reproduced from Bootstrap, GOV.UK, WooCommerce,
// Django, Shopify Dawn and WordPress), each loading the script tag's development build with
// `data-all-forms` (scanForms' `all`) and `data-debug`, in plain Chromium (no native WebMCP).
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgsWithoutWebMcp, chromiumPath } from '../chromium';
import { scriptTagReady } from '../script-tag-ready';
import { FIXTURES } from '../urls';

test.use({ launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithoutWebMcp } });

interface Schema {
  readonly properties: Record<string, { readonly enum?: readonly string[]; readonly description?: string }>;
  readonly required: readonly string[];
}

interface CorpusView {
  readonly Toolmark: {
    readonly tm: {
      manifest(): { name: string; inputSchema: Schema }[];
      info(name: string): { sensitivePaths: readonly string[] } | undefined;
      call(name: string, input?: unknown): Promise<{ isError?: boolean; code?: string; content: { text: string }[] }>;
    };
  };
}

/** Loads a corpus page, collecting the forms warnings (TM2xx) it prints. */
async function open(page: Page, name: string): Promise<string[]> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[toolmark TM2')) warnings.push(message.text());
  });
  await page.goto(`${FIXTURES}/forms/corpus/${name}.html`);
  await scriptTagReady(page);
  return warnings;
}

/** Each tool's parameters, by tool name. */
const tools = (page: Page) =>
  page.evaluate(() => Object.fromEntries((window as unknown as CorpusView).Toolmark.tm.manifest().map((tool) => [tool.name, Object.keys(tool.inputSchema.properties)])));

const schema = (page: Page, name: string) =>
  page.evaluate((tool) => (window as unknown as CorpusView).Toolmark.tm.manifest().find((entry) => entry.name === tool)!.inputSchema, name);

const sensitivePaths = (page: Page, name: string) => page.evaluate((tool) => (window as unknown as CorpusView).Toolmark.tm.info(tool)!.sensitivePaths, name);

const call = (page: Page, name: string, input: unknown) =>
  page.evaluate(([tool, args]) => (window as unknown as CorpusView).Toolmark.tm.call(tool as string, args), [name, input] as const);

test.describe('Bootstrap 5.3 checkout (ids without names, "Choose..." placeholders, radios without values, card fields without autocomplete)', () => {
  test('every control a person can fill is a field, named by its id; card fields are sensitive and left out', async ({ page }) => {
    const warnings = await open(page, 'bootstrap-checkout');
    expect(await tools(page)).toEqual({
      payment: ['firstName', 'lastName', 'username', 'email', 'address', 'address2', 'country', 'state', 'zip', 'same-address', 'save-info', 'paymentMethod'],
      // No id, no label: named by its placeholder.
      promo_code: ['promo_code'],
    });
    expect(await sensitivePaths(page, 'payment')).toEqual(['cc-name', 'cc-number', 'cc-expiration', 'cc-cvv']);
    const { properties, required } = await schema(page, 'payment');
    expect(properties['firstName']!.description).toBe('First name');
    expect(required).toEqual(['firstName', 'lastName', 'username', 'address', 'country', 'state', 'zip', 'paymentMethod']);
    // Radios without `value` are told apart by their ids, not `["on","on","on"]`.
    expect(properties['paymentMethod']!.enum).toEqual(['credit', 'debit', 'paypal']);
    // The required selects' "Choose..." (value "") is not a choice.
    expect(properties['country']!.enum).toEqual(['United States']);
    expect(properties['state']!.enum).toEqual(['California']);
    expect(warnings).toEqual([]);
  });

  test('choosing a radio without a value checks that radio', async ({ page }) => {
    await open(page, 'bootstrap-checkout');
    const address = { firstName: 'Ada', lastName: 'Lovelace', username: 'ada', address: '1 Main St', country: 'United States', state: 'California', zip: '12345' };
    const result = await call(page, 'payment', { ...address, paymentMethod: 'paypal' });
    expect(result.isError, result.content[0]!.text).toBeFalsy();
    expect(await page.locator('#paypal').isChecked()).toBe(true);
    expect(await page.locator('#credit').isChecked()).toBe(false);
    expect(await page.locator('#firstName').inputValue()).toBe('Ada');
  });

  test('the placeholder "" is refused for a required select; nothing is filled', async ({ page }) => {
    await open(page, 'bootstrap-checkout');
    const result = await call(page, 'payment', { country: '', firstName: 'Ada' });
    expect(result).toMatchObject({ isError: true, code: 'invalid_input' });
    expect(result.content[0]!.text).toContain("'country' has no such choice");
    expect(await page.locator('#firstName').inputValue()).toBe('');
  });

  test('a card number in a call is refused and never typed into the page', async ({ page }) => {
    await open(page, 'bootstrap-checkout');
    const result = await call(page, 'payment', { 'cc-number': '4242424242424242', 'cc-cvv': '123' });
    expect(result).toMatchObject({ isError: true, code: 'invalid_input' });
    expect(result.content[0]!.text).toContain("Unexpected parameter 'cc-number'");
    expect(JSON.stringify(result)).not.toContain('4242424242424242');
    expect(await page.locator('#cc-number').inputValue()).toBe('');
    expect(await page.locator('#cc-cvv').inputValue()).toBe('');
  });

  test('with toolname the form keeps Chromium naming, and TM203 names every control it cannot fill', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const form = document.querySelector('form.needs-validation')!;
        form.setAttribute('toolname', 'checkout');
        form.setAttribute('tooldescription', 'Checks out the cart');
      });
    });
    const warnings = await open(page, 'bootstrap-checkout');
    expect((await tools(page))['checkout']).toEqual(['paymentMethod']);
    // Chromium's own choices, as the browser would serve them.
    expect((await schema(page, 'checkout')).properties['paymentMethod']!.enum).toEqual(['on', 'on', 'on']);
    const tm203 = warnings.filter((warning) => warning.startsWith('[toolmark TM203]'));
    expect(tm203).toHaveLength(1);
    expect(tm203[0]).toContain("The tool of form 'checkout' cannot fill these 11 controls: #firstName (it has no name), #lastName (it has no name)");
    // Card fields are sensitive whatever the naming: left out of the schema, never written, and so no
    // field lost to a missing name either (spec §14.7): TM203 does not list them.
    expect(tm203[0]).not.toMatch(/#cc-(name|number|expiration|cvv)/);
  });
});

test('Bootstrap 5.3 sign-in: email and remember-me by id; the password stays out', async ({ page }) => {
  const warnings = await open(page, 'bootstrap-sign-in');
  expect(await tools(page)).toEqual({ please_sign_in: ['floatingInput', 'flexCheckDefault'] });
  expect(await sensitivePaths(page, 'please_sign_in')).toEqual(['floatingPassword']);
  expect((await schema(page, 'please_sign_in')).properties['floatingInput']!.description).toBe('Email address');
  expect(warnings).toEqual([]);
});

test('GOV.UK: date parts, radios with values, checkboxes; numeric date parts are not card data', async ({ page }) => {
  const warnings = await open(page, 'govuk-question');
  expect(await tools(page)).toEqual({
    when_was_your_passport_issued: ['passport-issued-day', 'passport-issued-month', 'passport-issued-year', 'whereDoYouLive', 'contact', 'contactByEmail', 'waste'],
  });
  expect(await sensitivePaths(page, 'when_was_your_passport_issued')).toEqual([]);
  const { properties } = await schema(page, 'when_was_your_passport_issued');
  expect(properties['whereDoYouLive']!.enum).toEqual(['england', 'scotland', 'wales', 'northern-ireland']);
  expect((properties['waste'] as unknown as { items: { enum: string[] } }).items.enum).toEqual(['carcasses', 'mines', 'farm', 'none']);
  expect(warnings).toEqual([]);
});

test('WooCommerce checkout: every billing field; the gateway card fields (ids only, CVC autocomplete=off) are sensitive', async ({ page }) => {
  const warnings = await open(page, 'woocommerce-checkout');
  const found = await tools(page);
  expect(found['checkout']).toEqual([
    'billing_first_name', 'billing_last_name', 'billing_company', 'billing_country', 'billing_address_1', 'billing_address_2',
    'billing_city', 'billing_state', 'billing_postcode', 'billing_phone', 'billing_email', 'ship_to_different_address',
    'order_comments', 'payment_method', 'terms',
  ]);
  // The hidden coupon form: no id, name, heading or action; named by its position.
  expect(found['form_1']).toEqual(['coupon_code']);
  expect(await sensitivePaths(page, 'checkout')).toEqual(['examplepay-card-number', 'examplepay-card-expiry', 'examplepay-card-cvc']);
  expect(warnings).toEqual([]);
});

test('Django admin change form: every field, the ForeignKey\'s "---------" is no choice of a required select', async ({ page }) => {
  const warnings = await open(page, 'django-admin-change');
  const found = await tools(page);
  expect(found['question_form']).toEqual([
    'question_text', 'category', 'pub_date_0', 'pub_date_1', 'choice_set-0-choice_text', 'choice_set-0-votes', 'choice_set-0-DELETE',
    'choice_set-1-choice_text', 'choice_set-1-votes', 'choice_set-__prefix__-choice_text', 'choice_set-__prefix__-votes',
  ]);
  expect(found['logout-form']).toEqual([]);
  expect((await schema(page, 'question_form')).properties['category']!.enum).toEqual(['1', '2']);
  expect(warnings).toEqual([]);
});

test.describe('Shopify Dawn', () => {
  test('product: the variant radios, the select and the quantity attached with form=; a hidden input named id does not hide the form id', async ({ page }) => {
    const warnings = await open(page, 'dawn-product');
    expect(await tools(page)).toEqual({ 'product-form-template--1__main': ['Size-1', 'options[Colour]', 'quantity'], search: ['q'] });
    expect(warnings).toEqual([]);
  });

  test('cart: the updates[] quantities, one per line, by id', async ({ page }) => {
    const warnings = await open(page, 'dawn-cart');
    expect(await tools(page)).toEqual({ cart: ['Quantity-1', 'Quantity-2', 'note'] });
    expect(await call(page, 'cart', { 'Quantity-2': 3 })).not.toHaveProperty('isError', true);
    expect(await page.locator('#Quantity-2').inputValue()).toBe('3');
    expect(await page.locator('#Quantity-1').inputValue()).toBe('1');
    expect(warnings).toEqual([]);
  });

  test('contact and newsletter', async ({ page }) => {
    const warnings = await open(page, 'dawn-contact');
    expect(await tools(page)).toEqual({ ContactForm: ['contact[Name]', 'contact[email]', 'contact[Phone number]', 'contact[Comment]'], contact_form: ['contact[email]'] });
    expect(warnings).toEqual([]);
  });
});

test('WordPress comment form and log-in form (names and autocomplete: as before)', async ({ page }) => {
  expect(await open(page, 'wordpress-comment')).toEqual([]);
  expect(await tools(page)).toEqual({ commentform: ['comment', 'author', 'email', 'url', 'wp-comment-cookies-consent'] });
  expect(await open(page, 'wordpress-login')).toEqual([]);
  expect(await tools(page)).toEqual({ loginform: ['log', 'rememberme'] });
  expect(await sensitivePaths(page, 'loginform')).toEqual(['pwd']);
});

test('every forms warning names its form', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      // A name the tool name rule refuses (TM201), on the promo form that has no id or name.
      document.querySelector('form.card')!.setAttribute('data-toolmark-name', 'promo code');
    });
  });
  const warnings = await open(page, 'bootstrap-checkout');
  expect(warnings).toEqual([expect.stringMatching(/^\[toolmark TM201\] This form \(form 'promo code'\) cannot become a tool: its name 'promo code' breaks/)]);
});
