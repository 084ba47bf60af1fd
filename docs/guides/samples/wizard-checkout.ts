import { createToolmark, fail } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { registerWizard } from '@toolmark/wizard';
import * as v from 'valibot';

export const tm = createToolmark({ toJsonSchema, confirm: () => true });

// Registers shop.checkout.start, .shipping, .payment, .review, .back and .cancel:
// one lane, one state, and only the current step runs (spec §15).
export const checkout = registerWizard(tm.scope('shop'), {
  name: 'checkout',
  title: 'Checkout',
  description: 'Buys what is in the cart',
  steps: [
    {
      id: 'shipping',
      description: 'Where to ship the order',
      input: v.object({ city: v.string(), express: v.optional(v.boolean(), false) }),
    },
    {
      id: 'payment',
      description: 'The card to charge',
      input: v.object({ card: v.pipe(v.string(), v.regex(/^\d{16}$/)) }),
      // Redacted from the wizard's state, events and results, even steps later.
      sensitivePaths: () => ['card'],
      submit: ({ card }) => (card.startsWith('0000') ? fail('card_declined', 'The card was declined') : undefined),
    },
    {
      id: 'review',
      description: 'Places the order',
      hints: { confirm: 'always' },
      submit: () => ({ value: { orderId: 'A-1001' } }),
    },
  ],
});
