// The type of `window.Toolmark`'s functions (spec §18.4): core-api.ts, the same in both flavours.
import type * as CORE_API from './core-api.js';

/** Core's functions and `load`, as `window.Toolmark` carries them. */
export type CoreApi = typeof CORE_API;

/** The same as {@link CoreApi}: the cards are a part (`load('ui')`), not a member (D220). */
export type FullApi = CoreApi;
