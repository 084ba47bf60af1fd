import { addToCart, tm } from './spa-tools';

// By full name, from anywhere: an in-page agent, a test, a button.
const added = await tm.call('shop.cart.add', { sku: 'TM-MUG', qty: 2 });
console.log(added.structuredContent); // { sku: 'TM-MUG', qty: 2 }

// Through the handle: the input is typed by the tool's schema.
await addToCart.call({ sku: 'TM-MUG' });
console.log((await tm.call('shop.cart.show')).structuredContent); // { items: { 'TM-MUG': 3 } }

// Failures are results, never exceptions, with a message a model can act on.
const bad = await tm.call('shop.cart.add', { qty: 12 });
console.log(bad.code); // 'invalid_input'
console.log(bad.content[0]); // { type: 'text', text: "Invalid input for 'shop.cart.add': Missing required parameter 'sku'; 'qty': Invalid value: Expected <=9" }

// A tool's own failure keeps its own code.
console.log((await tm.call('shop.cart.add', { sku: 'TM-GONE' })).code); // 'out_of_stock'

// A destructive tool asks a person; with nobody installed to ask, it is declined.
console.log((await tm.call('shop.cart.empty')).code); // 'declined'
