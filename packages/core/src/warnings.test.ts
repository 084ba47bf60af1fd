// Development warnings (spec §10) across the packages: every code has its page in docs/warnings/ and
// every page its code; every `warn` call is written so that production builds drop it with its message,
// and the built production files hold no warning.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PAGES = join(ROOT, 'docs/warnings');
const PACKAGES = readdirSync(join(ROOT, 'packages')).filter((name) => existsSync(join(ROOT, 'packages', name, 'src')));
const CODE = /\bTM\d{3}\b/g;

/** The source files of every package, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d|-support)?\.tsx?$|\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = PACKAGES.flatMap((name) => sources(join(ROOT, 'packages', name, 'src'))).map((path) => ({
  path: path.slice(ROOT.length),
  text: readFileSync(path, 'utf8'),
}));
const pages = readdirSync(PAGES).filter((name) => /^TM\d{3}\.md$/.test(name));

describe('spec §10 development warnings', () => {
  test('every code the sources use has a page in docs/warnings/, and every page a code the sources use', () => {
    const used = new Set(files.flatMap(({ text }) => text.match(CODE) ?? []));
    expect([...used].sort()).toEqual(pages.map((name) => name.slice(0, -3)).sort());
  });

  test('each page shows its message as printed, with its own address, and the index lists it', () => {
    const index = readFileSync(join(PAGES, 'README.md'), 'utf8');
    for (const name of pages) {
      const code = name.slice(0, -3);
      const page = readFileSync(join(PAGES, name), 'utf8');
      expect(page, name).toMatch(new RegExp(`^# ${code}: `));
      expect(page, name).toMatch(new RegExp(`\\n\\[toolmark ${code}\\] .+\\. See https://github\\.com/toolmark/toolmark/blob/main/docs/warnings/${code}\\.md\\n`));
      expect(page, name).toMatch(/\*\*Emitted by\*\* /);
      expect(index).toContain(`| [${code}](${code}.md) |`);
    }
  });

  test("every warning is one call of core's warn, with a literal code, behind import.meta.env.DEV", () => {
    const calls = files.flatMap(({ path, text }) => {
      const lines = text.split('\n');
      // Calls, not the words of comments or the function itself.
      const isCall = (line: string) => /(?<![.\w])warn\(/.test(line) && !/^\s*(\*|\/\/)|function warn\(/.test(line);
      return lines.flatMap((line, at) => (isCall(line) ? [{ path, at, line, before: lines.slice(Math.max(0, at - 3), at + 1).join('\n') }] : []));
    });
    expect(calls.length).toBeGreaterThan(10);
    for (const { path, at, line, before } of calls) {
      const where = `${path}:${at + 1}`;
      expect(line, where).toMatch(/\bwarn\('TM\d{3}', /);
      // The condition that lets the production build drop the call, its message included (not core's `DEV`).
      expect(before, where).toContain('import.meta.env.DEV');
    }
    // No package prints a warning of its own.
    const printing = files.filter(({ path, text }) => /console\.warn\(/.test(text) && !path.endsWith('core/src/dev.ts'));
    expect(printing.map(({ path }) => path)).toEqual([]);
  });

  // Meaningful after `pnpm run build`, as in CI (`test:all` builds before the unit tests).
  const built = PACKAGES.filter((name) => existsSync(join(ROOT, 'packages', name, 'dist')));
  test.runIf(built.length > 0)('the production builds hold no warning, the development builds do', () => {
    // A printed prefix, a page's address or a code as a call's argument, outside the comments the
    // unminified files keep.
    const leftover = /\[toolmark TM|blob\/main\/docs\/warnings\/|["'`]TM\d{3}["'`]/;
    const code = (path: string) => readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    let development = 0;
    for (const name of built) {
      const dist = join(ROOT, 'packages', name, 'dist');
      for (const file of readdirSync(dist).filter((file) => file.endsWith('.js'))) {
        const text = code(join(dist, file));
        // The script tag's unminified files are its development builds (spec §18.1); its ESM twin is production.
        const isDevelopment = name === 'toolmark' && !file.endsWith('.min.js') && file !== 'toolmark.esm.js';
        if (isDevelopment) development += Number(leftover.test(text));
        else expect(text, `${name}/dist/${file}`).not.toMatch(leftover);
      }
      const dev = join(dist, 'development');
      if (existsSync(dev)) for (const file of readdirSync(dev)) development += Number(leftover.test(code(join(dev, file))));
    }
    expect(development).toBeGreaterThan(0);
  });
});
