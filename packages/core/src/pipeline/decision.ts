// What a confirmation handler answers (spec §3.4): yes, no, or no with the person's reason, which
// reaches the caller in the `declined` result. Read once, fail closed: only `true` or
// `{ approved: true }` approves; anything else, a throwing getter included, declines.
import { isRecord } from '../is-record.js';
import { oneLine } from '../one-line.js';

/** The most of a person's reason that reaches the caller, in code points. */
export const REASON_LIMIT = 500;

/** A decision as the confirmation step reads it. */
export interface ReadDecision {
  readonly approved: boolean;
  /** The person's reason for declining, trimmed, one line, at most `REASON_LIMIT` code points; never empty. */
  readonly reason?: string;
}

/**
 * Reads a confirmation handler's answer once.
 *
 * @param answer `true`, `false`, a `ConfirmAnswer`, or anything else (which declines).
 * @returns Whether the person approved, and their reason when they declined with one.
 */
export function readDecision(answer: unknown): ReadDecision {
  if (answer === true) return { approved: true };
  if (!isRecord(answer)) return { approved: false };
  try {
    const { approved, reason } = answer;
    if (approved === true) return { approved: true };
    const cleaned = typeof reason === 'string' ? oneLine(reason, REASON_LIMIT) : undefined;
    return cleaned === undefined ? { approved: false } : { approved: false, reason: cleaned };
  } catch {
    return { approved: false };
  }
}
