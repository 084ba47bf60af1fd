/**
 * The page-weight benchmark's table: one Markdown table, a row per reference page, the files each
 * page fetched beside its total, and footnotes saying what "ready" means per page.
 */
import { kB } from './budgets';
import { CPU_THROTTLING, LATENCY_MS } from './load';
import type { ReferencePage } from './pages';

/** The medians of one page's loads, or why it could not be measured. */
export interface PageMeasurement {
  readonly page: ReferencePage;
  /** Scripts over the wire, gzip, bytes: the median over the loads. */
  readonly bytes: number;
  /** Main-thread script time at ready, ms (`ScriptDuration`, CPU throttled): the median. */
  readonly scriptMs: number;
  /** Navigation start to ready, ms: the median. */
  readonly readyMs: number;
  /** The files of the load whose bytes were the median: path and bytes, fetched after ready or not. */
  readonly files: readonly { readonly path: string; readonly bytes: number; readonly afterReady: boolean }[];
  readonly loads: number;
  /** The page's budget in bytes, for Toolmark's gated pages. */
  readonly budget?: number;
  /** Why there are no numbers (the page never got ready, a build is missing…). */
  readonly error?: string;
}

const kb = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`;

function filesCell(files: PageMeasurement['files']): string {
  return files
    .map((file) => `\`${file.path.split('/').pop()}\` ${(file.bytes / kB).toFixed(1)}${file.afterReady ? ' (after ready)' : ''}`)
    .join(', ');
}

/**
 * Formats the measurements.
 *
 * @param measurements One per page, in the table's order.
 * @param rounds Loads per page.
 * @returns The Markdown table and its footnotes.
 */
export function formatTable(measurements: readonly PageMeasurement[], rounds: number): string {
  const notes: string[] = [];
  const note = (text: string) => {
    const index = notes.indexOf(text);
    if (index >= 0) return `[${index + 1}]`;
    notes.push(text);
    return `[${notes.length}]`;
  };
  const lines = [
    `| page | scripts over the wire, gzip -9 | main-thread script at load, CPU ${CPU_THROTTLING}× (\`ScriptDuration\` at ready) | ready after start | budget | files fetched (kB each) |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const m of measurements) {
    const label = `${m.page.label} ${note(m.page.readyMeans)}`;
    if (m.error !== undefined) {
      lines.push(`| ${label} | not measured: ${m.error} | | | | |`);
      continue;
    }
    const budget = m.budget === undefined ? '' : `${kb(m.budget)}${m.bytes > m.budget ? ' **over**' : ''}`;
    lines.push(`| ${label} | ${kb(m.bytes)} | ${m.scriptMs.toFixed(0)} ms | ${m.readyMs.toFixed(0)} ms | ${budget} | ${filesCell(m.files)} |`);
  }
  return [
    lines.join('\n'),
    '',
    `Medians of ${rounds} loads per page, pages interleaved, each load in a fresh browser context. Bytes are`,
    '`encodedDataLength` of every request of type Script (`Network.loadingFinished`: the gzipped body plus',
    `the response headers), until the network is quiet for 500 ms after ready; kB = 1,000 bytes.${LATENCY_MS > 0 ? ` Every request had ${LATENCY_MS} ms of added latency (LATENCY_MS).` : ''}`,
    ...notes.map((text, index) => `[${index + 1}] Ready: ${text}.`),
  ].join('\n');
}
