// Entry of `toolmark.core.js` / `toolmark.core.min.js` (spec §18.1): everything but the UI. Tools that
// need a person's confirmation are declined unless the page installs a handler (spec §18.6).
import * as CORE_API from './core-api.js';
import { install } from './install.js';

install({ flavour: 'core', api: CORE_API, script: document.currentScript });
