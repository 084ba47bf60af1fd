import { createToolmark, ok } from '@toolmark/core';
import { ToolmarkProvider, useTool } from '@toolmark/react';
import { installModelContextPolyfill, publish } from '@toolmark/webmcp';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';

export const tm = createToolmark();
// In a browser with WebMCP, publish(tm) is enough; the polyfill stands in where it is missing.
export const publication = publish(tm, { modelContext: installModelContextPolyfill() });

// Each route's component registers the tools of that page: they come when the route is shown and go
// when it is left, and the browser's list follows.
function Products() {
  const navigate = useNavigate();
  useTool({ name: 'catalog.search', description: 'Searches the catalogue', run: () => ok({ results: ['TM-MUG'] }) });
  useTool({
    name: 'catalog.checkout',
    description: 'Goes to the checkout',
    run: async () => {
      await navigate('/checkout');
      // The tools this call changes: the browser is answered once its list shows them.
      return { ...ok({ page: 'checkout' }), tools: { added: ['checkout.pay'], removed: ['catalog.checkout', 'catalog.search'] } };
    },
  });
  return <h1>Products</h1>;
}

function Checkout() {
  useTool({ name: 'checkout.pay', description: 'Pays for the cart', hints: { destructive: true }, run: () => ok({ paid: true }) });
  return <h1>Checkout</h1>;
}

export const router = createMemoryRouter([
  { path: '/', element: <Products /> },
  { path: '/checkout', element: <Checkout /> },
]);

createRoot(document.body.appendChild(document.createElement('div'))).render(
  <ToolmarkProvider tm={tm}>
    <RouterProvider router={router} />
  </ToolmarkProvider>,
);
