/**
 * What the call-overhead benchmark times, the same in Node and in a Chromium page: `tm.call` of the
 * working tree's core, of a baseline revision's core (`BASELINE=<rev>`) and a direct valibot parse
 * plus the function, on five kinds of call. Loosely typed: the benchmark must keep running while the
 * core's types change between revisions.
 */
import * as v from 'valibot';

/** The part of a core module the benchmark uses. */
export interface CoreModule {
  readonly createToolmark: (options?: object) => {
    register(def: object): unknown;
    call(name: string, input?: unknown): Promise<unknown>;
  };
  readonly ok: (value: unknown) => unknown;
}

/** One row: a kind of call and the ways to make it. */
export interface Case {
  readonly name: string;
  /** By column: `direct` (valibot and the function), `now`, and the baseline's label. */
  readonly calls: Readonly<Record<string, () => Promise<unknown>>>;
}

const schema = v.object({ sku: v.string(), qty: v.number() });
const paySchema = v.object({ amount: v.number(), card: v.string() });
const lookup = (input: { sku: string; qty: number }) => ({ sku: input.sku, available: input.qty < 10 });

function callsOf(core: CoreModule, ok: CoreModule['ok']): Record<string, () => Promise<unknown>> {
  const tm = core.createToolmark({ dev: false, toJsonSchema: () => ({ type: 'object' }), confirm: () => true });
  const run = (input: { sku: string; qty: number }) => ok(lookup(input));
  tm.register({ name: 'stock', description: 'Stock level', input: schema, hints: { readOnly: true }, run });
  tm.register({ name: 'reserve', description: 'Reserve stock', input: schema, run });
  tm.register({ name: 'clear', description: 'Clear the cart', input: schema, hints: { destructive: true }, run });
  tm.register({ name: 'clear2', description: 'Clear the cart', input: schema, hints: { destructive: true, concurrencySafe: true }, run });
  tm.register({
    name: 'pay',
    description: 'Pay',
    input: paySchema,
    hints: { readOnly: true },
    sensitivePaths: () => ['card'],
    run: (input: { amount: number }) => ok({ paid: input.amount }),
  });
  const item = { sku: 'TM-MUG', qty: 3 };
  const payment = { amount: 12, card: '4242424242424242' };
  return {
    'read-only, small schema': () => tm.call('stock', item),
    'exclusive (waits for its lane)': () => tm.call('reserve', item),
    'confirmed (destructive, handler approves)': () => tm.call('clear', item),
    'confirmed, concurrency-safe (no lane)': () => tm.call('clear2', item),
    'sensitive path (a card number)': () => tm.call('pay', payment),
  };
}

/**
 * Builds the rows. Every column's tools build their results with one `ok`, the working tree's, so a
 * ratio compares the pipelines alone; with `ownOk`, each core's tools use that core's own `ok`, as a
 * page that upgrades gets both (issue #33 made `ok`'s result cheaper to read).
 *
 * @param now The working tree's core.
 * @param baseline The baseline's core and its label, if any.
 * @param ownOk Whether each core's tools build results with its own `ok`.
 * @returns One case per kind of call.
 */
export function buildCases(now: CoreModule, baseline: { label: string; core: CoreModule } | undefined, ownOk = false): Case[] {
  const nowCalls = callsOf(now, now.ok);
  const beforeCalls = baseline && callsOf(baseline.core, ownOk ? baseline.core.ok : now.ok);
  const item = { sku: 'TM-MUG', qty: 3 };
  const direct = async () => now.ok(lookup(v.parse(schema, item)));
  return Object.keys(nowCalls).map((name, index) => ({
    name,
    calls: {
      ...(index === 0 && { direct }),
      now: nowCalls[name]!,
      ...(beforeCalls && { [baseline.label]: beforeCalls[name]! }),
    },
  }));
}

async function opsPerSecond(fn: () => Promise<unknown>, ms: number): Promise<number> {
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 100; i++) await fn();
    count += 100;
    elapsed = performance.now() - start;
  }
  return count / (elapsed / 1000);
}

/** Per case and column: the median calls per second, and the median per-round ratios to `now`. */
export interface Measured {
  readonly name: string;
  readonly opsPerSecond: Readonly<Record<string, number>>;
  /** The time of `now` over the time of each other column, per round, median. */
  readonly nowOver: Readonly<Record<string, number>>;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Times every case: a warm-up, then `rounds` rounds in which each column runs for `roundMs`, the
 * order rotating each round, so that a ratio compares runs milliseconds apart.
 *
 * @param cases The rows.
 * @param rounds How many rounds.
 * @param roundMs How long each column runs in a round.
 * @returns The medians.
 */
export async function measureCases(cases: readonly Case[], rounds: number, roundMs: number): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const { name, calls } of cases) {
    const columns = Object.keys(calls);
    for (let i = 0; i < 5_000; i++) for (const column of columns) await calls[column]!();
    const ops: Record<string, number[]> = Object.fromEntries(columns.map((column) => [column, []]));
    const ratios: Record<string, number[]> = Object.fromEntries(columns.map((column) => [column, []]));
    for (let round = 0; round < rounds; round++) {
      const order = columns.map((_, index) => columns[(index + round) % columns.length]!);
      const thisRound: Record<string, number> = {};
      for (const column of order) thisRound[column] = await opsPerSecond(calls[column]!, roundMs);
      for (const column of columns) {
        ops[column]!.push(thisRound[column]!);
        ratios[column]!.push(thisRound[column]! / thisRound['now']!);
      }
    }
    measured.push({
      name,
      opsPerSecond: Object.fromEntries(columns.map((column) => [column, median(ops[column]!)])),
      nowOver: Object.fromEntries(columns.filter((column) => column !== 'now').map((column) => [column, median(ratios[column]!)])),
    });
  }
  return measured;
}
