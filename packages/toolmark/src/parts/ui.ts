// The part `Toolmark.load('ui')` answers (spec §18.4): `@toolmark/ui`'s `confirmWith`, with Lit.
export { confirmWith } from '@toolmark/ui';
