// Size budgets (min + gzip -9 of what a page downloads), enforced: exits 1 when an entry is over its
// budget (or, while issue #9 is open, over its ceiling) or a script-tag file is missing. Bundles each
// package entry from the built packages (run `pnpm run build` first) with every dependency inlined
// except those listed as the page's own (its schema library); script-tag files are measured as they
// are shipped. Prints the table.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'vite';
import { bundleEntry } from './tools/bundle-entry.mjs';

const kB = 1000;
/**
 * What each budget covers: the code a page that uses it loads, and its ceiling (issue #9). While an
 * entry is over its budget, `ceiling` is what it measured when the check became a gate (plus 2 %):
 * it may shrink, never grow, and lowering it as the entry shrinks is part of the change that shrinks
 * it. An entry without a ceiling fails as soon as it is over its budget.
 */
export const BUDGETS = [
  { entry: '@toolmark/core', code: "export * from '@toolmark/core';", budget: 6 * kB },
  { entry: '@toolmark/core/json-schema', code: "export * from '@toolmark/core/json-schema';", budget: 6 * kB, ceiling: 6.89 * kB },
  {
    entry: '@toolmark/core/to-json-schema',
    code: "export * from '@toolmark/core/to-json-schema';",
    // It describes valibot schemas with the page's own valibot and its converter: not Toolmark's weight.
    external: ['valibot', '@valibot/to-json-schema'],
    // Not one of issue #9's budgets: a ceiling of our own for what is Toolmark's code in it (spec D94).
    budget: 1 * kB,
  },
  // The script-tag bundles (packages/toolmark) are the page's whole download: measured as built.
  { entry: 'toolmark.core.min.js (script tag, no UI)', file: '../packages/toolmark/dist/toolmark.core.min.js', budget: 18 * kB, ceiling: 21.53 * kB },
  { entry: 'toolmark.min.js (script tag, with the Lit UI)', file: '../packages/toolmark/dist/toolmark.min.js', budget: 28 * kB, ceiling: 30.58 * kB },
];

// A shipped file, already minified: its bytes and their gzip.
function measureFile(file) {
  const path = fileURLToPath(new URL(file, import.meta.url));
  if (!existsSync(path)) return undefined;
  const bytes = readFileSync(path);
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

// An entry bundled from the built packages, minified fully: its bytes and their gzip.
async function measure({ code, external = [] }) {
  const bundled = await bundleEntry(code, { external });
  const bytes = Buffer.from(minifySync('bundle.js', bundled.code, { compress: true, mangle: { toplevel: true } }).code);
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const rows = [];
let over = 0;
let pending = 0;
for (const budget of BUDGETS) {
  const size = budget.file ? measureFile(budget.file) : await measure(budget);
  if (!size) {
    over++;
    rows.push({ entry: budget.entry, 'min (kB)': '', 'min+gzip (kB)': '', 'budget (kB)': (budget.budget / kB).toFixed(0), status: 'MISSING (build it)' });
    continue;
  }
  const ok = size.gzip <= budget.budget;
  const held = !ok && budget.ceiling !== undefined && size.gzip <= budget.ceiling;
  if (!ok && !held) over++;
  if (held) pending++;
  rows.push({
    entry: budget.entry,
    'min (kB)': (size.min / kB).toFixed(1),
    'min+gzip (kB)': (size.gzip / kB).toFixed(2),
    'budget (kB)': (budget.budget / kB).toFixed(0),
    'ceiling (kB)': budget.ceiling === undefined ? '' : (budget.ceiling / kB).toFixed(2),
    status: ok ? 'ok' : held ? 'over budget, under ceiling' : 'OVER',
  });
}
console.table(rows);
if (pending > 0) console.warn(`${pending} entry point(s) still over the budget of issue #9, held at their ceiling`);
if (over > 0) {
  console.error(`${over} entry point(s) over their ${pending ? 'ceiling or budget' : 'budget'}, or missing`);
  process.exit(1);
}
