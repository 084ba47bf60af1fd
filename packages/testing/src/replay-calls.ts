// Replays a recording against a registry and says what came back differently (spec §22.3).
import { REDACTED, type Toolmark } from '@toolmark/core';
import { childPath, jsonCopy, recordResult, type CallRecording, type RecordedResult } from './record-calls.js';

/** The options of `replayCalls` (spec §22.3). */
export interface ReplayOptions {
  /** The values of the redacted paths, by path (`cardNumber`, `card.cvc`), for every call that has that path redacted. */
  readonly values?: Readonly<Record<string, unknown>>;
}

/** One way a replay differs from its recording (spec §22.3). */
export interface ReplayDifference {
  /** The call's index in the recording. */
  readonly index: number;
  readonly tool: string;
  /** `result_differs`: the call answered otherwise; `missing_value`: a redacted path has no value, so the call and the ones after it were not made. */
  readonly problem: 'result_differs' | 'missing_value';
  readonly message: string;
  readonly recorded?: RecordedResult;
  readonly replayed?: RecordedResult;
}

/**
 * Writes JSON text with object keys sorted, so two values compare by content, not by key order.
 *
 * @param value A JSON value.
 * @returns Its canonical text.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, child]) => child !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Puts the values back at the redacted places of an input: each string that is the marker, walked
 * in the same order and with the same paths as `redactedPaths`.
 *
 * @param input The recorded input.
 * @param values The values by path.
 * @param missing Collects the paths that have no value.
 * @param path The input's own path.
 * @returns The input to send.
 */
function fill(input: unknown, values: Readonly<Record<string, unknown>>, missing: string[], path = ''): unknown {
  if (input === REDACTED) {
    if (!Object.prototype.hasOwnProperty.call(values, path)) missing.push(path);
    return values[path];
  }
  if (typeof input !== 'object' || input === null) return input;
  if (Array.isArray(input)) return input.map((child, index) => fill(child, values, missing, childPath(path, String(index), true)));
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(input)) {
    // An own property even for `__proto__`: the input is data.
    Object.defineProperty(copy, key, { value: fill(child, values, missing, childPath(path, key, false)), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/**
 * Replays a recording (spec §22.3): calls each recorded tool again, one at a time in order, with the
 * recorded input, its redacted paths filled from `values`, and the recorded caller's kind, and
 * compares each result, redacted as recorded, with the recorded one. A call with a redacted path that
 * `values` lacks is not made with a guess: the replay stops there with a `missing_value` difference
 * (fail closed).
 *
 * @param tm The registry to replay against (a fresh one, set up as the recorded one was).
 * @param recording What `recordCalls` recorded, possibly read back from a JSON fixture.
 * @param options The values of the redacted paths.
 * @returns The differences; `[]` when every call answered as recorded.
 */
export async function replayCalls(tm: Pick<Toolmark, 'call'>, recording: CallRecording, options: ReplayOptions = {}): Promise<ReplayDifference[]> {
  const differences: ReplayDifference[] = [];
  const values = options.values ?? {};
  for (const [index, call] of recording.calls.entries()) {
    const missing: string[] = [];
    const input = fill(call.input, values, missing);
    if (missing.length) {
      differences.push({
        index,
        tool: call.tool,
        problem: 'missing_value',
        message: `Call #${index + 1} ('${call.tool}') was recorded with ${missing.map((path) => `'${path}'`).join(', ')} redacted, and options.values has no value for ${missing.length > 1 ? 'them' : 'it'}: nothing is called with a guess, so the replay stopped here`,
      });
      break;
    }
    const replayed = recordResult(await tm.call(call.tool, jsonCopy(input), { caller: { kind: call.caller } }));
    if (canonical(replayed) !== canonical(call.result)) {
      differences.push({ index, tool: call.tool, problem: 'result_differs', message: `Call #${index + 1} ('${call.tool}') answered differently`, recorded: call.result, replayed });
    }
  }
  return differences;
}
