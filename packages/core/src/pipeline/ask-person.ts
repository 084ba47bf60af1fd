// Asking the person mid-call (spec §3.12): what `ctx.ask` does. The question goes to the call's own
// ask handler (an MCP client's elicitation) or the registry's (the confirmation card); the answer is
// validated by the tool's schema and goes to `run` alone.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { attempt } from '../attempt.js';
import { collectSecrets } from '../egress/collect-secrets.js';
import { formatIssues } from '../format-issues.js';
import type { AskHandler, AskRequest } from '../options.js';
import { describeSchema, type ToolRecord } from '../registry/tool-record.js';
import type { AskOptions, AskOutcome } from '../types.js';
import type { CallPhase } from './call-handle.js';
import type { CallContext } from './call-context.js';
import { newest, type CallSettings } from './call-settings.js';
import type { CallControl } from './call-signal.js';

/** What asking needs of a call. */
export interface AskingCall {
  readonly settings: CallSettings;
  readonly record: ToolRecord;
  readonly ctx: CallContext;
  readonly phase: CallPhase;
  readonly control: CallControl | undefined;
  secrets: readonly string[];
  enter(phase: CallPhase): void;
  emit(type: 'call:asking' | 'call:running', extra: object): void;
  consult<A>(hook: () => unknown, fallback: unknown, next: (answer: unknown) => A): A | Promise<A>;
}

/** The calls whose caller asks the person itself (an MCP client's elicitation, spec §16.7): given by `CallOptions.ask`. */
const OWN_ASKERS = new WeakMap<object, AskHandler>();

const ABORTED = { ok: false, code: 'aborted', message: 'The call ended before the person answered' } as const;
const DECLINED = { ok: false, code: 'declined', message: 'The person declined to answer' } as const;

/**
 * Lets a call's caller answer its asks (an MCP client with elicitation): asks without sensitive paths
 * go to `handler` instead of the registry's.
 *
 * @param call The call, as it starts.
 * @param handler The caller's ask handler.
 */
export function askThrough(call: object, handler: AskHandler): void {
  OWN_ASKERS.set(call, handler);
}

/**
 * Asks the person, and waits for their answer: the call's phase is `waiting-for-person` meanwhile
 * and `call:asking` tells listeners (with the message, scrubbed). The answer is validated by
 * `options.input`; its values at `options.sensitivePaths` become secrets of the call, scrubbed from
 * everything that leaves it from then on. Never rejects.
 *
 * @param call The call.
 * @param options What to ask.
 * @returns The answer, or why there is none.
 */
export async function askPerson<T>(call: AskingCall, options: AskOptions<T>): Promise<AskOutcome<T>> {
  if (call.phase === 'settled' || call.control?.aborted) return ABORTED;
  let input: StandardSchemaV1<unknown, T>;
  let request: AskRequest;
  try {
    // Read once: what was asked is what is validated.
    const { message, jsonSchema, sensitivePaths = [] } = options;
    input = options.input;
    const paths = Array.isArray(sensitivePaths) ? sensitivePaths.map(String) : [];
    const schema = describeSchema(input, jsonSchema, 'input', call.settings.options.toJsonSchema);
    if (!schema) return unavailable("no JSON Schema for the form: pass `jsonSchema`, or `toJsonSchema` to createToolmark");
    const { ctx, record } = call;
    request = {
      callId: ctx.callId,
      name: ctx.name,
      title: record.def.title ?? ctx.name,
      message: String(message),
      schema,
      sensitivePaths: paths,
      caller: ctx.caller,
      signal: ctx.signal,
      ...(call.control?.deadline !== undefined && { deadline: call.control.deadline }),
    };
  } catch {
    return unavailable('the question could not be read');
  }
  const own = OWN_ASKERS.get(call);
  // A sensitive answer is never asked for through the caller: it would pass through the agent's side.
  const handler = own && request.sensitivePaths.length === 0 ? own : newest(call.settings.askers);
  if (!handler) return unavailable('this page has no way to ask the person');
  const before = call.phase;
  call.enter('waiting-for-person');
  call.emit('call:asking', { message: request.message });
  let answer: unknown;
  try {
    answer = await call.consult(() => handler(request), undefined, (given) => given);
  } catch {
    return ABORTED;
  } finally {
    // Back to what it was, unless the call ended meanwhile; listeners hear that it runs again.
    if (!call.control?.aborted) {
      call.enter(before);
      if (before === 'running') call.emit('call:running', {});
    }
  }
  const value = attempt(() => (answer && typeof answer === 'object' && 'value' in answer ? { raw: answer.value } : undefined), undefined);
  if (!value) return DECLINED;
  const { sensitivePaths } = request;
  // The raw answer's sensitive values are secrets even when the schema refuses it.
  if (sensitivePaths.length) call.secrets = collectSecrets(value.raw, sensitivePaths, call.secrets);
  let outcome: StandardSchemaV1.Result<T> | undefined;
  try {
    outcome = await input['~standard'].validate(value.raw);
  } catch {
    // A schema that throws refuses the answer.
  }
  if (!outcome || outcome.issues) {
    const issues = outcome?.issues ? formatIssues(outcome.issues, input['~standard'].vendor) : [{ message: 'The answer could not be validated' }];
    return { ok: false, code: 'invalid_answer', message: `The answer is not valid: ${issues.map((issue) => issue.message).join('; ')}` };
  }
  if (sensitivePaths.length) call.secrets = collectSecrets(outcome.value, sensitivePaths, call.secrets);
  return { ok: true, value: outcome.value };
}

function unavailable(why: string): AskOutcome<never> {
  return { ok: false, code: 'unavailable', message: `The person cannot be asked: ${why}` };
}
