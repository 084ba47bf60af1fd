// The one step of a run made outside the registry (spec §3.9): a browser serving a declarative form
// itself. The registry validates, confirms and runs nothing; it reports the run as its events.
import { passTurn } from './lane.js';
import { toResult } from './run-tool.js';
import type { StepAnswer, ToolCall } from './tool-call.js';

/**
 * Waits for what the outside run's maker reports, as the call's result: `call:running` at once,
 * then `ran`'s value (`run_failed` when it rejects or is not a tool result). The run holds no turn in
 * the tool's lane: the registry is not the one running it, so it must not hold up its own calls (a
 * run the browser leaves waiting for the person may never end). Later calls still wait for the
 * earlier ones, as behind a call that runs side by side.
 *
 * @param call The call.
 * @param ran What the run's maker resolves when the run is over.
 * @returns A promise of the result, as the value to go on with.
 */
export function recordRun(call: ToolCall, ran: PromiseLike<unknown>): StepAnswer {
  passTurn(call.turn);
  call.enter('running');
  call.emit('call:running');
  return call.race(ran).then((settled) => ({ value: toResult(call, settled) }));
}
