import type { Caller, ProgressUpdate, ToolmarkEvent, ToolResult } from '@toolmark/core';
import { toInputRows } from './input-rows.js';

/** Where a call stands in the activity log (spec §17.5). */
export type ActivityStatus = 'started' | 'confirming' | 'asking' | 'running' | 'finished' | 'declined' | 'failed' | 'error';

/**
 * Key / value rows of a redacted value as the log lists them (spec §17.5): an input, or a structured
 * result. A row the registry redacted is `masked` and its `value` is `''`.
 */
export interface ActivityRows {
  readonly rows: readonly { readonly key: string; readonly value: string; readonly masked: boolean }[];
  /** How many values were left out past the 10 listed. */
  readonly hidden: number;
}

/** One line of the activity log: a call, or a registry error. Built only from redacted events. */
export interface ActivityEntry {
  /** The call's id, or `error-<n>` for a registry error. */
  readonly id: string;
  readonly status: ActivityStatus;
  /** The tool's full name. */
  readonly name?: string;
  readonly caller?: Caller;
  /** The call's input as `call:started` carried it (redacted), as rows; absent for an empty input. */
  readonly input?: ActivityRows;
  /** The last progress report of a running call (kept while it asks the person something). */
  readonly progress?: ProgressUpdate;
  /** What the call's tool asks the person while it is `asking` (`call:asking`), cut at 300 characters. */
  readonly question?: string;
  /**
   * The result's text blocks, one per line (but a block that only repeats `structuredContent` as
   * JSON), or the error's message; cut at 300 characters.
   */
  readonly message?: string;
  /** How many characters of `message` were cut off. */
  readonly cut?: number;
  /** A result's `structuredContent` that is an object or an array, as rows. */
  readonly output?: ActivityRows;
  /** The result's or the error's code. */
  readonly code?: string;
  readonly durationMs?: number;
}

/** How many entries the log keeps unless told otherwise (spec §17.5). */
export const DEFAULT_ACTIVITY_LIMIT = 50;

const MAX_MESSAGE = 300;
/** Rows listed per input or result: a log line stays a line, the card is where a call is read in full. */
const MAX_ROWS = 10;

// Every text of the log is cut: a result, a progress report or an error may be megabytes long.
function cut(text: string): string {
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

// ok(value) writes the value's JSON as the text block: with the rows beside it, it says nothing new.
function repeatsStructured(text: string, structured: unknown): boolean {
  try {
    return JSON.stringify(structured) === text;
  } catch {
    // Cyclic, too deep or a BigInt: not what ok() wrote.
    return false;
  }
}

/**
 * Creates the rows the log lists of a redacted value: at most 10, each key and value cut at 300
 * characters.
 *
 * @param value An input from `call:started` or a result's `structuredContent`, both redacted.
 * @returns The rows, or `undefined` when there is nothing to list.
 */
export function toActivityRows(value: unknown): ActivityRows | undefined {
  const { rows, hidden } = toInputRows(value, { limit: MAX_ROWS });
  if (rows.length === 0) return undefined;
  return { rows: rows.map(({ key, value: text, masked }) => ({ key: cut(key), value: cut(text), masked })), hidden };
}

/**
 * Reads what a person sees of a result in the log: its text blocks as text, a structured object or
 * array as rows, an error's message (its code is the entry's `code`).
 *
 * @param result A redacted result.
 * @returns The message, how much of it was cut, and the rows.
 */
export function readResult(result: ToolResult): Pick<ActivityEntry, 'message' | 'cut' | 'output'> {
  const structured = result.structuredContent;
  const output = !result.isError && isContainer(structured) ? toActivityRows(structured) : undefined;
  const texts: string[] = [];
  for (const block of result.content) {
    if (block.type === 'text' && !(output && repeatsStructured(block.text, structured))) texts.push(block.text);
  }
  const out: { message?: string; cut?: number; output?: ActivityRows } = {};
  if (texts.length > 0) {
    const text = texts.join('\n');
    out.message = cut(text);
    if (text.length > MAX_MESSAGE) out.cut = text.length - MAX_MESSAGE;
  }
  if (output) out.output = output;
  return out;
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
 * its outcome, through `asking` (with the question) while its tool waits for the person's answer and
 * back to `running` on the next `call:running`; tool events leave the log as it is. Only the newest `limit` entries are kept (the
 * default, 50, for a limit that is not a number of 0 or more); every text is cut at 300 characters.
 * The input is read from `call:started` only, which carries the registry's redacted input (spec §7).
 *
 * @param entries The log, oldest first.
 * @param event A redacted registry event.
 * @param limit The most entries to keep.
 * @returns The new log, or `entries` itself when the event changes nothing.
 */
export function reduceActivity(entries: readonly ActivityEntry[], event: ToolmarkEvent, limit: number): readonly ActivityEntry[] {
  let next: readonly ActivityEntry[];
  switch (event.type) {
    case 'call:started': {
      const entry: ActivityEntry = { id: event.callId, status: 'started', name: event.name, caller: event.caller };
      const input = toActivityRows(event.input);
      next = [...entries, input ? { ...entry, input } : entry];
      break;
    }
    case 'call:confirming':
    case 'call:running': {
      const status = event.type === 'call:confirming' ? 'confirming' : 'running';
      next = update(entries, event.callId, ({ question: _question, ...entry }) => ({ ...entry, status }));
      break;
    }
    case 'call:asking':
      next = update(entries, event.callId, (entry) => ({ ...entry, status: 'asking', question: cut(String(event.message)) }));
      break;
    case 'call:progress':
      next = update(entries, event.callId, (entry) => ({ ...entry, progress: cutProgress(event.update) }));
      break;
    case 'call:finished': {
      const { result, durationMs } = event;
      next = update(entries, event.callId, ({ progress: _progress, question: _question, ...entry }) => {
        const done: ActivityEntry = { ...entry, status: finishedStatus(result), durationMs, ...readResult(result) };
        return withCode(done, result.isError ? result.code : undefined);
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
