import type { AskRequest } from '@toolmark/core';
import { describe, expect, it } from 'vitest';
import { createElicitations, elicitsForms, isElicitationSchema, MAX_QUESTIONS_IN_FLIGHT } from './elicit.js';

const question = (signal = new AbortController().signal): AskRequest => ({
  callId: 'call-1',
  name: 'card.pick',
  title: 'Pick',
  message: 'Which card?',
  schema: { type: 'object', properties: { card: { type: 'string' } } },
  sensitivePaths: [],
  caller: { kind: 'bridge', origin: 'https://agent.example' },
  signal,
});

describe('elicitsForms', () => {
  it.each([
    [{ elicitation: {} }, true],
    [{ elicitation: { form: {} } }, true],
    [{ elicitation: { form: {}, url: {} } }, true],
    [{ elicitation: { url: {} } }, false],
    [{ elicitation: true }, false],
    [{}, false],
    [undefined, false],
  ])('%j: %s', (capabilities, expected) => expect(elicitsForms(capabilities)).toBe(expected));
});

describe('isElicitationSchema', () => {
  it('takes a flat object of strings, numbers, integers and booleans, and nothing else', () => {
    expect(isElicitationSchema({ type: 'object', properties: { a: { type: 'string', enum: ['x'] }, b: { type: 'integer' }, c: { type: 'boolean' }, d: { type: 'number' } } })).toBe(true);
    expect(isElicitationSchema({ type: 'object', properties: { a: { type: 'object', properties: {} } } })).toBe(false);
    expect(isElicitationSchema({ type: 'object', properties: { a: { type: 'array' } } })).toBe(false);
    expect(isElicitationSchema({ type: 'string' })).toBe(false);
    expect(isElicitationSchema({ type: 'object' })).toBe(false);
  });

  it('a form MCP cannot carry is declined without being sent', async () => {
    const posted: unknown[] = [];
    const ask = createElicitations((_peer, message) => posted.push(message)).askOf({ target: { postMessage: () => {} } });
    expect(await ask({ ...question(), schema: { type: 'object', properties: { address: { type: 'object', properties: {} } } } })).toBeUndefined();
    expect(posted).toEqual([]);
  });
});

describe('createElicitations bounds the questions of one window', () => {
  it(`at most ${MAX_QUESTIONS_IN_FLIGHT} unanswered across the window's peers: more are declined at once; an answer frees a place`, async () => {
    const posted: { id: string }[] = [];
    const elicitations = createElicitations((_peer, message) => posted.push(message as { id: string }));
    const target = { postMessage: () => {} };
    const [toolmark, mcpb] = [{ target }, { target }];
    const asks = Array.from({ length: MAX_QUESTIONS_IN_FLIGHT }, (_, index) => elicitations.askOf(index % 2 ? toolmark : mcpb)(question()));
    expect(posted).toHaveLength(MAX_QUESTIONS_IN_FLIGHT);
    expect(await elicitations.askOf(toolmark)(question())).toBeUndefined();
    expect(posted).toHaveLength(MAX_QUESTIONS_IN_FLIGHT);
    // Another window has a bound of its own.
    void elicitations.askOf({ target: { postMessage: () => {} } })(question());
    expect(posted).toHaveLength(MAX_QUESTIONS_IN_FLIGHT + 1);
    expect(elicitations.answer(mcpb, { id: posted[0]!.id, result: { action: 'accept', content: { card: 'visa' } } })).toBe(true);
    expect(await asks[0]).toEqual({ value: { card: 'visa' } });
    void elicitations.askOf(toolmark)(question());
    expect(posted).toHaveLength(MAX_QUESTIONS_IN_FLIGHT + 2);
    // A peer that goes away: its questions are declined.
    elicitations.end(toolmark);
    expect(await asks[1]).toBeUndefined();
  });

  it('a question asked for a call that has ended is not sent', async () => {
    const posted: unknown[] = [];
    const ask = createElicitations((_peer, message) => posted.push(message)).askOf({ target: { postMessage: () => {} } });
    expect(await ask(question(AbortSignal.abort()))).toBeUndefined();
    expect(posted).toEqual([]);
  });
});
