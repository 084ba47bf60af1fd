import { runAgent } from '@toolmark/agent';
import { createToolmark } from '@toolmark/core';

const tm = createToolmark();
const endpoint = { url: 'http://127.0.0.1:8080/v1', model: 'local', format: 'openai-responses' } as const;

// A server that accepts the request and never answers: the run ends, it does not hang.
const silent = (() => new Promise<Response>(() => {})) as typeof fetch;
console.log((await runAgent({ tm, endpoint, prompt: 'Hello', fetch: silent, requestTimeoutMs: 50 })).code); // 'timed_out'

// The person presses Stop.
const stop = new AbortController();
const stopping = runAgent({ tm, endpoint, prompt: 'Hello', fetch: silent, signal: stop.signal });
stop.abort();
console.log((await stopping).code); // 'aborted'

// An error status is a value too, with the status.
const missing = (async () => new Response('model not found', { status: 404 })) as typeof fetch;
const failed = await runAgent({ tm, endpoint, prompt: 'Hello', fetch: missing });
console.log(failed.code === 'http_error' && failed.status); // 404
