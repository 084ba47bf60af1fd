// Who asks, in words a person reads (spec §17.2, issue #36): the card's "Requested by …", its "Deny
// all … from …" and the activity log's caller say the same. The page's own agent by the name it
// gives (its code is the page's); the browser's agent; another site's agent by its origin.
import type { Caller } from '@toolmark/core';

/** The longest name of the page's own agent shown, in code points. */
const NAME_LIMIT = 60;

const KINDS: Readonly<Record<string, string>> = {
  'in-page': 'this page',
  webmcp: 'the browser’s agent',
  bridge: 'a connected agent',
  ui: 'you',
};

/**
 * Makes a caller's display name one short line: white space and control characters collapsed to one
 * space, trimmed, cut at `NAME_LIMIT` code points with an ellipsis.
 *
 * @param name The name the caller gave.
 * @returns The line, or `undefined` when nothing is left.
 */
function nameLine(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex
  const points = [...name.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\s]+/g, ' ').trim()];
  if (points.length === 0) return undefined;
  return points.length > NAME_LIMIT ? `${points.slice(0, NAME_LIMIT - 1).join('').trimEnd()}…` : points.join('');
}

/**
 * Names a caller for a person: "this page", "Skyway assistant, an agent in this page", "the
 * browser’s agent", "a connected agent (https://agent.example)", "you", or an unknown kind as
 * written, with its origin when the call crossed a boundary.
 *
 * @param caller Who is calling.
 * @returns The words, to follow "Requested by" or "from".
 */
export function callerWords(caller: Caller): string {
  const name = caller.kind === 'in-page' ? nameLine(caller.name) : undefined;
  const who = name ? `${name}, an agent in this page` : (KINDS[caller.kind] ?? caller.kind);
  return caller.origin ? `${who} (${caller.origin})` : who;
}
