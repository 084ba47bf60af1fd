// The agent console: an in-page agent that finds the page's registry and drives it through its
// public API only. It is not part of the site; both flavours load it as a separate module.
import type {} from '@toolmark/ui';
import { h, must } from '../site/dom';
import { locateRegistry } from './locate-registry';
import { modelSection } from './model-view';
import { planTitle, readPlan, type Plan } from './plan';
import { planSection } from './plan-view';
import { statusSection } from './status-view';
import { widgetsDefined } from './widgets';

const planFiles = import.meta.glob<unknown>('../../plans/*.json', { eager: true, import: 'default' });

/**
 * Reads the recorded plans shipped in `plans/`; a malformed one is reported in the console, not thrown.
 *
 * @returns The plans, by file name.
 */
function loadPlans(): Plan[] {
  const plans: Plan[] = [];
  for (const [path, value] of Object.entries(planFiles)) {
    const read = readPlan(planTitle(path), value);
    if ('plan' in read) plans.push(read.plan);
    else console.warn(`[toolmark playground] ${read.message}`);
  }
  return plans;
}

/**
 * Mounts the console in `#agent-console` once the page's registry is found.
 *
 * @returns A promise that settles when the console is shown.
 */
async function mountConsole(): Promise<void> {
  const root = must('#agent-console');
  const found = await locateRegistry();
  if (!found) {
    root.replaceChildren(h('h2', {}, 'Agent console'), h('p', { class: 'error' }, 'This page offers no Toolmark registry (window.Toolmark.tm or window.toolmark).'));
    return;
  }
  const { tm, source } = found;
  await widgetsDefined(source);
  const tools = document.createElement('tm-tool-list');
  tools.tm = tm;
  const activity = document.createElement('tm-activity');
  activity.tm = tm;
  activity.setAttribute('data-testid', 'activity');
  root.replaceChildren(h('h2', {}, 'Agent console'), statusSection(tm, source), planSection(tm, loadPlans()), activity, modelSection(tm), tools);
  root.dataset['ready'] = 'true';
}

// No top-level await: a bundler may evaluate this module before the page's own, which must not wait for it.
void mountConsole();
