// @ts-check
// The docs build as a test (issue #37): builds the API reference (TypeDoc, warnings are errors) and
// the site (VitePress, which fails on dead links unless `ignoreDeadLinks` is set), then checks every
// internal link of the built HTML itself: the page it names exists, and so does the element its
// `#fragment` names (VitePress does not check fragments). Exits non-zero, saying what failed.
//
//   node docs/check-build.mjs            build, then check
//   node docs/check-build.mjs --no-build check the last build in docs/.vitepress/dist
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const DOCS = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(DOCS, '..');
const DIST = join(DOCS, '.vitepress', 'dist');
const CONFIG = join(DOCS, '.vitepress', 'config.ts');

const failures = /** @type {string[]} */ ([]);
const started = performance.now();
const seconds = (/** @type {number} */ from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

/**
 * Runs a step of the build with the workspace's own copy of a tool (as installed, never downloaded).
 *
 * @param {string} name What the step is, for the report.
 * @param {string} tool The package whose binary runs: `typedoc` or `vitepress`.
 * @param {string[]} args Its arguments.
 * @returns {boolean} Whether it succeeded.
 */
function run(name, tool, args) {
  const from = performance.now();
  const require = createRequire(join(ROOT, 'package.json'));
  const manifest = require.resolve(`${tool}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  const script = join(dirname(manifest), typeof bin === 'string' ? bin : bin[tool]);
  console.log(`\n> ${tool} ${args.join(' ')}`);
  const result = spawnSync(process.execPath, [script, ...args], { cwd: ROOT, stdio: 'inherit' });
  const ok = result.status === 0;
  console.log(`${ok ? 'ok' : 'FAILED'}: ${name} (${seconds(from)})`);
  if (!ok) failures.push(`${name} failed (exit ${result.status ?? result.signal ?? result.error?.message})`);
  return ok;
}

// VitePress checks dead links only while the config does not turn it off.
if (/\bignoreDeadLinks\b/.test(readFileSync(CONFIG, 'utf8'))) {
  failures.push('docs/.vitepress/config.ts sets ignoreDeadLinks: VitePress would not check dead links');
}

if (!process.argv.includes('--no-build')) {
  if (run('TypeDoc (API reference)', 'typedoc', ['--options', 'docs/typedoc.json'])) {
    run('VitePress build', 'vitepress', ['build', 'docs']);
  }
}

if (failures.length === 0) checkLinks();

if (failures.length > 0) {
  console.error(`\ndocs check FAILED (${seconds(started)}):`);
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
console.log(`\ndocs check passed (${seconds(started)})`);

/** Checks every internal `<a href>` of the built pages: its page exists, and its fragment names an element of it. */
function checkLinks() {
  if (!existsSync(DIST)) {
    failures.push(`no build in ${relative(ROOT, DIST)}`);
    return;
  }
  const from = performance.now();
  const files = htmlFiles(DIST);
  /** @type {Map<string, Set<string>>} the ids of each page, by its file */
  const ids = new Map();
  const idsOf = (/** @type {string} */ file) => {
    let set = ids.get(file);
    if (!set) {
      set = new Set();
      for (const match of readFileSync(file, 'utf8').matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g)) set.add(decodeEntities(match[1] ?? ''));
      ids.set(file, set);
    }
    return set;
  };
  let links = 0;
  let anchors = 0;
  let deadLinks = 0;
  let brokenAnchors = 0;
  for (const file of files) {
    const page = pageUrl(file);
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
      const href = decodeEntities(match[1] ?? '');
      if (href === '' || /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) continue; // external or scheme links
      const url = new URL(href, `http://docs.invalid${page}`);
      links++;
      const target = targetFile(url.pathname);
      const where = `${relative(ROOT, file).split(sep).join('/')}: ${href}`;
      if (!target) {
        deadLinks++;
        failures.push(`dead link: ${where} (no page ${safeDecode(url.pathname)})`);
        continue;
      }
      const fragment = url.hash.slice(1);
      if (!fragment || !target.endsWith('.html')) continue;
      anchors++;
      const id = safeDecode(fragment);
      if (!idsOf(target).has(id)) {
        brokenAnchors++;
        failures.push(`broken anchor: ${where} (no id "${id}" in ${relative(ROOT, target).split(sep).join('/')})`);
      }
    }
  }
  console.log(
    `\nlinks: ${files.length} pages, ${links} internal links (${anchors} with a #fragment) checked in ${seconds(from)}: ` +
      `${deadLinks} dead links, ${brokenAnchors} broken anchors`,
  );
}

/**
 * @param {string} dir A folder of the build.
 * @returns {string[]} Its HTML files, in every subfolder but `assets`.
 */
function htmlFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== join(DIST, 'assets')) files.push(...htmlFiles(path));
    } else if (entry.name.endsWith('.html')) files.push(path);
  }
  return files.sort();
}

/**
 * @param {string} file A built HTML file.
 * @returns {string} The URL path it is served at (`cleanUrls`), such as `/spec/wizard` or `/api/`.
 */
function pageUrl(file) {
  const path = `/${relative(DIST, file).split(sep).join('/')}`;
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  return path.slice(0, -'.html'.length);
}

/**
 * @param {string} pathname A link's URL path, percent-encoded.
 * @returns {string | undefined} The built file it is served from, if there is one.
 */
function targetFile(pathname) {
  const path = safeDecode(pathname);
  const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`];
  for (const candidate of candidates) {
    const file = join(DIST, ...candidate.split('/'));
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/**
 * @param {string} text Percent-encoded text.
 * @returns {string} It decoded, or as it is when it is not valid percent-encoding.
 */
function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * @param {string} text An HTML attribute's value.
 * @returns {string} It with its character references decoded.
 */
function decodeEntities(text) {
  const named = /** @type {Record<string, string>} */ ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' });
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
    return named[ref.toLowerCase()] ?? whole;
  });
}
