// Records a registry's calls as JSON that can be committed as a fixture (spec §22.3): what was called,
// with what (redacted), by whom, and what came back; never a sensitive value.
import { REDACTED, type Toolmark, type ToolResult } from '@toolmark/core';
import { egress, NO_SECRETS } from '@toolmark/core/internal';

/** A result as recorded: the registry's result, already redacted, as JSON (spec §22.3). */
export type RecordedResult = Pick<ToolResult, 'content' | 'structuredContent' | 'isError' | 'code' | 'issues' | 'tools'>;

/** One call of a recording (spec §22.3). */
export interface RecordedCall {
  /** The tool's full name. */
  readonly tool: string;
  /** The input as `call:started` carries it: each sensitive path holds `'[redacted]'` (spec §6). */
  readonly input: unknown;
  /** The paths of `input` that hold the marker, in the syntax of spec §6 (`card.number`, `passengers[0].passport`): what `replayCalls` needs values for. */
  readonly redacted: readonly string[];
  /** `caller.kind` of the call. */
  readonly caller: string;
  readonly result: RecordedResult;
}

/** A recording: the calls in the order they started (spec §22.3). */
export interface CallRecording {
  readonly version: 1;
  readonly calls: readonly RecordedCall[];
}

/** What `recordCalls` returns. */
export interface CallRecorder {
  /** The calls finished so far, in the order they started, as plain JSON data. */
  recording(): CallRecording;
  /** Stops recording. */
  dispose(): void;
}

/**
 * Copies a value as a fixture file holds it: through the registry's egress (spec §6: dates become
 * text, an `Error` its name and message, `undefined` goes, a cycle is marked), then through JSON text,
 * so the recording shares no object with anything else.
 *
 * @param value The value.
 * @returns The copy.
 */
export function jsonCopy<T>(value: T): T {
  const plain = egress(value, NO_SECRETS);
  return plain === undefined ? (plain as T) : (JSON.parse(JSON.stringify(plain)) as T);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Names a child of a value in the path syntax of sensitive paths (spec §6), which recordings and
 * `replayCalls`'s `values` share: `card.number`, `items[1]`, `fields["billing.zip"]`.
 *
 * @param path The parent's path (`''` for the root).
 * @param key The child's key.
 * @param inArray Whether the parent is an array (the key is an index).
 * @returns The child's path.
 */
export function childPath(path: string, key: string, inArray: boolean): string {
  const step = inArray ? `[${key}]` : IDENTIFIER.test(key) ? (path ? `.${key}` : key) : `[${JSON.stringify(key)}]`;
  return `${path}${step}`;
}

/**
 * Lists the paths of a value that hold the redaction marker.
 *
 * @param value The redacted input.
 * @param path The value's own path; default the root.
 * @returns Paths such as `card.number`, `items[1].cvc`, `fields["billing.zip"]`.
 */
export function redactedPaths(value: unknown, path = ''): string[] {
  if (value === REDACTED) return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => redactedPaths(child, childPath(path, key, Array.isArray(value))));
}

/**
 * Creates a recorded result from a registry's result.
 *
 * @param result The result (already redacted by the registry).
 * @returns Its JSON copy, with the fields of `RecordedResult` only.
 */
export function recordResult(result: ToolResult): RecordedResult {
  const { content, structuredContent, isError, code, issues, tools } = result;
  // JSON drops the fields that are undefined, as `exactOptionalPropertyTypes` wants them absent.
  return jsonCopy({ content, structuredContent, isError, code, issues, tools }) as RecordedResult;
}

/**
 * Records the calls of a registry from its events (spec §22.3): each call's tool, its input as the
 * registry redacts it in `call:started` (so a fixture never holds a sensitive value), the redacted
 * paths, the caller's kind and the result as `call:finished` carries it (scrubbed, spec §3.7).
 *
 * @param tm The registry.
 * @returns The recorder.
 */
export function recordCalls(tm: Pick<Toolmark, 'subscribe'>): CallRecorder {
  const started = new Map<string, { tool: string; input: unknown; caller: string; result?: RecordedResult }>();
  const stop = tm.subscribe((event) => {
    if (event.type === 'call:started') started.set(event.callId, { tool: event.name, input: jsonCopy(event.input), caller: event.caller.kind });
    if (event.type === 'call:finished') {
      const call = started.get(event.callId);
      if (call) call.result = recordResult(event.result);
    }
  });
  return {
    recording() {
      const calls = [...started.values()].flatMap(({ tool, input, caller, result }) => (result ? [{ tool, input, redacted: redactedPaths(input), caller, result }] : []));
      return { version: 1, calls };
    },
    dispose: stop,
  };
}
