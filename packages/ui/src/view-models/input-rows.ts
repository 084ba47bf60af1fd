import { REDACTED } from '@toolmark/core';
import { formatPath } from '@toolmark/core/internal';

/** One line of a card's input list: where the value sits, and the value as text (spec §17.2). */
export interface InputRow {
  /** The path, such as `passengers[0].name`; `''` when the input is a single value. */
  readonly key: string;
  /** The value as text; `''` when it is masked. */
  readonly value: string;
  /** The registry redacted it: show a mask, never a value. */
  readonly masked: boolean;
}

/** What a card lists of an input. */
export interface InputRows {
  readonly rows: readonly InputRow[];
  /** How many values were left out past the limit. */
  readonly hidden: number;
}

const MAX_DEPTH = 8;

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function leafText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (typeof value === 'function' || typeof value === 'symbol') return `[${typeof value}]`;
  try {
    return String(value);
  } catch {
    return `[${typeof value}]`;
  }
}

/**
 * Creates the key / value rows a person reads on a confirmation card: nested objects and arrays are
 * flattened to paths, a value the registry redacted becomes a masked row. The input must come from a
 * `ConfirmRequest` or an event, so it is already redacted (spec §6); this only decides how to show it.
 *
 * @param input The redacted input.
 * @param limit The most rows to list; the rest are counted in `hidden`.
 * @returns The rows and the count of values left out.
 */
export function toInputRows(input: unknown, limit = 50): InputRows {
  const rows: InputRow[] = [];
  let hidden = 0;
  const seen = new WeakSet<object>();
  const push = (path: readonly PropertyKey[], value: string, masked: boolean) => {
    if (rows.length < limit) rows.push({ key: formatPath(path), value: masked ? '' : value, masked });
    else hidden++;
  };
  const walk = (value: unknown, path: PropertyKey[]): void => {
    if (value === REDACTED) return push(path, '', true);
    if (value === undefined) return;
    if (!isPlainContainer(value)) return push(path, leafText(value), false);
    if (seen.has(value)) return push(path, '[circular]', false);
    const keys = Object.keys(value);
    // An empty input has nothing to list; an empty value inside one is shown as such.
    if (keys.length === 0) return path.length === 0 ? undefined : push(path, Array.isArray(value) ? '[]' : '{}', false);
    if (path.length >= MAX_DEPTH) return push(path, '…', false);
    seen.add(value);
    for (const key of keys) {
      const child = (value as Record<string, unknown>)[key];
      walk(child, [...path, Array.isArray(value) ? Number(key) : key]);
    }
    seen.delete(value);
  };
  walk(input, []);
  return { rows, hidden };
}
