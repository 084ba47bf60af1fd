// The assertion of spec §22.4: a planted secret appears in no channel.
import { findLeak } from './find-leak.js';
import type { ChannelPayload, ChannelWatch } from './watch-channels.js';

/** Where a secret came out: the channel, what it was, and the path inside it (spec §22.4). */
export interface FoundLeak {
  readonly channel: ChannelPayload['channel'];
  readonly label: string;
  /** Such as `$.result.content[0].text` or `$<json>.structuredContent.card`. */
  readonly path: string;
}

/**
 * Lists every place a secret came out, in the order the watch recorded them (spec §22.4).
 *
 * @param watch What `watchChannels` recorded, or payloads of your own.
 * @param secret The planted secret (at least 4 characters).
 * @returns The leaks; empty when there is none.
 */
export function findLeaks(watch: ChannelWatch | readonly ChannelPayload[], secret: string): FoundLeak[] {
  const payloads = 'payloads' in watch ? watch.payloads() : watch;
  const leaks: FoundLeak[] = [];
  for (const { channel, label, value } of payloads) {
    const path = findLeak(value, secret);
    if (path) leaks.push({ channel, label, path });
  }
  return leaks;
}

/**
 * Throws unless a planted secret appears in no channel the watch saw (spec §22.4): results, events,
 * state, the manifest, the DOM (confirmation cards), bridge messages, WebMCP payloads, transcripts,
 * in any form it can take (`secretForms`). The error names the channel, what it was and the path of
 * the first leak, and counts the others.
 *
 * @param watch What `watchChannels` recorded, or payloads of your own.
 * @param secret The planted secret.
 */
export function expectNoLeak(watch: ChannelWatch | readonly ChannelPayload[], secret: string): void {
  const leaks = findLeaks(watch, secret);
  const [first] = leaks;
  if (!first) return;
  const more = leaks.length > 1 ? ` (and ${leaks.length - 1} more: ${[...new Set(leaks.slice(1).map((leak) => leak.channel))].join(', ')})` : '';
  throw new Error(`The secret leaked through the ${first.channel} channel, in ${first.label}, at ${first.path}${more}`);
}
