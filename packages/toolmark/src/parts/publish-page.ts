// The script tag's publication (spec §18.2 step 5), loaded when the page has a model context.
import type { Toolmark } from '@toolmark/core';
import { publish, type Publication, type PublishOptions } from '@toolmark/webmcp';
import { onlyCurrentSteps } from '@toolmark/wizard';

/**
 * Publishes the page's registry as the script tag does: a wizard's step tools are listed while their
 * step is current, so agents see what they can call now.
 *
 * @param tm The page's registry.
 * @param modelContext The model context to publish to; default the page's.
 * @returns The publication.
 */
export function publishPage(tm: Toolmark, modelContext?: PublishOptions['modelContext']): Publication {
  return publish(tm, { filter: onlyCurrentSteps(tm), ...(modelContext && { modelContext }) });
}
