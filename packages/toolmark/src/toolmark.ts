// Entry of `toolmark.js` / `toolmark.min.js` (spec §18.1): the flavour with the confirmation cards.
// A classic script: it boots at once, configured by the <script> element running it.
import { confirmWith } from '@toolmark/ui';
import * as CORE_API from './core-api.js';
import { install } from './install.js';
import { uiPartLoader } from './part-loader.js';
import { partUrl } from './script-parts.js';
import * as UI_API from './ui-api.js';

install({
  flavour: 'full',
  api: { ...CORE_API, ...UI_API },
  confirmation: (tm) => confirmWith(tm),
  spotlight: uiPartLoader('spotlight', partUrl(document.currentScript, '', 'spotlight')),
  widgets: uiPartLoader('widgets', partUrl(document.currentScript, '', 'widgets')),
  script: document.currentScript,
});
