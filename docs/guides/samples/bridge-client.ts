// In a page that embeds the shop in an iframe, or in an extension's content script.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createPostMessageClientTransport } from '@toolmark/webmcp/client';

/**
 * Connects an MCP client to the shop's bridge.
 * An iframe: `connectToShop(frame.contentWindow!, 'https://shop.example')`.
 * A content script: `connectToShop(window, location.origin)`.
 */
export async function connectToShop(shop: Window, shopOrigin: string): Promise<Client> {
  // Requests go to that exact origin and only its replies are read: never '*'.
  const transport = createPostMessageClientTransport(shop, shopOrigin);
  const client = new Client({ name: 'shop-helper', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** Lists the shop's tools and adds a mug to the cart, as any MCP client would. */
export async function addMug(client: Client) {
  const { tools } = await client.listTools();
  const result = await client.callTool({ name: 'shop.cart.add', arguments: { sku: 'TM-MUG' } });
  return { names: tools.map((tool) => tool.name), result };
}
