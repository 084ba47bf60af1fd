// What the flavour with the UI adds to `window.Toolmark` (spec §18.4).
export { confirmWith } from '@toolmark/ui';
