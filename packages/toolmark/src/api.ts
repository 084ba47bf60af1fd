// The types of `window.Toolmark`'s functions per flavour (spec §18.4). The lists themselves are
// core-api.ts and ui-api.ts; each entry spreads the ones it carries, so the core flavour never pulls
// the UI in.
import type * as CORE_API from './core-api.js';
import type * as UI_API from './ui-api.js';

/** The packages' functions in the core flavour. */
export type CoreApi = typeof CORE_API;

/** The packages' functions in the flavour with the UI. */
export type FullApi = CoreApi & typeof UI_API;
