// Size budgets (min + gzip -9 of what a page downloads), enforced: exits 1 when an entry is over its
// budget or a script-tag file is missing. Bundles each package entry from the built packages (run
// `pnpm run build` first) with every dependency inlined except those listed as the page's own (its
// schema library); script-tag files are measured as they are shipped. Prints the table.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, minifySync } from 'vite';

const kB = 1000;
/** What each budget covers: the code a page that uses it loads, and the ceiling (issue #9). */
export const BUDGETS = [
  { entry: '@toolmark/core', code: "export * from '@toolmark/core';", budget: 6 * kB },
  {
    entry: '@toolmark/core/json-schema',
    code: "export * from '@toolmark/core/json-schema';",
    // toJsonSchema describes valibot schemas with the page's own valibot; it is not Toolmark's weight.
    external: ['valibot', '@valibot/to-json-schema'],
    budget: 6 * kB,
  },
  // The script-tag bundles (packages/toolmark) are the page's whole download: measured as built.
  { entry: 'toolmark.core.min.js (script tag, no UI)', file: '../packages/toolmark/dist/toolmark.core.min.js', budget: 18 * kB },
  { entry: 'toolmark.min.js (script tag, with the Lit UI)', file: '../packages/toolmark/dist/toolmark.min.js', budget: 28 * kB },
];

// A shipped file, already minified: its bytes and their gzip.
function measureFile(file) {
  const path = fileURLToPath(new URL(file, import.meta.url));
  if (!existsSync(path)) return undefined;
  const bytes = readFileSync(path);
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

async function measure({ code, external = [] }) {
  // Inside bench/, so the entry resolves the workspace packages like any page would.
  const dir = mkdtempSync(join(fileURLToPath(new URL('.', import.meta.url)), '.size-'));
  try {
    writeFileSync(join(dir, 'entry.js'), code);
    await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      resolve: { conditions: ['production', 'browser', 'module', 'import', 'default'] },
      build: {
        outDir: join(dir, 'out'),
        lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: 'bundle' },
        // Vite keeps whitespace in ES library output; the bundle is minified fully below.
        minify: false,
        rolldownOptions: { external },
      },
    });
    const bundled = readFileSync(join(dir, 'out', 'bundle.js'), 'utf8');
    const bytes = Buffer.from(minifySync('bundle.js', bundled, { compress: true, mangle: { toplevel: true } }).code);
    return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows = [];
let over = 0;
for (const budget of BUDGETS) {
  const size = budget.file ? measureFile(budget.file) : await measure(budget);
  if (!size) {
    over++;
    rows.push({ entry: budget.entry, 'min (kB)': '', 'min+gzip (kB)': '', 'budget (kB)': (budget.budget / kB).toFixed(0), status: 'MISSING (build it)' });
    continue;
  }
  const ok = size.gzip <= budget.budget;
  if (!ok) over++;
  rows.push({
    entry: budget.entry,
    'min (kB)': (size.min / kB).toFixed(1),
    'min+gzip (kB)': (size.gzip / kB).toFixed(2),
    'budget (kB)': (budget.budget / kB).toFixed(0),
    status: ok ? 'ok' : 'OVER',
  });
}
console.table(rows);
if (over > 0) {
  console.error(`${over} entry point(s) over budget or missing`);
  process.exit(1);
}
