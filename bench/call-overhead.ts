// Call overhead: tm.call on a read-only tool with a small schema, against a valibot parse plus the
// function called directly (awaited, as an agent's caller would), from the built packages. Printed
// as a ratio; never pass/fail. Run: `cd bench && npx tsx call-overhead.ts` (`ROUNDS=n`, default 21).
import { createToolmark, ok } from '@toolmark/core';
import * as v from 'valibot';

const schema = v.object({ sku: v.string(), qty: v.number() });
const lookup = (input: { sku: string; qty: number }) => ({ sku: input.sku, available: input.qty < 10 });

const tm = createToolmark({ dev: false, toJsonSchema: () => ({ type: 'object' }) });
tm.register({ name: 'stock', description: 'Stock level', input: schema, hints: { readOnly: true }, run: (input) => ok(lookup(input)) });

const input = { sku: 'TM-MUG', qty: 3 };
const direct = async () => ok(lookup(v.parse(schema, input)));
const viaToolmark = () => tm.call('stock', input);

async function opsPerSecond(fn: () => Promise<unknown>, ms: number): Promise<number> {
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 200; i++) await fn();
    count += 200;
    elapsed = performance.now() - start;
  }
  return count / (elapsed / 1000);
}

// Short interleaved rounds spread the noise of a shared machine evenly; each round gives a ratio.
const rounds = Number(process.env['ROUNDS'] ?? 21);
const roundMs = 100;
for (let i = 0; i < 20_000; i++) {
  await direct();
  await viaToolmark();
}
const results = { direct: [] as number[], toolmark: [] as number[], ratio: [] as number[] };
for (let round = 0; round < rounds; round++) {
  const first = round % 2 === 0;
  const t1 = first ? await opsPerSecond(viaToolmark, roundMs) : 0;
  const d = await opsPerSecond(direct, roundMs);
  const t = first ? t1 : await opsPerSecond(viaToolmark, roundMs);
  results.direct.push(d);
  results.toolmark.push(t);
  results.ratio.push(d / t);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const d = median(results.direct);
const t = median(results.toolmark);
console.table({
  'valibot parse + function': { 'ops/s': Math.round(d), 'µs/call': (1e6 / d).toFixed(2) },
  'tm.call (read-only, small schema)': { 'ops/s': Math.round(t), 'µs/call': (1e6 / t).toFixed(2) },
});
console.log(
  `overhead: tm.call takes ${median(results.ratio).toFixed(2)}× the time of the direct call ` +
    `(median of ${rounds} interleaved rounds; goal ≤ 1.3×)`,
);
