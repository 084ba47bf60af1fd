// The types of `window.Toolmark`'s functions per flavour (spec §18.4). The lists themselves are
// core-api.ts and ui-api.ts; each entry spreads the namespaces it carries, so the core flavour never
// pulls the UI in.
import type * as core from './core-api';
import type * as ui from './ui-api';

/** The packages' functions in the core flavour. */
export type CoreApi = typeof core;

/** The packages' functions in the flavour with the UI. */
export type FullApi = CoreApi & typeof ui;
