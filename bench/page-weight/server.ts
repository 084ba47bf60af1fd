/**
 * The page-weight benchmark's web server: generated pages and whole directories of files from
 * 127.0.0.1, every script gzipped at level 9 as a site would serve it, so what Chromium counts over
 * the wire is the compressed size.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A URL prefix served from a directory: every file under it, subfolders included. */
export interface Mount {
  /** The URL path prefix, with slashes at both ends: `/toolmark/`. */
  readonly prefix: string;
  /** The directory on disk. */
  readonly dir: string;
}

/** What the server holds: pages generated in memory, then directories, the first matching prefix winning. */
export interface SiteContent {
  /** Generated files by URL path (`/pages/one-form.html`, `/peers/validator.js`). */
  readonly files: ReadonlyMap<string, string>;
  readonly mounts: readonly Mount[];
}

/** A running server. */
export interface Site {
  readonly origin: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Compressed bodies, by path and modification time: each file is gzipped once per run, not per load. */
const gzipCache = new Map<string, Buffer>();

function gzipOnce(key: string, body: Buffer): Buffer {
  let zipped = gzipCache.get(key);
  if (zipped === undefined) {
    zipped = gzipSync(body, { level: 9 });
    gzipCache.set(key, zipped);
  }
  return zipped;
}

/** Finds a URL path's body: a generated file, else a file under the first mount whose prefix matches. */
function lookUp(content: SiteContent, path: string): { body: Buffer; key: string } | undefined {
  const generated = content.files.get(path);
  if (generated !== undefined) return { body: Buffer.from(generated), key: `generated:${path}:${generated.length}` };
  for (const { prefix, dir } of content.mounts) {
    if (!path.startsWith(prefix)) continue;
    const file = normalize(join(dir, decodeURIComponent(path.slice(prefix.length))));
    // A `..` in the URL must not reach outside the mounted directory.
    if (!file.startsWith(normalize(dir + sep))) return undefined;
    if (!existsSync(file) || !statSync(file).isFile()) return undefined;
    return { body: readFileSync(file), key: `${file}:${statSync(file).mtimeMs}` };
  }
  return undefined;
}

/**
 * Starts the server on a free port of 127.0.0.1 (a secure context, so native WebMCP is there when
 * Chromium has it). Scripts go out gzipped at level 9 with `content-length` (no chunk framing on the
 * wire), other files as they are; every response says `no-store`, though each load has a fresh
 * browser context anyway.
 *
 * @param content The generated files and the mounted directories.
 * @returns The origin and a way to stop it.
 */
export async function startSite(content: SiteContent): Promise<Site> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const found = lookUp(content, path.endsWith('/') ? `${path}index.html` : path);
    if (found === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const isScript = type.startsWith('text/javascript');
    const body = isScript ? gzipOnce(found.key, found.body) : found.body;
    response.writeHead(200, {
      'content-type': type,
      'content-length': String(body.length),
      'cache-control': 'no-store',
      ...(isScript && { 'content-encoding': 'gzip' }),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
