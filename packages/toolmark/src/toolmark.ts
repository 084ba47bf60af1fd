// Entry of `toolmark.js` / `toolmark.min.js` (spec §18.1): the flavour with the confirmation cards.
// A classic script: it boots at once, configured by the <script> element running it.
import { confirmCards, loadAskFormWith } from '@toolmark/ui/internal';
import * as CORE_API from './core-api.js';
import { install } from './install.js';
import { askPartLoader, uiPartLoader } from './part-loader.js';
import { partUrl } from './script-parts.js';
import type * as UI_API from './ui-api.js';

// A tool's question (`ctx.ask`) gets its form from the part `toolmark.ask(.min).js`, loaded the
// first time a question reaches a card (spec §18.10): most pages never ask one.
loadAskFormWith(askPartLoader(partUrl(document.currentScript, '', 'ask')));

install({
  flavour: 'full',
  // `Toolmark.confirmWith` is the one of ui-api.ts without the form of questions, which its cards
  // get from the part as well.
  api: { ...CORE_API, confirmWith: confirmCards satisfies typeof UI_API.confirmWith },
  confirmation: (tm) => confirmCards(tm),
  spotlight: uiPartLoader('spotlight', partUrl(document.currentScript, '', 'spotlight')),
  widgets: uiPartLoader('widgets', partUrl(document.currentScript, '', 'widgets')),
  script: document.currentScript,
});
