import { expect, test } from 'vitest';
import { endpointUrl } from './wire-format';

/** A typed URL made into a Chat Completions URL (spec §21.2). */
const chatCompletionsUrl = (typed: string) => endpointUrl(typed, '/chat/completions');

test.each([
  ['http://127.0.0.1:11434/v1', 'http://127.0.0.1:11434/v1/chat/completions'],
  ['http://127.0.0.1:8080/v1/', 'http://127.0.0.1:8080/v1/chat/completions'],
  [' https://models.example/v1/chat/completions ', 'https://models.example/v1/chat/completions'],
  ['http://localhost:1234', 'http://localhost:1234/chat/completions'],
])('%s → %s', (typed, url) => {
  expect(chatCompletionsUrl(typed)).toBe(url);
});

test.each(['', 'localhost:1234/v1', 'ftp://example.com/v1', 'javascript:alert(1)'])('refuses %j', (typed) => {
  expect(chatCompletionsUrl(typed)).toBeUndefined();
});

test.each([
  ['http://127.0.0.1:8080/v1', '/responses', 'http://127.0.0.1:8080/v1/responses'],
  ['https://api.anthropic.com/v1/messages', '/messages', 'https://api.anthropic.com/v1/messages'],
])('%s with %s → %s', (typed, path, url) => {
  expect(endpointUrl(typed, path)).toBe(url);
});
