// The console's model section: with the URL of a model server (OpenAI Chat Completions or
// Responses, Anthropic Messages), a real model drives the page through its tools with
// `@toolmark/agent`'s loop (spec §21). Without one, nothing here runs and the rest still works.
import { runAgent, type AgentEvent, type AgentOutcome, type AgentState, type WireFormatName } from '@toolmark/agent';
import type { Toolmark } from '@toolmark/core';
import { h } from '../site/dom';
import { compactJson, cut, resultText, stateText } from './format';

/** Who the model's calls come from (spec §19.2). */
const MODEL_CALLER = { kind: 'in-page', id: 'model', name: 'the console’s model' } as const;

/** How often the state line's wait ticks. */
const TICK_MS = 100;

/** The wire formats offered, with their labels. */
const FORMATS: readonly (readonly [WireFormatName, string])[] = [
  ['openai-chat', 'OpenAI chat completions'],
  ['openai-responses', 'OpenAI responses'],
  ['anthropic-messages', 'Anthropic messages'],
];

/**
 * Creates the transcript line of one loop event, or nothing for a state change (the state line shows those).
 *
 * @param event The event (its input and result already redacted).
 * @returns The line.
 */
function eventLine(event: AgentEvent): HTMLElement | undefined {
  switch (event.type) {
    case 'state':
      return event.state.phase === 'requesting' ? h('li', { class: 'muted' }, `Request ${event.state.turn} · ${event.state.tools} tools`) : undefined;
    case 'say':
      return h('li', { class: 'say' }, cut(event.text));
    case 'call':
      return h('li', { class: 'call' }, h('code', {}, event.name), ' ', h('code', { class: 'input' }, compactJson(event.input)));
    case 'result':
      return h('li', { class: event.result.isError ? 'result error' : 'result' }, resultText(event.result));
    case 'refused':
      return h('li', { class: 'result error' }, `${event.name}: ${event.message}`);
  }
}

/**
 * Creates the transcript line of a run's ending, when it did not answer.
 *
 * @param outcome The outcome.
 * @returns The line, or `undefined` for an answer (already said).
 */
function outcomeLine(outcome: AgentOutcome): HTMLElement | undefined {
  if (outcome.code === 'answered') return undefined;
  return h('li', { class: 'result error', 'data-code': outcome.code }, `[${outcome.code}] ${outcome.message}`);
}

/**
 * Creates the model section: endpoint, wire format, model, optional key, a prompt, the run's state line
 * (request, tools, seconds waited), a Stop button and the transcript.
 *
 * @param tm The page's registry.
 * @returns The section.
 */
export function modelSection(tm: Toolmark): HTMLElement {
  const endpoint = h('input', { id: 'tm-endpoint', type: 'url', placeholder: 'http://127.0.0.1:11434/v1', autocomplete: 'off' });
  const format = h('select', { id: 'tm-format' }, ...FORMATS.map(([value, label]) => h('option', { value }, label)));
  const model = h('input', { id: 'tm-model', placeholder: 'qwen2.5:7b', autocomplete: 'off' });
  // The key stays in this field: it is sent to the endpoint only, never stored.
  const apiKey = h('input', { id: 'tm-key', type: 'password', autocomplete: 'off' });
  const prompt = h('textarea', { id: 'tm-prompt', rows: 3 }, 'Find a flight from Lisbon to Copenhagen on 2026-06-12 for one person in economy, and add travel insurance to the cart.');
  const run = h('button', { type: 'submit', class: 'primary' }, 'Run');
  const stop = h('button', { type: 'button', disabled: true, 'data-testid': 'agent-stop' }, 'Stop');
  const status = h('p', { class: 'agent-state muted', 'data-testid': 'agent-state', 'aria-live': 'polite' });
  const transcript = h('ol', { class: 'transcript', 'aria-live': 'polite' });
  let controller: AbortController | undefined;
  let state: AgentState | undefined;
  const showState = () => {
    status.textContent = state ? stateText(state, Date.now()) : '';
    if (state) status.dataset['phase'] = state.phase;
  };

  const form = h(
    'form',
    { class: 'model-form' },
    h('label', { for: 'tm-endpoint' }, 'Model endpoint'),
    endpoint,
    h(
      'div',
      { class: 'row' },
      h('div', {}, h('label', { for: 'tm-format' }, 'API'), format),
      h('div', {}, h('label', { for: 'tm-model' }, 'Model'), model),
      h('div', {}, h('label', { for: 'tm-key' }, 'API key (optional)'), apiKey),
    ),
    h('label', { for: 'tm-prompt' }, 'Ask'),
    prompt,
    h('div', { class: 'toolbar' }, run, stop),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (controller) return;
    controller = new AbortController();
    run.disabled = true;
    stop.disabled = false;
    transcript.replaceChildren();
    state = undefined;
    const ticking = setInterval(showState, TICK_MS);
    const outcome = await runAgent({
      tm,
      endpoint: { url: endpoint.value, format: format.value as WireFormatName, model: model.value.trim() || 'default', ...(apiKey.value && { apiKey: apiKey.value }) },
      prompt: prompt.value,
      // The console's caller id (spec §19.2): the activity log tells the model's calls from the plan's.
      caller: MODEL_CALLER,
      signal: controller.signal,
      onEvent: (agentEvent) => {
        if (agentEvent.type === 'state') state = agentEvent.state;
        showState();
        const line = eventLine(agentEvent);
        if (line) transcript.append(line);
      },
    });
    clearInterval(ticking);
    showState();
    const ending = outcomeLine(outcome);
    if (ending) transcript.append(ending);
    controller = undefined;
    run.disabled = false;
    stop.disabled = true;
  });
  stop.addEventListener('click', () => controller?.abort());

  return h(
    'section',
    { class: 'console-section', 'aria-labelledby': 'tm-model-heading' },
    h('h3', { id: 'tm-model-heading' }, 'Model'),
    h('p', { class: 'muted' }, 'Point it at a model server (llama.cpp, Ollama, vLLM, or a provider’s API) that allows this page’s origin. Its tool calls run through the same pipeline.'),
    form,
    status,
    transcript,
  );
}
