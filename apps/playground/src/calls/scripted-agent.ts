// The in-page agent of the calls lab: `@toolmark/agent`'s runAgent over the lab's registry, with a
// scripted model in place of a model server (its `fetch` option). The model asks to pay an invoice,
// then answers in words; everything the loop sent and reported is its transcript, for the leak check.
import { runAgent, type AgentEvent, type AgentOutcome } from '@toolmark/agent';
import type { Toolmark } from '@toolmark/core';

/** What a scripted run gives the test. */
export interface ScriptedRun {
  readonly outcome: AgentOutcome;
  /** Every request body the loop sent the model, every event it reported, and its outcome: what an agent holds. */
  readonly transcript: unknown[];
  /** The text of the tool result the model was sent back. */
  readonly toolAnswer: string | undefined;
}

interface ChatBody {
  readonly tools: readonly { readonly function: { readonly name: string } }[];
  readonly messages: readonly { readonly role: string; readonly content?: unknown }[];
}

/**
 * Runs the agent loop with a scripted model (OpenAI chat format): its first reply calls the lab's
 * payment tool with `amount`, its second answers "Paid.".
 *
 * @param tm The lab's registry.
 * @param amount The invoice.
 * @returns The outcome and the transcript.
 */
export async function runScriptedAgent(tm: Toolmark, amount: number): Promise<ScriptedRun> {
  const transcript: unknown[] = [];
  let toolAnswer: string | undefined;
  const model = async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init?.body)) as ChatBody;
    transcript.push(body);
    const answered = body.messages.find((message) => message.role === 'tool');
    let message: object;
    if (answered) {
      toolAnswer = String(answered.content);
      message = { role: 'assistant', content: 'Paid.' };
    } else {
      // The wire name of `lab.payment.pay` (providers may rewrite the dots), as the request lists it.
      const name = body.tools.map((tool) => tool.function.name).find((wire) => wire.includes('payment'));
      message = { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name, arguments: JSON.stringify({ amount }) } }] };
    }
    return new Response(JSON.stringify({ choices: [{ message }] }), { headers: { 'Content-Type': 'application/json' } });
  };
  const outcome = await runAgent({
    tm,
    endpoint: { url: 'http://model.test/v1', model: 'scripted', format: 'openai-chat' },
    prompt: `Pay the invoice of €${amount}.`,
    fetch: model as typeof fetch,
    onEvent: (event: AgentEvent) => void transcript.push(event),
  });
  transcript.push(outcome);
  return { outcome, transcript, toolAnswer };
}
