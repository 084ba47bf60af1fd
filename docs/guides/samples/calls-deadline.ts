import { CALL_STATUS, createToolmark, DEFAULT_DEADLINE_MS, ok, type Caller, type ToolResult } from '@toolmark/core';
import { registerCallStatus } from '@toolmark/webmcp';

// A person who takes 60 ms to approve, for a caller whose limit is 20 ms: the same as a person who
// takes 35 s for an agent that gives up after 30, only faster.
const tm = createToolmark({ confirm: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 60)) });
tm.register({ name: 'shop.buy', description: 'Buys what is in the cart', hints: { consequential: true }, run: () => ok({ order: 7 }) });
// The tool agents call to collect an outcome; registering it twice is harmless.
registerCallStatus(tm);

const agent: Caller = { kind: 'bridge', origin: 'https://agent.example' };
const reply = await tm.call('shop.buy', {}, { caller: agent, deadlineMs: 20 });
console.log(reply.code); // 'pending'
console.log(reply.isError); // undefined
console.log(reply.structuredContent); // { status: 'pending', callId: 'call-1', name: 'shop.buy', phase: 'waiting-for-person' }
console.log(reply.content[0]); // { type: 'text', text: `'shop.buy' is waiting for the person to decide: call call-1 has not failed and is not over. Do not call 'shop.buy' again for this. Call toolmark.call_status with {"callId":"call-1"} to wait for its outcome.` }

// The agent collects the outcome; the person approves meanwhile, and the status tool hands it over.
const outcome = await tm.call(CALL_STATUS, { callId: 'call-1' }, { caller: agent });
console.log(outcome.structuredContent); // { order: 7 }

// Only the caller that started the call may read it.
const other = await tm.call(CALL_STATUS, { callId: 'call-1' }, { caller: { kind: 'bridge', origin: 'https://other.example' } });
console.log(other.content[0]); // { type: 'text', text: "No call 'call-1' of yours is under way or waiting to be collected" }

/**
 * An in-page agent's way to call a tool and hold its true outcome: answered `pending` at its
 * deadline, it collects the outcome instead of calling again.
 */
export async function callAndCollect(name: string, input: unknown, caller: Caller): Promise<ToolResult> {
  let result = await tm.call(name, input, { caller, deadlineMs: DEFAULT_DEADLINE_MS });
  while (result.code === 'pending') {
    const { callId } = result.structuredContent as { callId: string };
    result = await tm.call(CALL_STATUS, { callId }, { caller });
  }
  return result;
}
console.log((await callAndCollect('shop.buy', {}, agent)).structuredContent); // { order: 7 }
