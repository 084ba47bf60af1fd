import { tm } from './forms-scan';

console.log(tm.manifest().map((entry) => entry.name)); // ['site.account.sign_in', 'site.newsletter.subscribe']

// The schema is the one Chromium gives the same form, plus what the page states (format: 'email').
// The password field is left out: an agent never sees or sends it.
console.log(tm.entry('site.account.sign_in')?.inputSchema); // { type: 'object', properties: { email: { type: 'string', format: 'email', description: 'Email' } }, required: ['email'] }

// toolautosubmit: the run fills the form, submits it and returns the page's answer.
const subscribed = await tm.call('site.newsletter.subscribe', { email: 'ada@example.com', topic: 'deals' });
console.log(subscribed.structuredContent); // { subscribed: 'ada@example.com', topic: 'deals' }

// Without it, the form is filled and the person submits it.
const signIn = await tm.call('site.account.sign_in', { email: 'ada@example.com' });
console.log(signIn.structuredContent); // { submitted: false, awaitingPerson: true }
