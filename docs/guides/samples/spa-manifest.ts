import { toMcpTool, toOpenAiTool } from '@toolmark/core/providers';
import { tm } from './spa-tools';

// What agents see: one frozen entry per tool, sorted by name, schemas included.
const manifest = tm.manifest();
console.log(manifest.map((entry) => entry.name)); // ['shop.cart.add', 'shop.cart.empty', 'shop.cart.show']
console.log(manifest[0]?.inputSchema.required); // ['sku']
console.log(manifest[1]?.hints); // { destructive: true }

// The same entry in the shape each consumer expects.
const add = tm.entry('shop.cart.add')!;
console.log(toMcpTool(add).annotations.destructiveHint); // false
console.log(toOpenAiTool(add).function.name); // 'shop__cart__add'
