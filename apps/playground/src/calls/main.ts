// The calls lab (calls.html): the page the agent e2e (e2e/agents/deadlines.check.ts, ask.check.ts)
// drives to prove that calls survive an agent's deadline and that `ctx.ask` keeps a sensitive answer
// to the tool. Its tools are published to native WebMCP and served over the postMessage bridge to a
// page of the other loopback origin (calls-client.html); a person confirms and answers on the
// page's cards. Everything that leaves the registry is watched from the start, for the leak checks.
import { createToolmark, type Toolmark } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { findLeak, findLeaks, readDomText, watchChannels, type FoundLeak } from '@toolmark/testing';
import { confirmWith, type ActivityElement } from '@toolmark/ui';
import '@toolmark/ui/define';
import { createBridge, findModelContext, publish } from '@toolmark/webmcp';
import { must } from '../site/dom';
import { runScriptedAgent, type ScriptedRun } from './scripted-agent';
import { registerLabTools, type LabLog } from './tools';

/** What the e2e tests reach of the lab, over their own connection to the page. */
export interface CallsLab {
  readonly tm: Toolmark;
  readonly log: LabLog;
  /** Where the registry's outputs came out with the secret: results, events, state, the activity log's DOM, native WebMCP answers. */
  leaks(secret: string): FoundLeak[];
  /** Where a secret is in the page's whole DOM now, if anywhere (`readDomText`). */
  domLeak(secret: string): string | undefined;
  /** Where a secret is in a payload the test brings (an agent's transcript), if anywhere. */
  findLeak(payload: unknown, secret: string): string | undefined;
  /** Runs the in-page agent loop with a scripted model that pays an invoice. */
  runAgent(amount: number): Promise<ScriptedRun>;
  /** How often the page was shown again from the back/forward cache (the agent navigated away and back). */
  restored: number;
}

declare global {
  interface Window {
    lab: CallsLab;
  }
}

// The bridge answers the page of the other loopback name (127.0.0.1 ↔ localhost): a cross-origin parent.
const otherOrigin = `${location.protocol}//${location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${location.port}`;

const tm = createToolmark({ toJsonSchema, compileJsonSchema: fromJsonSchema });
confirmWith(tm);
const log: LabLog = { runs: [], cards: new Map() };
registerLabTools(tm.scope('lab'), log);

const activity = must<ActivityElement>('tm-activity');
activity.tm = tm;
const modelContext = findModelContext();
// Before publish: the watch sees every descriptor registered and every answer `execute` gives.
const watch = watchChannels(tm, { document: activity, ...(modelContext && { modelContext }) });
// `?deadline=off` publishes without a deadline, as before issue #34: the control case the e2e uses to
// show what an agent does without one (Playwright MCP gives up after 30 s).
const deadlineOff = new URLSearchParams(location.search).get('deadline') === 'off';
publish(tm, { modelContext, ...(deadlineOff && { deadlineMs: Infinity }) });
createBridge(tm, { allowedOrigins: [otherOrigin] });

window.lab = {
  tm,
  log,
  leaks: (secret) => findLeaks(watch, secret),
  domLeak: (secret) => findLeak(readDomText(document), secret),
  findLeak,
  runAgent: (amount) => runScriptedAgent(tm, amount),
  restored: 0,
};
addEventListener('pageshow', (event) => event.persisted && window.lab.restored++);
document.body.dataset['ready'] = 'true';
