// What a call needs of its registry, shared rather than asked for. A leaf: the call, the steps and the
// orchestrator all read it, and it reads none of them.
import type { AskHandler, ConfirmHandler, ToolmarkOptions } from '../options.js';
import type { Emitter } from '../registry/events.js';
import type { CallHandle } from './call-handle.js';
import type { InputLimits } from './snapshot-input.js';

/** The registry as a call sees it. */
export interface CallSettings {
  readonly dev: boolean;
  readonly options: ToolmarkOptions;
  readonly limits: Required<InputLimits>;
  readonly emitter: Emitter;
  /** The confirmation handlers, `options.confirm` first and the one installed last at the end (spec §3.4). */
  readonly handlers: ReadonlySet<{ readonly handler: ConfirmHandler | undefined }>;
  /** The ask handlers, `options.ask` first and the one installed last at the end (spec §3.12). */
  readonly askers: ReadonlySet<{ readonly handler: AskHandler | undefined }>;
  /** The calls under way, by id, in the order they started (`tm.calls()`). */
  readonly inFlight: Map<string, CallHandle>;
}

/**
 * The handler installed last in a set of installations, or `undefined`.
 *
 * @param installed The installations, oldest first.
 * @returns The newest handler.
 */
export function newest<H>(installed: ReadonlySet<{ readonly handler: H | undefined }>): H | undefined {
  let handler: H | undefined;
  for (const entry of installed) handler = entry.handler;
  return handler;
}
