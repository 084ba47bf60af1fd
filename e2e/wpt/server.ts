// Serves the web-platform-tests WebMCP suite as WPT's own server would, for one run of every flavour
// (flavours.ts): each flavour on its own pair of ports, so a page and its iframes always get the same
// scripts. What WPT's server does that the suite needs, and no more:
// - `/resources/testharnessreport.js` is the runner's (testharnessreport.js beside this file);
// - `X.window.js` is also served as the page `X.window.html` that runs it;
// - `.sub.` files get `{{host}}` and `{{ports[..][..]}}` substituted;
// - every HTML page of a polyfill flavour loads the flavour's bundles before anything else, and its own
//   scripts run once they have started.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FLAVOURS, flavourPorts, type Flavour } from './flavours';

const here = path.dirname(fileURLToPath(import.meta.url));
const bundles = path.resolve(here, '../../packages/toolmark/dist');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.yml': 'text/plain' };

/**
 * Substitutes WPT's template values in a `.sub.` file. No https server runs here: its port is one
 * nothing listens on, so the suite's https origins fail to load, as they should.
 *
 * @param text The file's text.
 * @param ports The flavour's two ports.
 * @returns The text with values in place.
 */
function substitute(text: string, ports: readonly [number, number]): string {
  const values: Record<string, number | string> = { host: '127.0.0.1', 'ports[http][0]': ports[0], 'ports[http][1]': ports[1], 'ports[https][0]': 1, 'ports[https][1]': 1 };
  return text.replace(/\{\{([^}]+)\}\}/g, (whole, key: string) => String(values[key] ?? whole));
}

/** The pages whose add-ons have not started yet, by the id the page was written with: releases its held script. */
const starting = new Map<string, () => void>();
/** How long a page's scripts are held at most for its add-ons (an add-on that never starts fails its tests, not the run). */
const START_LIMIT = 10_000;

/**
 * Writes a page's HTML with the flavour's bundles first, so `document.modelContext` exists before any
 * of the page's scripts run, as native WebMCP's does. The classic scripts start their chunks
 * asynchronously (spec §18.1), where the files of the old layout installed at once: so that the
 * suite's scripts still find the polyfill, the page reports when every started add-on is in
 * (`document[Symbol.for('toolmark.starting')]`) and then loads a script the server holds until that
 * report, which keeps the parser, not the event loop, from reaching the page's own scripts.
 *
 * @param html The page.
 * @param scripts The flavour's bundles.
 * @returns The page that loads them.
 */
function withBundles(html: string, scripts: readonly string[]): string {
  if (!scripts.length) return html;
  const id = Math.random().toString(36).slice(2);
  const report = `Promise.allSettled(Object.values(document[Symbol.for('toolmark.starting')] ?? {})).then(() => fetch('/_toolmark/started?id=${id}'))`;
  const tags = `${scripts.map((file) => `<script src="/_toolmark/${file}"></script>`).join('')}<script>${report}</script><script src="/_toolmark/after-start.js?id=${id}"></script>`;
  // After the doctype, which must stay first; a script there lands in the head.
  return html.replace(/^(\s*<!doctype html>)?/i, (doctype) => doctype + tags);
}

/**
 * Holds a page's `after-start.js` until the page reports its add-ons started, or `START_LIMIT`.
 *
 * @param id The page's id.
 * @returns Resolves when the page may go on.
 */
function afterStart(id: string): Promise<void> {
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      starting.delete(id);
      resolve();
    };
    const timer = setTimeout(release, START_LIMIT);
    starting.set(id, release);
  });
}

/**
 * Answers one request of a flavour.
 *
 * @param root The suite's folder.
 * @param flavour The flavour.
 * @param ports Its ports.
 * @param url The request's URL.
 * @returns The response, or `undefined` for 404.
 */
async function respond(root: string, flavour: Flavour, ports: readonly [number, number], url: URL): Promise<{ type: string; body: string | Buffer } | undefined> {
  const route = decodeURIComponent(url.pathname);
  if (route === '/resources/testharnessreport.js') return { type: 'text/javascript', body: await readFile(path.join(here, 'testharnessreport.js')) };
  if (route === '/_toolmark/started') {
    // The page may report before its held script was asked for: released either way.
    const id = url.searchParams.get('id') ?? '';
    const release = starting.get(id);
    if (release) release();
    else starting.set(id, () => {});
    return { type: 'text/plain', body: '' };
  }
  if (route === '/_toolmark/after-start.js') {
    const id = url.searchParams.get('id') ?? '';
    if (starting.has(id)) starting.delete(id);
    else await afterStart(id);
    return { type: 'text/javascript', body: '' };
  }
  // The classic scripts and the chunks they import from beside themselves (`chunks/`, spec §18.1).
  if (route.startsWith('/_toolmark/')) {
    const file = path.join(bundles, path.normalize(route.slice('/_toolmark/'.length)).replace(/^(\.\.[/\\])+/, ''));
    return file.startsWith(bundles + path.sep) ? { type: 'text/javascript', body: await readFile(file) } : undefined;
  }
  const windowTest = /\.window\.html$/.exec(route);
  if (windowTest) {
    const script = route.replace(/\.html$/, '.js');
    const page = `<!doctype html><meta charset="utf-8"><script src="/resources/testharness.js"></script><script src="/resources/testharnessreport.js"></script><script src="${script}"></script>`;
    return { type: 'text/html', body: withBundles(page, flavour.scripts) };
  }
  const file = path.join(root, path.normalize(route).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(root)) return undefined;
  let text: Buffer = await readFile(file);
  const extension = path.extname(file);
  if (file.includes('.sub.')) text = Buffer.from(substitute(text.toString(), ports));
  if (extension === '.html') text = Buffer.from(withBundles(text.toString(), flavour.scripts));
  return { type: (TYPES as Record<string, string>)[extension] ?? 'application/octet-stream', body: text };
}

/**
 * Starts the suite's servers: two ports per flavour, from `base` on.
 *
 * @param root The suite's folder (the one holding `resources/` and `webmcp/`).
 * @param base The first port.
 * @returns The function that stops them.
 */
export async function serveSuite(root: string, base: number): Promise<() => Promise<void>> {
  const servers: Server[] = [];
  for (const [index, flavour] of FLAVOURS.entries()) {
    const ports = flavourPorts(base, index);
    for (const port of ports) {
      const server = createServer(async (request, response) => {
        try {
          const answer = await respond(root, flavour, ports, new URL(request.url ?? '/', `http://127.0.0.1:${port}`));
          if (!answer) throw Object.assign(new Error('outside the suite'), { code: 'ENOENT' });
          response.writeHead(200, { 'content-type': answer.type, 'cache-control': 'no-store' }).end(answer.body);
        } catch (error) {
          response.writeHead((error as { code?: string }).code === 'ENOENT' ? 404 : 500).end(String(error));
        }
      });
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
      servers.push(server);
    }
  }
  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  };
}
