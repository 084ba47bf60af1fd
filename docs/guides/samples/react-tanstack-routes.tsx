import { createToolmark, defineTool, ok } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { ToolmarkProvider, useTool, useToolSet } from '@toolmark/react';
import { installModelContextPolyfill, publish } from '@toolmark/webmcp';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export const tm = createToolmark({ toJsonSchema });
// In a browser with WebMCP, publish(tm) is enough; the polyfill stands in where it is missing.
export const publication = publish(tm, { modelContext: installModelContextPolyfill() });
export const cart: string[] = [];

const rootRoute = createRootRoute({ component: Outlet });

interface Product {
  readonly sku: string;
  readonly name: string;
}

// The route's data decides its tools: one per product its loader found.
const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: (): readonly Product[] => [{ sku: 'TM-MUG', name: 'Mug' }, { sku: 'TM-CAP', name: 'Cap' }],
  component: Products,
});

function Products(): ReactNode {
  const products: readonly Product[] = productsRoute.useLoaderData();
  const navigate = useNavigate();
  const tools = products.map((product) =>
    defineTool({
      name: `cart.add_${product.sku.toLowerCase().replace('-', '_')}`,
      description: `Adds the ${product.name} to the cart`,
      input: v.object({ quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
      run: ({ quantity }) => (cart.push(...Array<string>(quantity).fill(product.sku)), ok({ cart: cart.length })),
    }),
  );
  useToolSet(tools);
  useTool({
    name: 'cart.open',
    description: 'Opens the cart',
    run: async () => {
      await navigate({ to: '/cart' });
      return { ...ok({ page: 'cart' }), tools: { added: ['cart.checkout'], removed: ['cart.open', ...tools.map((tool) => tool.name)] } };
    },
  });
  return <h1>Products</h1>;
}

const cartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cart',
  component: function Cart() {
    useTool({ name: 'cart.checkout', description: 'Pays for the cart', hints: { destructive: true }, run: () => ok({ items: cart.length }) });
    return <h1>Cart</h1>;
  },
});

export const router = createRouter({
  routeTree: rootRoute.addChildren([productsRoute, cartRoute]),
  history: createMemoryHistory({ initialEntries: ['/'] }),
});

createRoot(document.body.appendChild(document.createElement('div'))).render(
  <ToolmarkProvider tm={tm}>
    <RouterProvider router={router} />
  </ToolmarkProvider>,
);
