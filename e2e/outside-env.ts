// The environment of a command that must run as a newcomer's shell runs it, outside this workspace:
// `npm start` and `npm run tarballs` in a pristine copy (e2e/start), npm and tsc in the consumer apps
// (e2e/consumer).
import { spawn } from 'node:child_process';
import { delimiter, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout these tests run from. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

// How to reach the registry, and where the caches are, is the machine's, not the test's: kept.
const MACHINE_CONFIG = /^(npm_config_(registry|.+:registry|cafile|ca|proxy|https_proxy|https-proxy|noproxy|no_proxy|strict_ssl|strict-ssl|userconfig|cache|store_dir|store-dir)|PNPM_HOME)$/i;

/** Holds `child` inside `parent` (or equal to it)? */
export function isInside(parent: string, child: string): boolean {
  const path = relative(parent, child);
  return path === '' || (!path.startsWith('..') && !path.startsWith(sep));
}

/**
 * Creates the environment of a newcomer's shell from this process's: without what the package manager
 * running the tests put there (its `npm_*` / `pnpm_*` settings, one of which, `npm_config_local_prefix`,
 * would point npm back at this checkout, and the workspace's `node_modules/.bin` on the PATH) and
 * without Playwright's variables, but with the machine's registry, proxy, cache and store settings.
 * `CI` stays as it is; colours are off, so logs read as text.
 *
 * @returns The environment.
 */
export function outsideEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (/^(npm|pnpm)_/i.test(key) && !MACHINE_CONFIG.test(key)) continue;
    if (/^(PW_|PLAYWRIGHT_|TEST_WORKER_INDEX$|TEST_PARALLEL_INDEX$|INIT_CWD$|FORCE_COLOR$|NODE_PATH$|TS_NODE_PROJECT$)/.test(key)) continue;
    if (key === 'NODE_OPTIONS') continue;
    env[key] = value;
  }
  env['PATH'] = (process.env['PATH'] ?? '')
    .split(delimiter)
    .filter((entry) => entry !== '' && !isInside(ROOT, resolve(entry)) && !entry.includes(`${sep}node_modules${sep}.bin`) && !entry.includes('node-gyp-bin'))
    .join(delimiter);
  env['NO_COLOR'] = '1';
  return env;
}

/** The output of a command that failed, or that ran: stdout and stderr interleaved. */
export class CommandError extends Error {}

/**
 * Runs a command in `cwd` with {@link outsideEnv}, in a process group of its own, so that a timeout
 * ends it and every process it started.
 *
 * @param command The command.
 * @param args Its arguments.
 * @param cwd Where it runs.
 * @param timeoutMs How long it may take.
 * @returns Its command line and output; rejects with a {@link CommandError} holding both when it
 *   exits with another code than 0, or times out.
 */
export function runOutside(command: string, args: readonly string[], cwd: string, timeoutMs: number): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env: outsideEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      output += `\n[outside] timed out after ${timeoutMs / 1000}s; stopping it\n`;
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    const line = `$ ${[command, ...args].join(' ')}   (in ${cwd})`;
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new CommandError(`${line}\n${error.message}\n${output}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolvePromise(`${line}\n${output}`);
      else reject(new CommandError(`${line}\nexited with ${signal ?? `code ${code}`}\n${output}`));
    });
  });
}
