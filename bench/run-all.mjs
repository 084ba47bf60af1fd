// Runs every benchmark in turn and prints their tables (spec: issue #9). Results never fail the run:
// the exit code is non-zero only when a benchmark could not run at all (a crash, a missing build).
// Run `pnpm run build` at the root first: most benchmarks measure the built packages.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Each benchmark: its title and the Node arguments that run it from bench/. */
const BENCHMARKS = [
  // The size check exits 1 when an entry is over budget; here it is only a table, whatever it says.
  { title: 'Sizes (min + gzip -9)', args: ['size-budgets.mjs'], resultExit: true },
  { title: 'Validation throughput', args: ['--import', 'tsx', 'validation.ts'] },
  { title: 'Regex safety', args: ['--import', 'tsx', 'regex-safety.ts'] },
  { title: 'Validation work in Node and Chromium', args: ['--import', 'tsx', 'validation-work.ts'] },
  { title: 'Call overhead', args: ['--import', 'tsx', 'call-overhead.ts'] },
  { title: 'Bridge flood', args: ['--import', 'tsx', 'bridge-flood.ts'] },
  { title: 'Agent overhead', args: ['--import', 'tsx', 'agent-overhead.ts'] },
  { title: 'Test kit overhead', args: ['--import', 'tsx', 'testing-overhead.ts'] },
  { title: 'Registry scale', args: ['--expose-gc', '--import', 'tsx', 'registry-scale.ts'] },
  { title: 'Form synthesis in Chromium', args: ['--import', 'tsx', 'form-scan.ts'] },
  { title: 'Memory in Chromium', args: ['--import', 'tsx', 'memory.ts'] },
  { title: 'Activity flood in Chromium', args: ['--import', 'tsx', 'activity-flood.ts'] },
];

const only = process.argv.slice(2);
const crashed = [];
for (const { title, args, resultExit } of BENCHMARKS) {
  if (only.length > 0 && !only.some((word) => title.toLowerCase().includes(word.toLowerCase()))) continue;
  console.log(`\n## ${title}\n`);
  const started = Date.now();
  const { status, error } = spawnSync(process.execPath, args, { cwd: here, stdio: 'inherit' });
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (error || (status !== 0 && !resultExit)) crashed.push(title);
}
if (crashed.length > 0) {
  console.error(`\nCould not run: ${crashed.join(', ')}`);
  process.exit(1);
}
