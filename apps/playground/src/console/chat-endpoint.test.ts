import { expect, test } from 'vitest';
import { chatCompletionsUrl } from './chat-endpoint';

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
