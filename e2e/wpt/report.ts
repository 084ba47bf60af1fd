// The runner's tables: per file and in total, how many subtests each flavour passed, failed and timed out.
import type { PageResult, SubtestStatus } from './suite';

/** The results of one flavour's run. */
export interface FlavourRun {
  readonly flavour: string;
  readonly pages: readonly PageResult[];
}

/** One table cell: passed / failed / timed out, `!` when the harness itself did not finish normally. */
function cell(page: PageResult | undefined): string {
  if (!page) return '—';
  const count = (...statuses: SubtestStatus[]) => page.subtests.filter((subtest) => statuses.includes(subtest.status)).length;
  return `${count('passed')} / ${count('failed', 'not run', 'precondition failed')} / ${count('timed out')}${page.harness ? ' !' : ''}`;
}

/**
 * Writes the tables: one row per file, a row of totals, then every harness that did not finish
 * normally, with its message.
 *
 * @param runs Each flavour's results, over the same files.
 * @returns The text.
 */
export function formatTables(runs: readonly FlavourRun[]): string {
  const files = runs[0]?.pages.map((page) => page.file) ?? [];
  const total = (run: FlavourRun): PageResult => ({ file: 'total', subtests: run.pages.flatMap((page) => page.subtests) });
  const rows = [
    ['file (passed / failed / timed out)', ...runs.map((run) => run.flavour)],
    ...files.map((file) => [file.replace(/^webmcp\//, ''), ...runs.map((run) => cell(run.pages.find((page) => page.file === file)))]),
    ['total', ...runs.map((run) => cell(total(run)))],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((text, column) => text.padEnd(widths[column]!)).join(' | ')} |`;
  const table = [line(rows[0]!), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)];
  const harnesses = runs.flatMap((run) => run.pages.filter((page) => page.harness).map((page) => `  ${run.flavour}: ${page.file}: ${page.harness}`));
  return [...table, ...(harnesses.length ? ['', '! harness status (not OK):', ...harnesses] : [])].join('\n');
}
