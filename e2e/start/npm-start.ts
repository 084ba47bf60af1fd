// The machinery of the `npm start` check (npm-start.check.ts): a pristine copy of the checkout, the
// README's start command in its own process group, waiting for the dev server, and stopping the
// whole group by its id. Node only, no Playwright.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, lstatSync, mkdirSync, openSync, readFileSync, readdirSync, readlinkSync, symlinkSync, writeSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { outsideEnv } from '../outside-env';

/** Where the README says `npm start` serves the playground. */
export const HOST = '127.0.0.1';
export const PORT = 5173;
export const ORIGIN = `http://${HOST}:${PORT}`;

/** Process groups started here and not yet seen gone: killed on the way out whatever happens. */
const live = new Set<number>();
process.on('exit', () => {
  for (const pgid of live) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

/**
 * Copies the checkout as a newcomer's clone would have it: the files git knows plus the untracked
 * files that are not ignored, so no `node_modules`, no `dist/`, no `.git`. Files deleted from the
 * working tree but still in the index are skipped; symlinks stay symlinks; modes are kept.
 *
 * @param from The checkout.
 * @param to An empty directory.
 * @returns The paths copied and the paths skipped (gone, or not a file).
 */
export function pristineCopy(from: string, to: string): { copied: string[]; skipped: string[] } {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: from, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (listed.error || listed.status !== 0) {
    throw new Error(`git ls-files failed in ${from} (the copy is made from a git checkout): ${listed.error?.message ?? listed.stderr}`);
  }
  const paths = [...new Set(listed.stdout.split('\0').filter(Boolean))].sort();
  const copied: string[] = [];
  const skipped: string[] = [];
  for (const path of paths) {
    const source = join(from, path);
    let stats;
    try {
      stats = lstatSync(source);
    } catch {
      skipped.push(path); // Deleted from the working tree, still in the index.
      continue;
    }
    const target = join(to, path);
    if (stats.isSymbolicLink()) {
      mkdirSync(dirname(target), { recursive: true });
      symlinkSync(readlinkSync(source), target);
    } else if (stats.isFile()) {
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(source, target); // libuv copies the mode too.
    } else {
      skipped.push(path); // A submodule or something else that is not a file.
      continue;
    }
    copied.push(path);
  }
  return { copied, skipped };
}

/**
 * Tells whether a TCP port on 127.0.0.1 is free: nothing accepts a connection on it and it can be bound.
 *
 * @param port The port.
 * @returns Whether it is free.
 */
export async function portFree(port: number): Promise<boolean> {
  const accepts = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: HOST, port });
    socket.setTimeout(1_000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
  if (accepts) return false;
  return new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ host: HOST, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Says who listens on a port, for an error message (best effort: `ss` may be missing).
 *
 * @param port The port.
 * @returns `ss -ltnp` for that port, or an empty string.
 */
export function whoListens(port: number): string {
  const ss = spawnSync('ss', ['-ltnp', `sport = :${port}`], { encoding: 'utf8' });
  return ss.status === 0 ? ss.stdout.trim() : '';
}

/**
 * Lists the live (not zombie) processes of a process group. Reads /proc where there is one, because
 * in a container whose init does not reap, orphans of a killed group stay as zombies and `kill(-pgid, 0)`
 * would still succeed; elsewhere falls back to that.
 *
 * @param pgid The process group id.
 * @returns The pids, or `[pgid]` when only the fallback could tell the group is there.
 */
export function groupMembers(pgid: number): number[] {
  if (existsSync('/proc/self/stat')) {
    const members: number[] = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // Gone meanwhile.
      }
      // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses, so split after the last ')'.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z' && state !== 'X') members.push(Number(entry));
    }
    return members;
  }
  try {
    process.kill(-pgid, 0);
    return [pgid];
  } catch {
    return [];
  }
}

/** Describes the processes of a group, for an error message. */
function describeGroup(pids: number[]): string {
  return pids
    .map((pid) => {
      try {
        return `${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()}`;
      } catch {
        return String(pid);
      }
    })
    .join('\n');
}

/** How the group went when it was stopped. */
export interface Stopped {
  /** The last signal the group needed. */
  signal: 'SIGTERM' | 'SIGKILL' | 'none';
  /** How npm itself ended. */
  exit: string;
}

/** One `npm start`: a child process in its own process group, its output in a log file. */
export class NpmStart {
  readonly child: ChildProcess;
  readonly pgid: number;
  /** Resolves when npm (the group leader) has exited, with how. */
  readonly exited: Promise<string>;
  #exit: string | undefined;

  /**
   * Runs `npm start` in a directory.
   *
   * @param cwd The directory.
   * @param log The log file; created or appended to.
   */
  constructor(readonly cwd: string, readonly log: string) {
    const fd = openSync(log, 'a');
    writeSync(fd, `$ npm start   # in ${cwd}, ${new Date().toISOString()}\n`);
    try {
      this.child = spawn('npm', ['start'], { cwd, detached: true, stdio: ['ignore', fd, fd], env: outsideEnv() });
    } finally {
      closeSync(fd); // The child holds its own copy.
    }
    if (this.child.pid === undefined) throw new Error(`npm start did not start in ${cwd}`);
    this.pgid = this.child.pid;
    live.add(this.pgid);
    this.exited = new Promise((resolve) => {
      this.child.once('error', (error) => resolve((this.#exit = `failed to run: ${error.message}`)));
      this.child.once('exit', (code, signal) => resolve((this.#exit = signal ? `killed by ${signal}` : `exit code ${code}`)));
    });
  }

  /** How npm ended, or undefined while it runs. */
  get exit(): string | undefined {
    return this.#exit;
  }

  /**
   * The end of the log.
   *
   * @param lines How many lines.
   * @returns Them.
   */
  tail(lines = 80): string {
    return logTail(this.log, lines);
  }

  /**
   * Waits until a URL answers with a 2xx, failing as soon as npm exits, or after a while.
   *
   * @param url The URL.
   * @param timeoutMs How long to wait at most.
   */
  async waitUntilAnswering(url: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer yet';
    while (Date.now() < deadline) {
      if (this.#exit !== undefined) {
        throw new Error(`npm start ended (${this.#exit}) before ${url} answered. The end of its log (${this.log}):\n${this.tail()}`);
      }
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        if (response.ok) return;
        last = `HTTP ${response.status}`;
      } catch (error) {
        last = error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error);
      }
      await Promise.race([sleep(500), this.exited]);
    }
    throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (last: ${last}). The end of the log (${this.log}):\n${this.tail()}`);
  }

  /**
   * Stops the whole process group by its id: SIGTERM, then SIGKILL if it is still there after a
   * grace period. Throws if the group survives even that.
   *
   * @param graceMs How long SIGTERM gets.
   * @returns How it went.
   */
  async stop(graceMs = 10_000): Promise<Stopped> {
    const gone = async (ms: number) => {
      const until = Date.now() + ms;
      while (groupMembers(this.pgid).length > 0) {
        if (Date.now() > until) return false;
        await sleep(100);
      }
      return true;
    };
    const signal = (name: 'SIGTERM' | 'SIGKILL') => {
      try {
        process.kill(-this.pgid, name);
      } catch {
        // The group is gone already.
      }
    };
    let needed: Stopped['signal'] = 'none';
    if (groupMembers(this.pgid).length > 0) {
      needed = 'SIGTERM';
      signal('SIGTERM');
      if (!(await gone(graceMs))) {
        needed = 'SIGKILL';
        signal('SIGKILL');
        if (!(await gone(5_000))) {
          throw new Error(`process group ${this.pgid} survived SIGKILL:\n${describeGroup(groupMembers(this.pgid))}`);
        }
      }
    }
    live.delete(this.pgid);
    const exit = await Promise.race([this.exited, sleep(5_000).then(() => 'unknown (no exit event)')]);
    return { signal: needed, exit };
  }
}

/**
 * The end of a log file.
 *
 * @param file The file.
 * @param lines How many lines.
 * @returns Them, or an empty string if there is no such file.
 */
export function logTail(file: string, lines: number): string {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return text.split('\n').slice(-lines - 1).join('\n');
}

/**
 * Waits until a port is free, a few seconds at most.
 *
 * @param port The port.
 * @param timeoutMs How long.
 * @returns Whether it became free.
 */
export async function waitPortFree(port: number, timeoutMs = 5_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!(await portFree(port))) {
    if (Date.now() > until) return false;
    await sleep(200);
  }
  return true;
}
