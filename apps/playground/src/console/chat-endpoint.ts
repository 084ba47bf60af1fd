// Where an OpenAI-compatible chat endpoint listens: people paste a base URL (`…/v1`) as often as
// the full one (`…/v1/chat/completions`).

/**
 * Creates the chat completions URL of an OpenAI-compatible server from what a person typed.
 *
 * @param typed A base URL such as `http://127.0.0.1:11434/v1`, or the full `…/chat/completions` URL.
 * @returns The URL to POST to, or `undefined` when `typed` is not an http(s) URL.
 */
export function chatCompletionsUrl(typed: string): string | undefined {
  let url: URL;
  try {
    url = new URL(typed.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith('/chat/completions') ? path : `${path}/chat/completions`;
  return url.href;
}
