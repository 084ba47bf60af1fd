// What an AI SDK tool's `execute` returns for one call (spec §21.6): the registry's result, as a
// promise, as before; and, for the SDK, which iterates what `execute` returns when it can, a
// preliminary output each time the call starts waiting for the person, then the result.
import type { CallHandle, ToolResult } from '@toolmark/core';

/** A promise of the call's result that is also the SDK's stream of its outputs, the result last. */
export type CallOutputs = Promise<ToolResult> & AsyncIterable<ToolResult>;

/**
 * The preliminary output of a call that waits for the person (spec §21.6): a confirmation card, or
 * a question its `run` asks. A tool result like any other, so the tool's output type stays
 * `ToolResult`; the SDK marks it `preliminary` and never sends it to the model.
 *
 * @param call The call, waiting.
 * @returns The output.
 */
export function waitingOutput(call: CallHandle): ToolResult {
  return {
    content: [{ type: 'text', text: `Waiting for approval: '${call.name}' goes on once the person decides on the page.` }],
    structuredContent: { status: 'waiting-for-person', callId: call.id, name: call.name },
  };
}

/**
 * The outputs of a call as `execute` returns them: a promise of the result (what `await
 * tool.execute(…)` reads) that is also an async iterable (what the SDK reads, ai 6 and 7 alike).
 *
 * @param call The call's handle.
 * @returns The outputs.
 */
export function callOutputs(call: CallHandle): CallOutputs {
  // A promise of its own: the handle's stays as core made it.
  const outputs = call.result.then((result) => result) as CallOutputs;
  outputs[Symbol.asyncIterator] = () => follow(call);
  return outputs;
}

// Yields a waiting output each time the call enters `waiting-for-person`, while it is under way, then
// its result. The SDK takes the last output as the tool's output, so that is the result.
async function* follow(call: CallHandle): AsyncGenerator<ToolResult, void> {
  const waits: ToolResult[] = [];
  let waiting = false;
  let wake = () => {};
  const look = (now: CallHandle) => {
    const asks = now.phase === 'waiting-for-person';
    if (asks && !waiting) waits.push(waitingOutput(now));
    waiting = asks;
    wake();
  };
  // The synchronous steps ran in `start`: a call that asks the person is waiting already.
  look(call);
  const stop = call.subscribe(look);
  try {
    while (call.phase !== 'settled') {
      const next = waits.shift();
      if (next) yield next;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
    yield await call.result;
  } finally {
    stop();
  }
}
