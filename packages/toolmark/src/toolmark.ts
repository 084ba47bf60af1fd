// Entry of `toolmark.js` / `toolmark.min.js` (spec §18.1): the flavour with the confirmation cards.
// A classic script: it boots at once, configured by the <script> element running it.
import { confirmWith } from '@toolmark/ui';
import * as core from './core-api';
import { install } from './install';
import * as ui from './ui-api';

install({ flavour: 'full', api: { ...core, ...ui }, confirmation: (tm) => confirmWith(tm), script: document.currentScript });
