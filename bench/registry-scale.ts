/**
 * Registry scale: registers N = 100, 1,000 and 10,000 tools (a valibot input schema each, described
 * by `toJsonSchema` as a page would) and builds the manifest, from the built packages. Prints time
 * and retained heap per registry of N tools, and per tool, so linear growth shows as flat per-tool
 * columns. Every N registers 10,000 tools in all (100 registries of 100, 10 of 1,000, 1 of 10,000).
 * Informative only: it never fails.
 *
 * Run: `cd bench && node --expose-gc --import tsx registry-scale.ts` (`ROUNDS=n`, default 5).
 */
import { createToolmark, ok, type Toolmark } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (see bench/README.md)');

const SIZES = [100, 1_000, 10_000];
const rounds = Number(process.env['ROUNDS'] ?? 5);

function collect(): number {
  // Two passes: the first may only schedule finalization of what the second frees.
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
}

// Each tool gets schemas of its own, as tools written one by one would.
function register(tm: Toolmark, count: number): void {
  for (let i = 0; i < count; i++) {
    tm.scope(`area${i % 50}`).register({
      name: `tool_${i}`,
      title: `Tool ${i}`,
      description: `Looks up item ${i} by its SKU and says how many are in stock`,
      input: v.object({ sku: v.pipe(v.string(), v.regex(/^[A-Z0-9-]{4,12}$/)), qty: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) }),
      hints: { readOnly: i % 2 === 0 },
      run: (input) => ok({ sku: input.sku, available: true }),
    });
  }
}

interface Sample {
  readonly registerMs: number;
  readonly manifestMs: number;
  readonly heapBytes: number;
}

// Every sample registers 10,000 tools in all, in registries of `count` tools, so that each N does
// the same work under the same garbage-collection pressure: per-tool costs then differ only if the
// registry's own costs grow faster than its size.
const TOTAL = 10_000;

function sample(count: number): Sample {
  const registries = Math.max(1, Math.round(TOTAL / count));
  const before = collect();
  const kept: Toolmark[] = [];
  let registerMs = 0;
  let manifestMs = 0;
  for (let r = 0; r < registries; r++) {
    const tm = createToolmark({ dev: false, toJsonSchema });
    let start = performance.now();
    register(tm, count);
    registerMs += performance.now() - start;
    start = performance.now();
    const manifest = tm.manifest();
    manifestMs += performance.now() - start;
    if (manifest.length !== count) throw new Error(`expected ${count} entries, got ${manifest.length}`);
    kept.push(tm);
  }
  const heapBytes = collect() - before;
  // Keeps the registries alive until after the measurement.
  if (kept.some((tm) => tm.manifest().length !== count)) throw new Error('a registry lost tools');
  return { registerMs: registerMs / registries, manifestMs: manifestMs / registries, heapBytes: heapBytes / registries };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

sample(1_000); // warm-up: compiles the registration path before anything is timed
const results = SIZES.map((count) => {
  const samples = Array.from({ length: rounds }, () => sample(count));
  return {
    count,
    registerMs: median(samples.map((s) => s.registerMs)),
    manifestMs: median(samples.map((s) => s.manifestMs)),
    heapBytes: median(samples.map((s) => s.heapBytes)),
  };
});

const base = results[0]!;
const perTool = (value: number, count: number) => value / count;
console.log(`Registry scale (median of ${rounds}; ${TOTAL.toLocaleString('en')} tools registered per sample; per-tool ratios are against N = ${base.count}: 1.00× means linear)`);
console.table(
  Object.fromEntries(
    results.map((r) => [
      `N = ${r.count.toLocaleString('en')}`,
      {
        'register (ms)': r.registerMs.toFixed(1),
        'µs / tool': ((r.registerMs * 1000) / r.count).toFixed(1),
        'register per tool vs N=100': `${(perTool(r.registerMs, r.count) / perTool(base.registerMs, base.count)).toFixed(2)}×`,
        'manifest() (ms)': r.manifestMs.toFixed(2),
        'heap (MB)': (r.heapBytes / 1e6).toFixed(2),
        'kB / tool': (r.heapBytes / r.count / 1000).toFixed(2),
        'heap per tool vs N=100': `${(perTool(r.heapBytes, r.count) / perTool(base.heapBytes, base.count)).toFixed(2)}×`,
      },
    ]),
  ),
);
