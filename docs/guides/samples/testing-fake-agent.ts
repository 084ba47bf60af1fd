import { createToolmark, ok } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { createFakeAgent } from '@toolmark/testing';
import * as v from 'valibot';

const tm = createToolmark({ toJsonSchema });
tm.scope('shop').register({
  name: 'cart.add',
  description: 'Adds a product to the cart',
  input: v.object({ sku: v.picklist(['TM-MUG', 'TM-TEE']), qty: v.optional(v.number(), 1) }),
  run: ({ sku, qty }) => ok({ sku, qty }),
});

// The agent sees what a model sees: the published names, descriptions and JSON Schemas.
const agent = createFakeAgent(tm);
console.log((await agent.listTools()).map((tool) => tool.name)); // ['shop.cart.add']

// Input that breaks the published schema: refused before anything runs.
const bad = await agent.callWithBadInput('shop.cart.add', 'not-in-enum');
console.log([bad?.result.code, bad?.ran]); // ['invalid_input', false]
console.log(bad?.result.issues); // [{ path: 'sku', message: "'sku' must be one of: TM-MUG, TM-TEE" }]

// Like a model, it reads the refusal and tries again with the corrected input.
const retried = await agent.callUntilValid('shop.cart.add', [{ sku: 'mug' }, { sku: 'TM-MUG', qty: 2 }]);
console.log([retried.calls, retried.result.structuredContent]); // [2, { sku: 'TM-MUG', qty: 2 }]

// Everything it listed and called, in order: a snapshot in a test.
console.log(agent.transcript.map((entry) => (entry.step === 'call' ? `${entry.name} → ${entry.outcome}` : 'list'))); // ['list', 'shop.cart.add → invalid_input', 'shop.cart.add → invalid_input', 'shop.cart.add → ok']
