import type { Caller, ProgressUpdate, ToolmarkEvent, ToolResult } from '@toolmark/core';

/** Where a call stands in the activity log (spec §17.5). */
export type ActivityStatus = 'started' | 'confirming' | 'running' | 'finished' | 'declined' | 'failed' | 'error';

/** One line of the activity log: a call, or a registry error. Built only from redacted events. */
export interface ActivityEntry {
  /** The call's id, or `error-<n>` for a registry error. */
  readonly id: string;
  readonly status: ActivityStatus;
  /** The tool's full name. */
  readonly name?: string;
  readonly caller?: Caller;
  /** The last progress report of a running call. */
  readonly progress?: ProgressUpdate;
  /** The result's first text, or the error's message. */
  readonly message?: string;
  /** The result's or the error's code. */
  readonly code?: string;
  readonly durationMs?: number;
}

/** How many entries the log keeps unless told otherwise (spec §17.5). */
export const DEFAULT_ACTIVITY_LIMIT = 50;

const MAX_MESSAGE = 300;

// Every text of the log is cut: a result, a progress report or an error may be megabytes long.
function cut(text: string): string {
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}

function firstText(result: ToolResult): string | undefined {
  for (const block of result.content) {
    if (block.type === 'text') return cut(block.text);
  }
  return undefined;
}

function cutProgress(update: ProgressUpdate): ProgressUpdate {
  return typeof update.message === 'string' && update.message.length > MAX_MESSAGE ? { ...update, message: cut(update.message) } : update;
}

// A limit that is not a whole number of 0 or more (NaN from an attribute, a negative, Infinity) would
// keep every entry, or none: it is the default instead, so a flood of calls stays bounded.
function keptCount(limit: number): number {
  return Number.isFinite(limit) && limit >= 0 ? Math.floor(limit) : DEFAULT_ACTIVITY_LIMIT;
}

function finishedStatus(result: ToolResult): ActivityStatus {
  if (result.code === 'declined') return 'declined';
  return result.isError ? 'failed' : 'finished';
}

function withCode(entry: ActivityEntry, code: string | undefined): ActivityEntry {
  return code === undefined ? entry : { ...entry, code };
}

function update(entries: readonly ActivityEntry[], id: string, change: (entry: ActivityEntry) => ActivityEntry) {
  const index = entries.findIndex((entry) => entry.id === id);
  if (index < 0) return entries;
  const next = entries.slice();
  next[index] = change(entries[index]!);
  return next;
}

// Unique among the kept entries: old entries leave from the front, new ones get a higher number.
function nextErrorId(entries: readonly ActivityEntry[]): string {
  let last = -1;
  for (const { id } of entries) if (id.startsWith('error-')) last = Math.max(last, Number(id.slice(6)));
  return `error-${last + 1}`;
}

/**
 * Folds one registry event into the activity log: a call gets one entry that moves from started to
 * its outcome; tool events leave the log as it is. Only the newest `limit` entries are kept (the
 * default, 50, for a limit that is not a number of 0 or more); every text is cut at 300 characters.
 *
 * @param entries The log, oldest first.
 * @param event A redacted registry event.
 * @param limit The most entries to keep.
 * @returns The new log, or `entries` itself when the event changes nothing.
 */
export function reduceActivity(entries: readonly ActivityEntry[], event: ToolmarkEvent, limit: number): readonly ActivityEntry[] {
  let next: readonly ActivityEntry[];
  switch (event.type) {
    case 'call:started':
      next = [...entries, { id: event.callId, status: 'started', name: event.name, caller: event.caller }];
      break;
    case 'call:confirming':
    case 'call:running': {
      const status = event.type === 'call:confirming' ? 'confirming' : 'running';
      next = update(entries, event.callId, (entry) => ({ ...entry, status }));
      break;
    }
    case 'call:progress':
      next = update(entries, event.callId, (entry) => ({ ...entry, progress: cutProgress(event.update) }));
      break;
    case 'call:finished': {
      const { result, durationMs } = event;
      next = update(entries, event.callId, ({ progress: _progress, ...entry }) => {
        const message = firstText(result);
        const done: ActivityEntry = { ...entry, status: finishedStatus(result), durationMs };
        return withCode(message === undefined ? done : { ...done, message }, result.isError ? result.code : undefined);
      });
      break;
    }
    case 'error': {
      const entry: ActivityEntry = { id: nextErrorId(entries), status: 'error', message: cut(String(event.message)), code: event.code };
      next = [...entries, event.name === undefined ? entry : { ...entry, name: event.name }];
      break;
    }
    default:
      return entries;
  }
  const kept = keptCount(limit);
  return next.length > kept ? next.slice(next.length - kept) : next;
}
