import { findModelContext } from '@toolmark/webmcp';
import { publication } from './spa-publish';

// What an in-page agent sees once the tools are published: the page's model context.
await publication.settled();
const modelContext = findModelContext()!;

const tools = await modelContext.getTools!();
console.log(tools.map((tool) => tool.name)); // ['shop.cart.add', 'shop.cart.empty', 'shop.cart.show']
console.log(tools[1]?.annotations); // { consequentialHint: true, debugging: false, readOnlyHint: false, untrustedContentHint: false }

// executeTool takes a record from getTools(), natively and in the polyfill.
const add = tools.find((tool) => tool.name === 'shop.cart.add')!;
// Calls go through tm.call: validated, permitted, confirmed, redacted. Results are MCP's CallToolResult as JSON text.
console.log(JSON.parse(String(await modelContext.executeTool!(add, { sku: 'TM-MUG' })))); // { content: [{ type: 'text', text: '{"sku":"TM-MUG","qty":1}' }], structuredContent: { sku: 'TM-MUG', qty: 1 } }
console.log(JSON.parse(String(await modelContext.executeTool!(add, { qty: 1 })))); // { content: [{ type: 'text', text: "Invalid input for 'shop.cart.add': Missing required parameter 'sku'" }], isError: true, _meta: { 'toolmark/code': 'invalid_input', 'toolmark/issues': [{ path: 'sku', message: "Missing required parameter 'sku'" }] } }
