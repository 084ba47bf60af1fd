// The tools of the calls lab (calls.html): what real agents give up on. A destructive purge a person
// takes their time to approve, a report whose run takes 40 s and reports its progress, and a payment
// that asks the person for the card in the middle of its run (`ctx.ask`, a sensitive answer).
import { defineTool, fail, ok, type Registrar } from '@toolmark/core';
import * as v from 'valibot';

/** One thing a lab tool did, as the e2e tests read it: when it ran, and how it ended. */
export interface LabRun {
  readonly tool: string;
  readonly callId: string;
  /** `started` when `run` began, `finished` when it returned, `stopped` when its signal ended it. */
  readonly what: 'started' | 'finished' | 'stopped';
  /** `Date.now()` milliseconds. */
  readonly at: number;
}

/** What the lab's tools record: every run, and the answers the payment got (kept in the page only). */
export interface LabLog {
  readonly runs: LabRun[];
  /** The card numbers `lab.payment.pay` was given, by call id: what the tool received, for the test to compare. */
  readonly cards: Map<string, string>;
}

/** How long one page of the report takes, in milliseconds: 20 pages are the 40 s run. */
export const REPORT_PAGE_MS = 2_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Registers the lab's tools: `records.purge` (destructive: a person confirms it), `report.build` (a
 * long run with progress) and `payment.pay` (asks the person for a card with `ctx.ask`).
 *
 * @param registrar Where to register them (the lab registers them as `lab.*`).
 * @param log Where the tools record what they did.
 */
export function registerLabTools(registrar: Registrar, log: LabLog): void {
  const record = (tool: string, callId: string, what: LabRun['what']) => log.runs.push({ tool, callId, what, at: Date.now() });

  registrar.register(
    defineTool({
      name: 'records.purge',
      title: 'Purge old records',
      description: 'Deletes the records older than the given number of days. It cannot be undone, so the person confirms it.',
      input: v.object({ olderThanDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3650), v.description('Delete records older than this many days')) }),
      hints: { destructive: true },
      summary: ({ olderThanDays }) => `Delete every record older than ${olderThanDays} days`,
      run({ olderThanDays }, ctx) {
        record('records.purge', ctx.callId, 'started');
        record('records.purge', ctx.callId, 'finished');
        return ok({ purged: 12, olderThanDays });
      },
    }),
  );

  registrar.register(
    defineTool({
      name: 'report.build',
      title: 'Build the yearly report',
      description: `Builds the yearly report, one page every ${REPORT_PAGE_MS / 1000} s, and reports its progress. 20 pages take 40 s.`,
      input: v.object({ pages: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30), v.description('How many pages')), 20) }),
      hints: { readOnly: true },
      async run({ pages }, ctx) {
        record('report.build', ctx.callId, 'started');
        for (let page = 1; page <= pages; page++) {
          await sleep(REPORT_PAGE_MS, ctx.signal);
          // A caller that gave up ends the run: the rest of the pages are not built for nobody.
          if (ctx.signal.aborted) return record('report.build', ctx.callId, 'stopped'), fail('aborted', 'Stopped: the caller gave up');
          ctx.progress({ progress: page, total: pages, message: `Page ${page} of ${pages}` });
        }
        record('report.build', ctx.callId, 'finished');
        return ok({ report: `R-2026-${pages}`, pages });
      },
    }),
  );

  registrar.register(
    defineTool({
      name: 'delivery.reschedule',
      title: 'Reschedule the delivery',
      description: 'Moves the next delivery to a day the person chooses; they are asked which.',
      input: v.object({}),
      async run(_input, ctx) {
        record('delivery.reschedule', ctx.callId, 'started');
        // Nothing sensitive: a client that can ask its user (MCP elicitation) may ask instead of the card.
        const answer = await ctx.ask({
          message: 'Which day suits you for the delivery?',
          input: v.object({ day: v.picklist(['monday', 'wednesday', 'friday']) }),
          jsonSchema: { type: 'object', properties: { day: { type: 'string', title: 'Day', enum: ['monday', 'wednesday', 'friday'] } }, required: ['day'] },
        });
        if (!answer.ok) return record('delivery.reschedule', ctx.callId, 'stopped'), fail(answer.code, answer.message);
        record('delivery.reschedule', ctx.callId, 'finished');
        return ok({ rescheduled: answer.value.day });
      },
    }),
  );

  registrar.register(
    defineTool({
      name: 'payment.pay',
      title: 'Pay the invoice',
      description: 'Pays an invoice. The person is asked which card pays it; the agent never sees the card.',
      input: v.object({ amount: v.pipe(v.number(), v.minValue(1), v.maxValue(10_000), v.description('The amount in euros')) }),
      async run({ amount }, ctx) {
        record('payment.pay', ctx.callId, 'started');
        const answer = await ctx.ask({
          message: `Which card should pay the invoice of €${amount}?`,
          input: v.object({ cardholder: v.pipe(v.string(), v.minLength(2)), cardNumber: v.pipe(v.string(), v.regex(/^\d[\d -]{10,21}\d$/)) }),
          jsonSchema: {
            type: 'object',
            properties: {
              cardholder: { type: 'string', title: 'Name on card', minLength: 2 },
              cardNumber: { type: 'string', title: 'Card number', description: '12 to 19 digits' },
            },
            required: ['cardholder', 'cardNumber'],
          },
          sensitivePaths: ['cardNumber'],
        });
        if (!answer.ok) return record('payment.pay', ctx.callId, 'stopped'), fail(answer.code, answer.message);
        const { cardholder, cardNumber } = answer.value;
        log.cards.set(ctx.callId, cardNumber);
        const last4 = cardNumber.replace(/\D/g, '').slice(-4);
        // Both name the full number on purpose: the registry must scrub it (a sensitive answer is a
        // secret of the call), or the e2e's leak check fails.
        ctx.progress({ message: `Charging the card ${cardNumber}` });
        record('payment.pay', ctx.callId, 'finished');
        return ok({ paid: true, amount, cardholder, card: `•••• ${last4}`, receipt: `Charged €${amount} to ${cardNumber}` });
      },
    }),
  );
}
