// Call overhead: tm.call on a read-only tool with a small schema, against a valibot parse plus the
// function called directly (awaited, as an agent's caller would). Printed as a ratio; never pass/fail.
import { createToolmark, ok } from '@toolmark/core';
import * as v from 'valibot';

const schema = v.object({ sku: v.string(), qty: v.number() });
const lookup = (input: { sku: string; qty: number }) => ({ sku: input.sku, available: input.qty < 10 });

const tm = createToolmark({ dev: false, toJsonSchema: () => ({ type: 'object' }) });
tm.register({ name: 'stock', description: 'Stock level', input: schema, hints: { readOnly: true }, run: (input) => ok(lookup(input)) });

const input = { sku: 'TM-MUG', qty: 3 };
const direct = async () => ok(lookup(v.parse(schema, input)));
const viaToolmark = () => tm.call('stock', input);

async function opsPerSecond(fn: () => Promise<unknown>, ms = 400): Promise<number> {
  let count = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (let i = 0; i < 200; i++) await fn();
    count += 200;
  }
  return count / (ms / 1000);
}

const rounds = Number(process.env['ROUNDS'] ?? 5);
const results = { direct: [] as number[], toolmark: [] as number[] };
for (let round = 0; round < rounds; round++) {
  results.direct.push(await opsPerSecond(direct));
  results.toolmark.push(await opsPerSecond(viaToolmark));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const d = median(results.direct);
const t = median(results.toolmark);
console.table({
  'valibot parse + function': { 'ops/s': Math.round(d), 'µs/call': (1e6 / d).toFixed(2) },
  'tm.call (read-only, small schema)': { 'ops/s': Math.round(t), 'µs/call': (1e6 / t).toFixed(2) },
});
console.log(`overhead: tm.call takes ${(d / t).toFixed(2)}× the time of the direct call (goal ≤ 1.3×)`);
