// What a run shows while it runs, and how it ends (spec §21.3): a state per turn a UI can render
// ("Request 2 of at most 8 · 12 tools · 3.1 s"), events for a transcript, and outcomes with stable codes.
import type { ProgressUpdate, ToolResult } from '@toolmark/core';

/**
 * Where a run stands (spec §21.3). `waiting for confirmation` while the call waits for the person
 * (its handle's `waiting-for-person`: a confirmation card, or a question its `run` asks), `calling`
 * while it is checked, waits for its turn or runs.
 */
export type AgentPhase = 'requesting' | 'calling' | 'waiting for confirmation' | 'done' | 'failed' | 'aborted' | 'timed out';

/** The state of a run, emitted on every phase change (spec §21.3). */
export interface AgentState {
  /** The model request this turn makes, from 1; 0 before the first. */
  readonly turn: number;
  readonly maxTurns: number;
  /** The tools the turn's request offers. */
  readonly tools: number;
  readonly phase: AgentPhase;
  /** The tool being called (full name), in `calling` and `waiting for confirmation`. */
  readonly tool?: string;
  /** When this phase began (`Date.now()` milliseconds): a UI ticks `Date.now() - startedAt` itself. */
  readonly startedAt: number;
  /** Milliseconds since the run began, when this phase began. */
  readonly elapsedMs: number;
}

/** What a run reports (spec §21.3); every input and result is redacted (spec §21.4). */
export type AgentEvent =
  | { readonly type: 'state'; readonly state: AgentState }
  | { readonly type: 'say'; readonly turn: number; readonly text: string }
  | { readonly type: 'call'; readonly turn: number; readonly name: string; readonly input: unknown }
  /** A progress report of the call under way (`ctx.progress`, redacted), as its handle gives it. */
  | { readonly type: 'progress'; readonly turn: number; readonly name: string; readonly update: ProgressUpdate }
  | { readonly type: 'result'; readonly turn: number; readonly name: string; readonly result: ToolResult }
  | { readonly type: 'refused'; readonly turn: number; readonly name: string; readonly code: 'unknown_tool' | 'invalid_arguments'; readonly message: string };

/** How a run ended (spec §21.3); `turns` is the model requests made. */
export type AgentOutcome =
  | { readonly code: 'answered'; readonly text: string; readonly turns: number }
  | { readonly code: 'aborted' | 'timed_out' | 'unreachable' | 'bad_response' | 'max_turns'; readonly message: string; readonly turns: number }
  | { readonly code: 'http_error'; readonly status: number; readonly message: string; readonly turns: number };
