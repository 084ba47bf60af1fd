import { defineTool, fail, ok, type Registrar } from '@toolmark/core';
import * as v from 'valibot';

/** The products the demo shop sells. */
export const PRODUCTS = { 'TM-MUG': 'Toolmark mug', 'TM-TEE': 'Toolmark T-shirt', 'TM-CAP': 'Toolmark cap' } as const;

type Sku = keyof typeof PRODUCTS;

/** A line of the cart. */
export interface CartLine {
  readonly sku: Sku;
  readonly name: string;
  readonly qty: number;
}

/**
 * Registers the demo shop's tools: add to cart, list the cart, empty it, and sign in.
 *
 * @param shop Where to register them (a scope such as `tm.scope('shop')`).
 * @param onChange Called with the cart after every change.
 */
export function registerShopTools(shop: Registrar, onChange: (cart: readonly CartLine[]) => void): void {
  let cart: CartLine[] = [];
  const update = (next: CartLine[]) => {
    cart = next;
    onChange(cart);
  };

  const cartScope = shop.scope('cart');
  cartScope.register(
    defineTool({
      name: 'add',
      title: 'Add to cart',
      description: 'Adds a product to the cart. Use the SKU from the catalogue; quantity defaults to 1.',
      input: v.object({
        sku: v.pipe(v.picklist(Object.keys(PRODUCTS) as Sku[]), v.description('The product SKU')),
        qty: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)), 1),
      }),
      hints: { idempotent: false },
      run({ sku, qty }) {
        const existing = cart.find((line) => line.sku === sku);
        const others = cart.filter((line) => line.sku !== sku);
        const total = (existing?.qty ?? 0) + qty;
        if (total > 9) return fail('limit_reached', `At most 9 of ${sku} per order; the cart has ${existing?.qty ?? 0}`);
        update([...others, { sku, name: PRODUCTS[sku], qty: total }]);
        return ok({ items: cart });
      },
    }),
  );
  cartScope.register(
    defineTool({
      name: 'list',
      title: 'Show the cart',
      description: 'Lists what is in the cart.',
      hints: { readOnly: true },
      state: () => ({ items: cart }),
      run: () => ok({ items: cart }),
    }),
  );
  cartScope.register(
    defineTool({
      name: 'empty',
      title: 'Empty the cart',
      description: 'Removes everything from the cart. Only when the person asks for it.',
      hints: { destructive: true },
      summary: () => `Remove all ${cart.length} products from the cart`,
      run() {
        update([]);
        return ok({ items: cart });
      },
    }),
  );
  shop.scope('account').register(
    defineTool({
      name: 'sign_in',
      title: 'Sign in',
      description: 'Signs the person in with their email and password.',
      input: v.object({ email: v.pipe(v.string(), v.email()), password: v.pipe(v.string(), v.minLength(8)) }),
      sensitivePaths: () => ['password'],
      run: ({ email, password }) =>
        password === 'correct horse battery'
          ? ok({ signedIn: email })
          : fail('bad_credentials', `Wrong password for ${email}: '${password}' is not it`),
    }),
  );
}
