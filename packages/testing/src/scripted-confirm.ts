import type { ConfirmHandler, ConfirmRequest, InputPath, Toolmark } from '@toolmark/core';

/** One scripted answer: approve or deny, optionally only for the tool it names (spec §22.2). */
export interface ScriptedAnswer {
  readonly answer: 'approve' | 'deny';
  /** The tool's full name this answer is for; without it, the answer fits any tool. */
  readonly tool?: string;
}

/** What a scripted confirmation saw of one request: never the raw input, only the registry's redacted view (spec §22.2). */
export interface SeenConfirmation {
  readonly name: string;
  readonly title: string;
  readonly summary?: string;
  /** `ConfirmRequest.input`, already redacted by the registry (spec §3.4). */
  readonly input: unknown;
  /** `ConfirmRequest.redacted`: the places of `input` the registry masked, where a card draws its mask. */
  readonly redacted: readonly InputPath[];
  readonly answer: 'approve' | 'deny' | 'unexpected';
}

/** A confirmation handler that answers from a script, in order, and records what it saw (spec §22.2). */
export interface ScriptedConfirm {
  /** The handler, for `tm.setConfirm` or `createToolmark({ confirm })`. */
  readonly handler: ConfirmHandler;
  /** Every request seen so far, in order. */
  readonly seen: readonly SeenConfirmation[];
  /** Throws an Error naming what went wrong when a request came that the script did not expect, or an answer was left unused. */
  verify(): void;
  /** Removes the handler from the registry it was installed in, if `installScriptedConfirm` installed it. */
  dispose(): void;
}

/**
 * Creates a confirmation handler that answers each request with the next answer of `script`
 * (spec §22.2). An answer that names a tool must meet a request for that tool; a request the script
 * does not expect (none left, or another tool) is declined — fail closed — and recorded, so
 * `verify()` throws with a message that says which.
 *
 * @param script The answers, in the order the requests are expected.
 * @returns The handler, what it saw, and `verify`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createScriptedConfirm(script: readonly ScriptedAnswer[]): ScriptedConfirm {
  const seen: SeenConfirmation[] = [];
  const problems: string[] = [];
  let next = 0;
  const handler: ConfirmHandler = (request: ConfirmRequest) => {
    const expected = script[next];
    const record = (answer: SeenConfirmation['answer']) =>
      seen.push({
        name: request.name,
        title: request.title,
        ...(request.summary === undefined ? {} : { summary: request.summary }),
        input: request.input,
        redacted: request.redacted,
        answer,
      });
    if (!expected || (expected.tool !== undefined && expected.tool !== request.name)) {
      record('unexpected');
      problems.push(
        expected
          ? `confirmation #${seen.length} was for '${request.name}', the script expected '${expected.tool}'`
          : `unexpected confirmation #${seen.length} for '${request.name}' (the script has ${script.length} answer(s))`,
      );
      return false;
    }
    next += 1;
    record(expected.answer);
    return expected.answer === 'approve';
  };
  return {
    handler,
    seen,
    verify() {
      const left = script.slice(next).map((answer) => `${answer.answer}${answer.tool ? ` '${answer.tool}'` : ''}`);
      const all = left.length ? [...problems, `expected confirmation(s) that never came: ${left.join(', ')}`] : problems;
      if (all.length) throw new Error(`Scripted confirmations failed:\n- ${all.join('\n- ')}`);
    },
    dispose() {},
  };
}

/**
 * Installs a scripted confirmation over the registry's others with `tm.setConfirm` (spec §22.2, §3.4);
 * `dispose()` removes it.
 *
 * @param tm The registry.
 * @param script The answers, in order.
 * @returns The installed scripted confirmation.
 */
export function installScriptedConfirm(tm: Toolmark, script: readonly ScriptedAnswer[]): ScriptedConfirm {
  const scripted = createScriptedConfirm(script);
  const restore = tm.setConfirm(scripted.handler);
  return { ...scripted, seen: scripted.seen, verify: scripted.verify, dispose: restore };
}
