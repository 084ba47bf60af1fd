import { asked, tm } from './security-registry';

const events: unknown[] = [];
tm.subscribe((event) => events.push(event));

// 1. Validation: nothing runs, and the message names what to fix.
const invalid = await tm.call('account.sign_in', { email: 'ada' });
console.log(invalid.content[0]); // { type: 'text', text: "Invalid input for 'account.sign_in': 'email': Invalid email; Missing required parameter 'password'" }
const huge = await tm.call('account.sign_in', { email: 'ada@example.com', password: 'x'.repeat(201) });
console.log(huge.issues); // [{ path: 'password', message: "'password' is too long: at most 200 characters" }]

// 2. Permission: the caller's kind decides, before anyone is asked.
const fromPartner = await tm.call('account.sign_in', { email: 'ada@example.com', password: 'hunter22' }, { caller: { kind: 'bridge', origin: 'https://partner.example' } });
console.log(fromPartner.code); // 'permission_denied'
console.log(asked.length); // 0

// 3. Confirmation: the person sees the summary and a redacted input.
const signedIn = await tm.call('account.sign_in', { email: 'ada@example.com', password: 'hunter22' });
console.log(asked[0]?.summary); // 'Sign in as ada@example.com'
console.log(asked[0]?.input); // { email: 'ada@example.com', password: '[redacted]' }

// 4. Redaction: the password is scrubbed from the result and from every event.
console.log(signedIn.content[0]); // { type: 'text', text: 'Signed in ada@example.com (password [redacted])' }
console.log(JSON.stringify(events).includes('hunter22')); // false
