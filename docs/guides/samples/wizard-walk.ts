import { tm } from './wizard-checkout';

// A step called out of turn says what to call instead.
const early = await tm.call('shop.checkout.payment', { card: '4242424242424242' });
console.log(early.code); // 'not_current_step'
console.log(early.content[0]); // { type: 'text', text: "'shop.checkout.payment' is not the current step. The wizard has not started: call 'shop.checkout.start' first." }

// start names the first step and its schema.
const started = await tm.call('shop.checkout.start');
console.log(started.structuredContent); // { started: true, next: { step: 'shipping', tool: 'shop.checkout.shipping', description: 'Where to ship the order', inputSchema: { type: 'object', properties: { city: { type: 'string' }, express: { type: 'boolean', default: false } }, required: ['city'] } } }

await tm.call('shop.checkout.shipping', { city: 'Lyon' });
const declined = await tm.call('shop.checkout.payment', { card: '0000000000000000' });
console.log(declined.code); // 'card_declined'
await tm.call('shop.checkout.payment', { card: '4242424242424242' });

// The card number is redacted wherever the wizard's state leaves the registry.
console.log(tm.state('shop.checkout.review')); // { wizard: 'shop.checkout', status: 'in_progress', current: 'review', completed: { shipping: { city: 'Lyon', express: false }, payment: { card: '[redacted]' } }, needs: { step: 'review', tool: 'shop.checkout.review', description: 'Places the order', inputSchema: { type: 'object', properties: {} } } }

const done = await tm.call('shop.checkout.review');
console.log(done.structuredContent); // { done: true, completed: 'review', value: { orderId: 'A-1001' } }
