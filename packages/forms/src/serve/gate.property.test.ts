// @vitest-environment happy-dom
// docs/security.md T5, T10, T11 (issue 33, one gate): every way Toolmark runs a tool or submits a form
// for an agent asks the person when the hints say so, and never sends a form to another origin.
// Hostile cases are generated over run path × hints × the person's decision × where the form posts ×
// autosubmit, and checked against an oracle written from the threat model, not from the code.
// Seeded: `FC_SEED` overrides the seed, printed with the run; `FC_RUNS_SCALE` multiplies the runs.
import { createToolmark, ok, type ConfirmHandler, type ToolHints, type Toolmark } from '@toolmark/core';
import { publish } from '@toolmark/webmcp';
import { registerPageWizard } from '@toolmark/wizard';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { defineFormTool } from '../define-form-tool.js';
import { scanForms } from '../scan/scan-forms.js';
import { formResponse } from '../submit/form-response.js';
import { fakeModelContext, settled } from './fake-model-context.test-support.js';
import { serveDeclarativeForms } from './serve-declarative-forms.js';

const SEED = Number(process.env['FC_SEED'] ?? 33_2026);
const RUNS = 1_000 * Number(process.env['FC_RUNS_SCALE'] ?? 1);

/** Every way a call reaches a tool: a code tool and a form tool through `tm.call`, a published form tool through the model context's `execute`, a served form with the page's registry (the script tag) and without one (the polyfill alone), a page wizard's last step (it always submits). */
const PATHS = ['code', 'form-call', 'published', 'served', 'served-alone', 'wizard'] as const;
type Path = (typeof PATHS)[number];

/** Hints as markup or code gives them, and whether the threat model wants a person asked (docs/security.md T5). */
const HINTS: readonly { readonly markup: string; readonly code?: ToolHints; readonly asks: boolean }[] = [
  { markup: '', asks: false },
  { markup: 'data-toolmark-confirm', asks: true },
  { markup: 'data-toolmark-confirm="always"', asks: true },
  { markup: 'data-toolmark-confirm="yes"', asks: true },
  { markup: 'data-toolmark-confirm="false"', asks: false },
  { markup: 'data-toolmark-confirm="auto"', asks: false },
  { markup: 'data-toolmark-destructive', asks: true },
  { markup: 'data-toolmark-destructive data-toolmark-confirm="auto"', asks: true },
  { markup: 'data-toolmark-destructive data-toolmark-confirm="never"', asks: false },
  { markup: '', code: { consequential: true }, asks: true },
  { markup: '', code: { destructive: true, confirm: 'never' }, asks: false },
];

/** What the person does with a card: only `true` approves (spec §3.4). */
const DECISIONS = ['approve', 'deny', 'no handler', 'throws', 'truthy'] as const;
type Decision = (typeof DECISIONS)[number];

/** Where the submit goes: the form's markup and button, and whether that is the page's own origin. */
const TARGETS: readonly { readonly form: string; readonly button?: string; readonly base?: string; readonly own: boolean }[] = [
  { form: '', own: true },
  { form: 'action="/pay"', own: true },
  { form: `action="${location.origin}/pay"`, own: true },
  { form: 'method="dialog"', own: true },
  { form: 'action="https://evil.example/collect"', own: false },
  { form: 'action="//evil.example/collect"', own: false },
  { form: 'action="javascript:void 0"', own: false },
  { form: '', button: 'formaction="https://evil.example/collect"', own: false },
  { form: 'action="collect"', base: 'https://evil.example/', own: false },
];

interface Case {
  readonly path: Path;
  readonly hints: (typeof HINTS)[number];
  readonly decision: Decision;
  readonly target: (typeof TARGETS)[number];
  readonly autosubmit: boolean;
}

/** What happened in one case. */
interface Seen {
  cards: number;
  submits: number;
  ran: boolean;
  filled: boolean;
  /** The answer the agent got, as text (a rejection's message included). */
  answer: string;
}

const handlers: Record<Decision, ConfirmHandler | undefined> = {
  approve: () => true,
  deny: () => false,
  'no handler': undefined,
  throws: () => {
    throw new Error('card failed');
  },
  truthy: () => 'yes' as never,
};

/**
 * Runs one case from a clean page, and says what happened.
 *
 * @param one The case.
 * @returns What was seen.
 */
async function runCase({ path, hints, decision, target, autosubmit }: Case): Promise<Seen> {
  const seen: Seen = { cards: 0, submits: 0, ran: false, filled: false, answer: '' };
  const handler = handlers[decision];
  const tm: Toolmark = createToolmark(handler ? { confirm: (request) => (seen.cards++, handler(request)) } : {});
  const cleanup: (() => void)[] = [];
  if (target.base) {
    const base = document.head.appendChild(document.createElement('base'));
    base.href = target.base;
    cleanup.push(() => base.remove());
  }
  document.body.innerHTML =
    path === 'wizard'
      ? // One step, the last: its markup carries the hints, its submit button the target.
        `<form id="f" ${target.form}><fieldset data-toolmark-step="pay" ${hints.markup}><input name="to"><button type="submit" ${target.button ?? ''}>Pay</button></fieldset></form><p role="status"></p>`
      : `<form id="f" toolname="pay" tooldescription="Pays" ${autosubmit ? 'toolautosubmit' : ''} ${hints.markup} ${target.form}><input name="to"><button ${target.button ?? ''}>Pay</button></form>`;
  const form = document.getElementById('f') as HTMLFormElement;
  // A submit the page answers, as natively and in Toolmark's runs; nothing navigates in the test.
  const onSubmit = (event: Event) => {
    seen.submits++;
    event.preventDefault();
    formResponse(event, 'paid');
    // What a page wizard reads as taken: a new status text.
    document.querySelector('[role=status]')?.replaceChildren('Paid');
  };
  document.addEventListener('submit', onSubmit, true);
  cleanup.push(() => document.removeEventListener('submit', onSubmit, true));
  const aborting = new AbortController();
  const answer = (value: unknown) => (seen.answer = typeof value === 'string' ? value : JSON.stringify(value));
  try {
    if (path === 'code') {
      tm.register({ name: 'pay', description: 'Pays', hints: { ...hintsOf(hints) }, run: () => ((seen.ran = true), ok('paid')) });
      answer(await tm.call('pay', {}));
    } else if (path === 'wizard') {
      registerPageWizard(tm, form, hints.code ? { hints: { pay: hints.code } } : {});
      await tm.call('f.start', {});
      answer(await tm.call('f.pay', { to: 'mallory' }));
    } else if (path === 'form-call' || path === 'published') {
      tm.register(defineFormTool(form, hints.code ? { hints: hints.code } : {}));
      if (path === 'form-call') answer(await tm.call('pay', { to: 'mallory' }));
      else {
        const context = fakeModelContext();
        const publication = publish(tm, { modelContext: context as never });
        cleanup.push(publication.dispose);
        await publication.settled();
        answer(await context.run('pay', { to: 'mallory' }, aborting.signal));
      }
    } else {
      const context = fakeModelContext();
      (document as { modelContext?: unknown }).modelContext = context;
      cleanup.push(() => delete (document as { modelContext?: unknown }).modelContext);
      const service = serveDeclarativeForms(context, document, path === 'served' ? { registry: () => tm } : {});
      cleanup.push(service.dispose);
      if (path === 'served') cleanup.push(scanForms(tm, document, hints.code ? { hints: hints.code } : {}).dispose);
      // A run that waits for the person (no autosubmit) stays pending: the checks come first, then the abort ends it.
      const run = context.run('pay', { to: 'mallory' }, aborting.signal).then(answer, (error: Error) => answer(`rejected: ${error.message}`));
      await Promise.race([run, settled()]);
    }
    seen.filled = (form.elements.namedItem('to') as HTMLInputElement).value === 'mallory';
    return seen;
  } finally {
    aborting.abort();
    await settled();
    cleanup.reverse().forEach((clean) => clean());
    document.body.innerHTML = '';
  }
}

/**
 * The hints a code tool gets for a row: the markup's, written as code.
 *
 * @param row The row.
 * @returns The hints.
 */
function hintsOf(row: (typeof HINTS)[number]): ToolHints {
  if (row.code) return row.code;
  const confirm = /data-toolmark-confirm(?:="(\w+)")?/.exec(row.markup);
  const word = confirm?.[1];
  return {
    ...(row.markup.includes('destructive') && { destructive: true }),
    ...(confirm && word !== 'false' && { confirm: word === 'auto' || word === 'never' ? word : 'always' }),
  };
}

/**
 * The oracle (docs/security.md T5, T10): what must have happened in a case.
 *
 * @param one The case.
 * @param seen What happened.
 */
function check({ path, hints, decision, target, autosubmit: asked }: Case, seen: Seen): void {
  let autosubmit = asked;
  // The polyfill alone has no one to ask: a form that asks for a person is refused (fail closed).
  const askable = path !== 'served-alone' && decision !== 'no handler';
  const allowed = !hints.asks || (askable && decision === 'approve');
  expect(seen.cards, 'a card exactly when the hints ask and a handler is there').toBe(hints.asks && askable ? 1 : 0);
  if (path === 'code') {
    expect(seen.ran, 'run is reached iff allowed').toBe(allowed);
    return;
  }
  // A wizard's last step always submits: it has no autosubmit to leave off.
  if (path === 'wizard') autosubmit = true;
  expect(seen.filled, 'filled iff allowed').toBe(allowed);
  // Never to another origin; to the page's own only when allowed and the form asks to be sent.
  expect(seen.submits, 'submitted iff allowed, autosubmit and the page’s own origin').toBe(allowed && autosubmit && target.own ? 1 : 0);
  if (allowed && autosubmit && !target.own) expect(seen.answer, 'the agent is told the person submits it').toMatch(/Filled in; it sends to another site, so it waits for the person to submit it\./);
  if (!allowed) expect(seen.answer, 'a refusal says why').toMatch(/declined|needs a person's confirmation/);
}

describe('docs/security.md T5, T10, T11: one gate for every run path (property)', () => {
  let cases = 0;
  let failures = 0;
  afterAll(() => console.log(`[security] gate: ${cases} cases, seed ${SEED}, ${failures} failures`));

  test(`${RUNS} cases: asked iff the hints say so, run or submitted iff allowed, never to another origin`, async () => {
    const arbitrary = fc.record({
      path: fc.constantFrom(...PATHS),
      hints: fc.constantFrom(...HINTS),
      decision: fc.constantFrom(...DECISIONS),
      target: fc.constantFrom(...TARGETS),
      autosubmit: fc.boolean(),
    }).filter((one) => !(one.path === 'served-alone' && one.hints.code)); // the polyfill alone has no registry to give code hints

    await fc.assert(
      fc.asyncProperty(arbitrary, async (one) => {
        cases++;
        try {
          check(one, await runCase(one));
        } catch (error) {
          failures++;
          throw error;
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 300_000);
});
