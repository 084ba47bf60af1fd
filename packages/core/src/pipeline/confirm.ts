// The confirmation step (spec §3.4): a person approves the call, or it does not run.
import { attempt } from '../attempt.js';
import { warn } from '../dev.js';
import type { ConfirmHandler, ConfirmRequest } from '../options.js';
import { fail } from '../result.js';
import { readDecision } from './decision.js';
import { inputShape } from './input-shape.js';
import { redactForCard } from './masked-paths.js';
import { needsConfirmation } from './hints-policy.js';
import type { ToolRecord } from '../registry/tool-record.js';
import { newest, type CallSettings } from './call-settings.js';
import type { StepAnswer, ToolCall } from './tool-call.js';

/**
 * Asks the newest confirmation handler when the hints or `options.confirmPolicy` ask for it (a policy
 * that throws asks: fail closed). Only `true` or `{ approved: true }` approves; no handler declines.
 * A decline's reason, the person's words, is in the `declined` result's text.
 *
 * @param call The call.
 * @param input The validated input.
 * @returns A `declined` result, or a promise when a person is asked.
 */
export function confirm(call: ToolCall, input: unknown): StepAnswer {
  const { settings, name, record } = call;
  const { def } = record;
  const policy = settings.options.confirmPolicy;
  if (!needsConfirmation(def.hints, !!policy && attempt(() => policy(call.info(), input) === true, true))) return;
  call.enter('waiting-for-person');
  call.emit('call:confirming');
  const handler: ConfirmHandler | undefined = newest(settings.handlers);
  if (!handler) {
    if (import.meta.env.DEV && settings.dev) warn('TM102', `'${name}' needs confirmation and no handler is installed (options.confirm or tm.setConfirm): declined`);
    return fail('declined', `'${name}' needs a person's confirmation, and this page has no way to ask for it`);
  }
  // What the person sees is redacted by path alone, and the summary is made from that: scrubbing by
  // value would let a caller hide part of the call by sending the same text at a sensitive path
  // (`cvc: '9999'` masking an amount of 9999), and the card is shown to the person only. The walk
  // that masks names the places too, so a caller's own '[redacted]' is a value like any other.
  const { input: shown, redacted } = redactForCard(input, call.paths);
  const summary = attempt(() => def.summary?.(shown), undefined);
  const actionLabel = attempt(() => def.actionLabel?.(shown), undefined);
  const info = call.info();
  // Built as it is sent, the optional fields only when they hold something.
  const request: { -readonly [K in keyof ConfirmRequest]: ConfirmRequest[K] } = {
    callId: call.id,
    name,
    title: def.title ?? name,
    hints: info.hints,
    input: shown,
    caller: call.caller,
    anchors: info.anchors,
    signal: call.ctx.signal,
    redacted,
  };
  if (typeof summary === 'string') request.summary = summary;
  if (typeof actionLabel === 'string' && actionLabel.trim()) request.actionLabel = actionLabel;
  // The schema's order and its declared keys, so the card lists every field run receives, extras marked.
  const shape = attempt(() => inputShape(record.inputSchema, shown), undefined);
  if (shape) request.shape = shape;
  const deadline = call.control?.deadline;
  if (deadline !== undefined) request.deadline = deadline;
  return call.consult(() => handler(request), false, (answer) => {
    const { approved, reason } = readDecision(answer);
    if (!approved) return fail('declined', `The person declined '${name}'.${reason === undefined ? '' : ` Their reason: “${reason}”.`} Do not retry unless they ask you to.`);
    // What the person approved, for a run that must still match it (spec §3.4).
    if (request.summary !== undefined) call.ctx.confirmedSummary = request.summary;
  });
}

// A tool the hints never ask about, in a registry without a policy, is never confirmed.
confirm.appliesTo = (record: ToolRecord, settings: CallSettings) => !!settings.options.confirmPolicy || needsConfirmation(record.def.hints, false);
