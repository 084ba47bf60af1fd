// The browser the agents drive: the system Chromium with native WebMCP, started by the test with a
// DevTools port, so each MCP server attaches to it (Playwright MCP's --cdp-endpoint, Chrome DevTools
// MCP's --browserUrl) and the test attaches too, as the person who clicks the confirmation cards.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromiumArgsWithoutWebMcp, chromiumPath } from '../chromium';

/**
 * The flags agent clients need: `WebMCP` as well as `WebMCPTesting`. Playwright MCP lists no page tools
 * with `WebMCPTesting` alone (it refuses a browser it launched without `WebMCP`); Chrome DevTools MCP
 * works with either.
 */
export const agentChromiumArgs = [...chromiumArgsWithoutWebMcp, '--enable-features=WebMCP,WebMCPTesting'];

/** A running Chromium and its DevTools endpoint. */
export interface DebuggableChromium {
  /** `http://127.0.0.1:<port>`, what --cdp-endpoint and --browserUrl take. */
  readonly endpoint: string;
  close(): Promise<void>;
}

/**
 * Starts the system Chromium headless with a DevTools port the system picks, in a fresh profile.
 *
 * @returns The endpoint and a way to stop it.
 */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'toolmark-agents-profile-'));
  const child = spawn(chromiumPath, [...agentChromiumArgs, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    // Its own process group, so closing it ends its helper processes too (they hold the profile).
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Chromium writes the port it bound to into the profile: "<port>\n<browser target path>".
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 15_000;
  let port = '';
  while (!port) {
    if (child.exitCode !== null) throw new Error(`${chromiumPath} exited with ${child.exitCode} before opening its DevTools port`);
    if (Date.now() > deadline) throw new Error(`${chromiumPath} opened no DevTools port in 15 s`);
    if (existsSync(portFile)) port = readFileSync(portFile, 'utf8').split('\n')[0] ?? '';
    if (!port) await sleep(50);
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
      // Chromium's helper processes may still be writing to the profile for a moment.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
