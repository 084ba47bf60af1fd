import { confirmWith } from '@toolmark/ui';
import { tm } from './spa-tools';

// Shows a confirmation card for every call that needs one (spec §17.3);
// returns the function that takes the cards away again.
export const uninstall = confirmWith(tm, { timeoutMs: 60_000 });
