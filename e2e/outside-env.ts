// The environment of a command that must run as a newcomer's shell runs it, outside this workspace:
// `npm start` in a pristine copy (e2e/start), npm and tsc in the consumer apps (e2e/consumer).
import { delimiter, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout these tests run from. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

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
