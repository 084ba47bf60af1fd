// `data-debug` (spec §18.3): a console trace of what the registry does. Events are redacted by the
// registry (spec §6), so the log never shows a sensitive value.
import type { Toolmark } from '@toolmark/core';
import type { ScriptConfig } from './config';

/**
 * Logs the configuration once and then every registry event with `console.debug`, as
 * `[toolmark] <type> <name>` followed by the event.
 *
 * @param tm The registry.
 * @param config The configuration the script tag booted with.
 * @returns The function that stops logging.
 */
export function logEvents(tm: Pick<Toolmark, 'subscribe'>, config: ScriptConfig): () => void {
  console.debug('[toolmark] booted with', config);
  return tm.subscribe((event) => {
    console.debug(`[toolmark] ${event.type}${'name' in event && event.name ? ` ${event.name}` : ''}`, event);
  });
}
