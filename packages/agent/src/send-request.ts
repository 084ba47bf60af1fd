// One model request with its own deadline (spec §21.3): a server that accepts the connection and
// never answers ends with `timed_out`, whether or not the injected fetch honours its signal.

/** How one request ended. */
export type RequestEnding =
  | { readonly ok: true; readonly json: unknown }
  | { readonly ok: false; readonly code: 'aborted' | 'timed_out' | 'unreachable' | 'bad_response'; readonly message: string }
  | { readonly ok: false; readonly code: 'http_error'; readonly status: number; readonly message: string };

/** What {@link sendRequest} needs. */
export interface RequestPlan {
  readonly fetch: typeof fetch;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

/** The longest piece of an error body quoted in a message. */
const QUOTED = 300;

/**
 * Sends one POST and reads its JSON, racing both against the caller's signal and the timeout: the
 * request's own signal aborts too, so a fetch that honours it closes the connection. Never throws.
 *
 * @param plan The request.
 * @returns The reply's JSON, or why there is none.
 */
export async function sendRequest(plan: RequestPlan): Promise<RequestEnding> {
  const controller = new AbortController();
  let stop!: (ending: RequestEnding) => void;
  const stopped = new Promise<RequestEnding>((resolve) => (stop = resolve));
  const abort = () => {
    controller.abort();
    stop({ ok: false, code: 'aborted', message: 'Stopped.' });
  };
  const timer = setTimeout(() => {
    controller.abort();
    stop({ ok: false, code: 'timed_out', message: `The model server did not answer within ${plan.timeoutMs} ms.` });
  }, plan.timeoutMs);
  if (plan.signal?.aborted) abort();
  plan.signal?.addEventListener('abort', abort);
  try {
    return await Promise.race([stopped, exchange(plan, controller.signal)]);
  } finally {
    clearTimeout(timer);
    plan.signal?.removeEventListener('abort', abort);
  }
}

/**
 * Sends the request and reads its answer, without deadline.
 *
 * @param plan The request.
 * @param signal The request's own signal.
 * @returns The ending.
 */
async function exchange(plan: RequestPlan, signal: AbortSignal): Promise<RequestEnding> {
  let response: Response;
  try {
    response = await plan.fetch(plan.url, { method: 'POST', headers: plan.headers, body: plan.body, signal });
  } catch (error) {
    return { ok: false, code: 'unreachable', message: `Could not reach ${plan.url}: ${String(error)}. Is the server running, and does it allow this page's origin (CORS)?` };
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    return { ok: false, code: 'http_error', status: response.status, message: `The model server answered ${response.status}: ${text.slice(0, QUOTED)}` };
  }
  try {
    return { ok: true, json: await response.json() };
  } catch {
    return { ok: false, code: 'bad_response', message: 'The model server answered with something that is not JSON.' };
  }
}
