// `ctx.ask` (issue #34): a tool asks the person for something only they can give, mid-call, from every
// caller a page has: native WebMCP (Playwright MCP 0.0.86), the postMessage bridge (the MCP SDK's
// client) and the in-page agent loop (`@toolmark/agent`'s runAgent, a scripted model). The payment
// asks for a card number at a sensitive path; the person types it into the card's form; the tool
// gets it, and the number appears in no channel: results, events, state, the activity log's DOM, the
// page's DOM once the card closed, native WebMCP's answers, the bridge's messages, the agent's
// transcript. The tool echoes the number into its progress and result on purpose: the registry must
// scrub both. Leaks are looked for with @toolmark/testing's `findLeak` (every encoding the egress scrubs).
import { expect, test, type Frame, type Page } from '@playwright/test';
import { cardWith, openAgentLab, openBridgeLab, runsOf, type AgentLab, type BridgeLab } from './lab';

/** The card the person pays with (a Luhn-valid test number), as they type it. */
const CARD = '4000 0566 5566 5556';
/** Every form of it the agent must not get back, each searched in all its encodings. */
const SECRETS = [CARD, CARD.replaceAll(' ', '')];

/**
 * The person answers the payment's question on its card: the name and the card number, then Send.
 *
 * @param lab The lab page or frame.
 */
async function payWithCard(lab: Page | Frame): Promise<void> {
  const card = cardWith(lab, 'Which card should pay the invoice of €42?');
  await expect(card).toBeVisible();
  const number = card.getByLabel('Card number');
  // A sensitive field is a password input: the number is never shown.
  await expect(number).toHaveAttribute('type', 'password');
  await card.getByLabel('Name on card').fill('ADA LOVELACE');
  await number.fill(CARD);
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card).toHaveCount(0);
}

/**
 * Checks that the page's channels hold no form of the card: what the registry let out (results,
 * events, state, the activity log, native WebMCP's answers) and the whole DOM now.
 *
 * @param lab The lab page or frame.
 */
async function expectNoLeakIn(lab: Page | Frame): Promise<void> {
  // The watch sees the channels: the cardholder's name, not sensitive, came out in the result.
  expect(await lab.evaluate(() => window.lab.leaks('ADA LOVELACE').map((leak) => leak.channel))).toContain('result');
  for (const secret of SECRETS) {
    expect(await lab.evaluate((form) => window.lab.leaks(form), secret)).toEqual([]);
    expect(await lab.evaluate((form) => window.lab.domLeak(form), secret)).toBeUndefined();
  }
}

/**
 * Looks for the card in something the agent holds, with the page's leak finder.
 *
 * @param lab The lab page or frame.
 * @param payload What the agent received.
 * @returns Where each form of the card was found (`undefined` where not).
 */
function leaksOf(lab: Page | Frame, payload: unknown): Promise<(string | undefined)[]> {
  return lab.evaluate(([held, secrets]) => secrets.map((secret) => window.lab.findLeak(held, secret)), [payload, SECRETS] as const);
}

/** What the payment answers once paid, scrubbed. */
const PAID = { paid: true, amount: 42, cardholder: 'ADA LOVELACE', card: '•••• 5556' };

test.describe('ctx.ask from native WebMCP, Playwright MCP', () => {
  let lab: AgentLab;
  test.beforeAll(async () => {
    lab = await openAgentLab();
  });
  test.afterAll(() => lab?.close());

  test('the payment asks for the card on the page; the person answers; the tool gets it, and the number is in no channel', async () => {
    const { agent, page } = lab;
    const answer = agent.page('lab.payment.pay', { amount: 42 });
    await payWithCard(page);
    const { result } = await answer;
    expect(result?.isError).toBeUndefined();
    expect(result?.structuredContent).toMatchObject(PAID);
    // The tool received the number as typed.
    const [run] = await runsOf(page, 'payment.pay');
    expect(await page.evaluate((id) => window.lab.log.cards.get(id), run!.callId)).toBe(CARD);

    await expectNoLeakIn(page);
    // The agent looks at the page once more, as agents do after a call: its snapshots are received too.
    await agent.tool('browser_snapshot', {});
    const received = agent.everythingReceived();
    expect(received).toContain('•••• 5556');
    expect(await leaksOf(page, received)).toEqual(SECRETS.map(() => undefined));
  });
});

test.describe('ctx.ask over the bridge, and from the in-page agent', () => {
  test.describe.configure({ mode: 'serial' });
  let lab: BridgeLab;
  test.beforeAll(async () => {
    lab = await openBridgeLab();
  });
  test.afterAll(() => lab?.close());

  test('over the bridge: a sensitive question goes to the page’s card, never to the client’s elicitation; the number is in no channel', async () => {
    const { page, frame } = lab;
    // The client can ask its own user (it declared elicitation), and would answer with this.
    await page.evaluate(() => (window.labClient.elicitAnswer = { cardholder: 'MALLORY', cardNumber: '4111 1111 1111 1111' }));
    const answer = page.evaluate(() => window.labClient.call('lab.payment.pay', { amount: 42 }));
    await payWithCard(frame);
    const result = await answer;
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toMatchObject(PAID);
    expect(await page.evaluate(() => window.labClient.elicitations)).toEqual([]);
    const [run] = await runsOf(frame, 'payment.pay');
    expect(await frame.evaluate((id) => window.lab.log.cards.get(id), run!.callId)).toBe(CARD);

    await expectNoLeakIn(frame);
    // Every message the bridge posted to the client.
    const received = await page.evaluate(() => window.labClient.received);
    expect(JSON.stringify(received)).toContain('•••• 5556');
    expect(await leaksOf(frame, received)).toEqual(SECRETS.map(() => undefined));
  });

  test('over the bridge: a question with nothing sensitive goes to the client’s elicitation (MCP elicitation/create), and no card shows', async () => {
    const { page, frame } = lab;
    await page.evaluate(() => (window.labClient.elicitAnswer = { day: 'wednesday' }));
    const result = await page.evaluate(() => window.labClient.call('lab.delivery.reschedule', {}));
    expect(result.structuredContent).toEqual({ rescheduled: 'wednesday' });
    const [elicited] = await page.evaluate(() => window.labClient.elicitations);
    expect(elicited).toMatchObject({ message: 'Which day suits you for the delivery?', requestedSchema: { type: 'object', properties: { day: { enum: ['monday', 'wednesday', 'friday'] } } } });
    await expect(frame.locator('tm-confirm-card')).toHaveCount(0);
  });

  test('the in-page agent loop (runAgent, a scripted model): the card asks the person, the tool gets the number, and the agent’s transcript holds none of it', async () => {
    const { frame } = lab;
    const run = frame.evaluate(async (secrets) => {
      const { outcome, transcript, toolAnswer } = await window.lab.runAgent(42);
      return { outcome, toolAnswer, leaks: secrets.map((secret) => window.lab.findLeak(transcript, secret)) };
    }, SECRETS);
    await payWithCard(frame);
    const { outcome, toolAnswer, leaks } = await run;
    expect(outcome).toMatchObject({ code: 'answered', text: 'Paid.', turns: 2 });
    // The model was sent the scrubbed result.
    expect(toolAnswer).toContain('•••• 5556');
    expect(leaks).toEqual(SECRETS.map(() => undefined));
    const runs = await runsOf(frame, 'payment.pay');
    expect(await frame.evaluate((id) => window.lab.log.cards.get(id), runs.at(-1)!.callId)).toBe(CARD);
    await expectNoLeakIn(frame);
  });
});
