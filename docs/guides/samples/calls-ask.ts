import { createToolmark, fail, ok } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';
import { askWithForm } from './calls-ask-form';

// `toJsonSchema` turns the question's valibot schema into the form's JSON Schema.
export const tm = createToolmark({ toJsonSchema });
// The page's way to ask the person: the newest handler installed answers; the function removes it.
export const removeForm = tm.setAsk(askWithForm);

const CardChoice = v.object({
  card: v.picklist(['Visa ending 4242', 'Amex ending 0005']),
  cvc: v.pipe(v.string(), v.regex(/^\d{3,4}$/, 'The security code has 3 or 4 digits')),
});

tm.register({
  name: 'shop.choose_card',
  title: 'Choose the card',
  description: 'Asks the person which saved card pays for the order, with its security code',
  run: async (_input, ctx) => {
    const answer = await ctx.ask({ message: 'Which card should pay for this order?', input: CardChoice, sensitivePaths: ['cvc'] });
    // declined, aborted, unavailable or invalid_answer: the tool decides what that means.
    if (!answer.ok) return fail(answer.code, answer.message);
    const { card, cvc } = answer.value;
    // `cvc` is the call's secret now: run has it, and everything the call hands out is scrubbed of it.
    return ok({ card, checked: `${cvc.length} digits` });
  },
});
