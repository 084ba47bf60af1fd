// Who asks, in words a person reads (spec §17.2, issue #36): the card's "Requested by …", its "Deny
// all … from …" and the activity log's caller say the same. The page's own agent by the name it
// gives (its code is the page's); the browser's agent; another site's agent by its origin.
import type { Caller } from '@toolmark/core';
import { oneLine } from '@toolmark/core/internal';

/** The longest name of the page's own agent shown, in code points. */
const NAME_LIMIT = 60;

const KINDS: Readonly<Record<string, string>> = {
  'in-page': 'this page',
  webmcp: 'the browser’s agent',
  bridge: 'a connected agent',
  ui: 'you',
};

/**
 * Names a caller for a person: "this page", "Skyway assistant, an agent in this page", "the
 * browser’s agent", "a connected agent (https://agent.example)", "you", or an unknown kind as
 * written, with its origin when the call crossed a boundary.
 *
 * @param caller Who is calling.
 * @returns The words, to follow "Requested by" or "from".
 */
export function callerWords(caller: Caller): string {
  const name = caller.kind === 'in-page' && typeof caller.name === 'string' ? oneLine(caller.name, NAME_LIMIT, '…') : undefined;
  const who = name ? `${name}, an agent in this page` : (KINDS[caller.kind] ?? caller.kind);
  return caller.origin ? `${who} (${caller.origin})` : who;
}
