import { tm } from './spa-tools';

// A page with a dialog of its own answers the registry itself (spec §3.4): true approves, and a
// decline may carry the person's words, which the agent reads in the declined result.
const stop = tm.setConfirm(async (request) => {
  console.log(request.caller.name); // 'Shop assistant'
  return { approved: false, reason: 'Keep the mugs, I need them' };
});

// An agent in the page names itself; `@toolmark/ui`'s card would read
// "Requested by Shop assistant, an agent in this page".
const caller = { kind: 'in-page', id: 'assistant', name: 'Shop assistant' } as const;
const declined = await tm.call('shop.cart.empty', {}, { caller });
console.log(declined.code); // 'declined'
console.log(declined.content[0]); // { type: 'text', text: "The person declined 'shop.cart.empty'. Their reason: “Keep the mugs, I need them”. Do not retry unless they ask you to." }

stop();
