import { createToolmark, ok, type Toolmark } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { recordCalls, replayCalls, type CallRecording } from '@toolmark/testing';
import * as v from 'valibot';

// The shop, as the page sets it up; `fee` stands for a behaviour a change may alter.
function shop(fee = 0): Toolmark {
  const tm = createToolmark({ toJsonSchema, confirm: () => true });
  tm.register({
    name: 'payment.pay',
    description: 'Pays the order with a card',
    input: v.object({ card: v.string(), amount: v.number() }),
    hints: { consequential: true },
    sensitivePaths: () => ['card'],
    run: ({ amount }) => ok({ charged: amount + fee }),
  });
  return tm;
}

// Record a session: the recording holds the calls with their sensitive values redacted.
const tm = shop();
const recorder = recordCalls(tm);
await tm.call('payment.pay', { card: '4111 1111 1111 1111', amount: 40 });
recorder.dispose();
const fixture = JSON.stringify(recorder.recording());
console.log(fixture.includes('4111')); // false
console.log(recorder.recording().calls[0]?.redacted); // ['card']

// Replay it, read back from the fixture, on a fresh registry: no difference.
const recording = JSON.parse(fixture) as CallRecording;
const values = { card: '4111 1111 1111 1111' };
console.log(await replayCalls(shop(), recording, { values })); // []

// A change in behaviour is reported by call; a redacted value left out fails closed.
console.log((await replayCalls(shop(1), recording, { values })).map((difference) => difference.problem)); // ['result_differs']
console.log((await replayCalls(shop(), recording)).map((difference) => difference.problem)); // ['missing_value']
