// The console's model section: with the URL of an OpenAI-compatible chat endpoint, a real model
// drives the page through its tools. Without one, nothing here runs and the rest still works.
import type { Toolmark } from '@toolmark/core';
import { h } from '../site/dom';
import { runAgentLoop, type AgentEvent } from './agent-loop';
import { compactJson, cut, resultText } from './format';

/**
 * Creates the transcript line of one loop event.
 *
 * @param event The event (its input already redacted).
 * @returns The line.
 */
function eventLine(event: AgentEvent): HTMLElement {
  switch (event.type) {
    case 'request':
      return h('li', { class: 'muted' }, `Request ${event.turn} with ${event.tools} tools`);
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
 * Creates the model section: endpoint, model, optional key, a prompt, and the transcript.
 *
 * @param tm The page's registry.
 * @returns The section.
 */
export function modelSection(tm: Toolmark): HTMLElement {
  const endpoint = h('input', { id: 'tm-endpoint', type: 'url', placeholder: 'http://127.0.0.1:11434/v1', autocomplete: 'off' });
  const model = h('input', { id: 'tm-model', placeholder: 'qwen2.5:7b', autocomplete: 'off' });
  // The key stays in this field: it is sent to the endpoint only, never stored.
  const apiKey = h('input', { id: 'tm-key', type: 'password', autocomplete: 'off' });
  const prompt = h('textarea', { id: 'tm-prompt', rows: 3 }, 'Find a flight from Lisbon to Copenhagen on 2026-06-12 for one person in economy, and add travel insurance to the cart.');
  const run = h('button', { type: 'submit', class: 'primary' }, 'Run');
  const stop = h('button', { type: 'button', disabled: true }, 'Stop');
  const transcript = h('ol', { class: 'transcript', 'aria-live': 'polite' });
  let controller: AbortController | undefined;

  const form = h(
    'form',
    { class: 'model-form' },
    h('label', { for: 'tm-endpoint' }, 'Chat endpoint (OpenAI-compatible)'),
    endpoint,
    h('div', { class: 'row' }, h('div', {}, h('label', { for: 'tm-model' }, 'Model'), model), h('div', {}, h('label', { for: 'tm-key' }, 'API key (optional)'), apiKey)),
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
    const outcome = await runAgentLoop({
      tm,
      settings: { endpoint: endpoint.value, model: model.value.trim() || 'default', ...(apiKey.value && { apiKey: apiKey.value }) },
      prompt: prompt.value,
      signal: controller.signal,
      onEvent: (agentEvent) => transcript.append(eventLine(agentEvent)),
    });
    if (outcome.status === 'failed') transcript.append(h('li', { class: 'result error' }, outcome.message));
    controller = undefined;
    run.disabled = false;
    stop.disabled = true;
  });
  stop.addEventListener('click', () => controller?.abort());

  return h(
    'section',
    { class: 'console-section', 'aria-labelledby': 'tm-model-heading' },
    h('h3', { id: 'tm-model-heading' }, 'Model'),
    h('p', { class: 'muted' }, 'Point it at a local model server (llama.cpp, Ollama, vLLM …) that allows this page’s origin. Its tool calls run through the same pipeline.'),
    form,
    transcript,
  );
}
