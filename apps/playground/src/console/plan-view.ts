// The console's plan player: pick a recorded plan, play it (or step through it) and watch each call.
import type { Toolmark } from '@toolmark/core';
import { h } from '../site/dom';
import { compactJson, resultText } from './format';
import type { Plan } from './plan';
import { createPlanPlayer, type PlanPlayer, type StepRecord } from './plan-player';
import { redactInput } from './redact-input';

const STATUS_WORDS = { pending: 'to do', running: 'running', done: 'done', failed: 'failed', skipped: 'skipped' } as const;

/**
 * Creates the plan player's section.
 *
 * @param tm The page's registry.
 * @param plans The recorded plans, the first one selected.
 * @returns The section.
 */
export function planSection(tm: Toolmark, plans: readonly Plan[]): HTMLElement {
  const select = h('select', { id: 'tm-plan', 'data-testid': 'plan-select' }, ...plans.map((plan, index) => h('option', { value: index }, plan.title)));
  const play = h('button', { type: 'button', class: 'primary', 'data-testid': 'plan-play' }, 'Play');
  const next = h('button', { type: 'button' }, 'Next step');
  const stop = h('button', { type: 'button' }, 'Stop');
  const reset = h('button', { type: 'button' }, 'Reset');
  const log = h('ol', { class: 'plan-log', 'data-testid': 'plan-log' });
  const status = h('p', { class: 'plan-status', role: 'status', 'data-testid': 'plan-status' });
  let player: PlanPlayer;
  /** A run started from Play or Next here, by the person, is under way. */
  let startedHere = false;

  const render = (records: readonly StepRecord[]) => {
    log.replaceChildren(
      ...records.map(({ step, status: stepStatus, result }) =>
        h(
          'li',
          { class: 'step', 'data-status': stepStatus },
          h('span', { class: 'badge' }, STATUS_WORDS[stepStatus]),
          h('code', { class: 'tool' }, step.tool),
          step.note && h('span', { class: 'note' }, step.note),
          // The tool's sensitive paths are redacted before the input is shown: the card stays in the plan.
          h('code', { class: 'input' }, compactJson(redactInput(step.input, tm.info(step.tool)))),
          result && h('span', { class: result.isError ? 'result error' : 'result' }, resultText(result, 200)),
        ),
      ),
    );
    const done = records.filter((record) => record.status === 'done').length;
    const failed = records.find((record) => record.status === 'failed');
    status.textContent = failed
      ? `Stopped at ${failed.step.tool}: ${failed.result?.code ?? 'error'}.`
      : done === records.length
        ? `Plan finished: ${done} of ${records.length} steps done.`
        : `${done} of ${records.length} steps done.`;
    play.disabled = next.disabled = player.busy() || player.finished();
    stop.disabled = !player.busy();
    // Play and Next are disabled while the plan runs, so focus left them (for <body>, and a card's
    // return has nowhere better to go, spec §17.7): once a run the person started ends, Reset, the
    // control that acts now, takes it, unless the person has put focus somewhere since.
    if (startedHere && !player.busy()) {
      startedHere = false;
      const active = document.activeElement;
      if (active === null || active === document.body || active === play || active === next) reset.focus({ preventScroll: true });
    }
  };
  const load = () => {
    player?.reset();
    player = createPlanPlayer(tm, plans[Number(select.value)] as Plan, { onChange: render });
    render(player.records());
  };

  select.addEventListener('change', load);
  play.addEventListener('click', () => ((startedHere = true), void player.play()));
  next.addEventListener('click', () => ((startedHere = true), void player.step()));
  stop.addEventListener('click', () => player.stop());
  reset.addEventListener('click', () => player.reset());
  load();

  return h(
    'section',
    { class: 'console-section', 'aria-labelledby': 'tm-plan-heading' },
    h('h3', { id: 'tm-plan-heading' }, 'Recorded plan'),
    h('p', { class: 'muted' }, 'Replays the tool calls an agent made, one at a time, through the same pipeline. Calls that need a person wait for a card on the page.'),
    h('div', { class: 'toolbar' }, h('label', { for: 'tm-plan' }, 'Plan'), select, play, next, stop, reset),
    status,
    log,
  );
}
