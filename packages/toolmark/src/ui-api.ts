// What the flavour with the UI adds to `window.Toolmark` (spec §18.4).
import { confirmWith } from '@toolmark/ui';

/** `window.Toolmark`'s functions in the flavour with the UI, beside `CORE_API`. */
export const UI_API = { confirmWith };
