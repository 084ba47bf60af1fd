// What the flavour with the UI adds to `window.Toolmark` (spec §18.4), beside core-api.ts: imported as
// a namespace by toolmark.ts and index.ts, re-exported by the ESM twin.
export { confirmWith } from '@toolmark/ui';
