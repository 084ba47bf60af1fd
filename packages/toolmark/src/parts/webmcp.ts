// The part `Toolmark.load('webmcp')` answers (spec §18.4): `@toolmark/webmcp`'s functions.
export { publish, findModelContext } from '@toolmark/webmcp';
