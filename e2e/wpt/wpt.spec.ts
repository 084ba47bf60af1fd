import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test } from '@playwright/test';
import { chromiumArgs, chromiumArgsWithoutWebMcp, chromiumPath } from '../chromium';
import { FLAVOURS, flavourPorts } from './flavours';
import { KNOWN_GAPS, NOT_RUNNABLE, SPEC_OVER_NATIVE, names } from './expectations';
import { formatTables, type FlavourRun } from './report';
import { serveSuite } from './server';
import { findTestPages, runPooled, runTestPage } from './suite';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const sharedDir = process.env['TOOLMARK_SHARED_DIR'] ? path.resolve(process.env['TOOLMARK_SHARED_DIR']) : path.resolve(repoRoot, '../shared');
const suiteRoot = path.join(sharedDir, 'conformance/wpt-webmcp');
const base = Number(process.env['TOOLMARK_WPT_PORT'] ?? 4480);

/** One subtest's key in the comparisons. */
const key = (file: string, name: string) => `${file} › ${name}`;

test('the WebMCP web-platform-tests: native Chromium, the polyfill, the polyfill with the script tag', async () => {
  if (!existsSync(suiteRoot)) {
    // In CI the suite must be there; on a clone without `../shared`, say where it was looked for.
    expect(process.env['CI'], `no WPT suite in ${suiteRoot}: set TOOLMARK_SHARED_DIR to the folder holding conformance/wpt-webmcp`).toBeFalsy();
    test.skip(true, `no WPT suite in ${suiteRoot} (set TOOLMARK_SHARED_DIR)`);
  }
  const stop = await serveSuite(suiteRoot, base);
  const pages = findTestPages(suiteRoot);
  const browsers = { native: await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }), polyfill: await chromium.launch({ executablePath: chromiumPath, args: chromiumArgsWithoutWebMcp }) };
  try {
    const tasks = FLAVOURS.flatMap((flavour, index) => {
      const origin = `http://127.0.0.1:${flavourPorts(base, index)[0]}`;
      return pages.map((file) => () => runTestPage(flavour.native ? browsers.native : browsers.polyfill, origin, file));
    });
    const results = await runPooled(tasks, 4);
    const runs: FlavourRun[] = FLAVOURS.map((flavour, index) => ({ flavour: flavour.name, pages: results.slice(index * pages.length, (index + 1) * pages.length) }));
    console.log(formatTables(runs));
    // Every subtest's status and message, for a closer look: TOOLMARK_WPT_REPORT=<file>.
    if (process.env['TOOLMARK_WPT_REPORT']) writeFileSync(process.env['TOOLMARK_WPT_REPORT'], JSON.stringify(runs, null, 1));
    const [native, ...polyfills] = runs;
    const passed = (run: FlavourRun) => new Set(run.pages.flatMap((page) => page.subtests.filter((subtest) => subtest.status === 'passed').map((subtest) => key(page.file, subtest.name))));
    const nativePasses = passed(native!);
    const problems: string[] = [];
    for (const run of polyfills) {
      const passes = passed(run);
      for (const page of run.pages) {
        for (const subtest of page.subtests) {
          const name = key(page.file, subtest.name);
          const why = `${subtest.status}${subtest.message ? `: ${subtest.message}` : ''}`;
          const gap = KNOWN_GAPS.some((ref) => names(ref, page.file, subtest.name) && (!ref.flavour || ref.flavour === run.flavour));
          if (nativePasses.has(name) && !passes.has(name) && !gap) problems.push(`${run.flavour}: native passes, the polyfill does not: ${name} (${why})`);
          if (SPEC_OVER_NATIVE.some((ref) => names(ref, page.file, subtest.name)) && !passes.has(name)) problems.push(`${run.flavour}: the spec says it should pass: ${name} (${why})`);
        }
      }
      // A page the polyfill never got to report on hides its subtests from the comparison above.
      for (const page of native!.pages) if (!run.pages.find((other) => other.file === page.file)?.subtests.length && page.subtests.length) problems.push(`${run.flavour}: ${page.file} reported nothing`);
    }
    // A gap native Chromium no longer passes is not a gap in parity: the entry is stale.
    for (const ref of KNOWN_GAPS) {
      const page = native!.pages.find((candidate) => candidate.file === `webmcp/${ref.file}`);
      if (!page?.subtests.some((subtest) => names(ref, page.file, subtest.name) && subtest.status === 'passed')) problems.push(`known gap that native Chromium does not pass: ${ref.file}${ref.subtest ? ` › ${ref.subtest}` : ''}`);
    }
    console.log(`\nknown gaps (native passes, the polyfill not yet):\n${KNOWN_GAPS.map((ref) => `  ${ref.flavour ? `${ref.flavour}: ` : ''}${ref.file}${ref.subtest ? ` › ${ref.subtest}` : ''}: ${ref.reason}`).join('\n') || '  none'}`);
    console.log(`\nnot runnable here:\n${NOT_RUNNABLE.map((ref) => `  ${ref.file}${ref.subtest ? ` › ${ref.subtest}` : ''}: ${ref.reason}`).join('\n')}`);
    expect(problems, problems.join('\n')).toEqual([]);
  } finally {
    await Promise.all([browsers.native.close(), browsers.polyfill.close()]);
    await stop();
  }
});
