// The UI of the full flavour (spec §18.1, D220), the same for its classic script (entries/full.ts)
// and its module twin (index.ts): each part an import the boot makes only when the page needs it.
import type { FlavourUi } from './boot.js';

/** The cards (with Lit) on the first confirmation, the spotlight and the widgets when the tag asks. */
export const FULL_UI: FlavourUi = {
  cards: () => import('./parts/cards.js').then(({ installCards }) => installCards),
  spotlight: () => import('./parts/spotlight.js').then(({ mountSpotlight }) => mountSpotlight),
  widgets: () => import('./parts/widgets.js').then(({ defineWidgets }) => defineWidgets),
};
