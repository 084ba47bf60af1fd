// The form of a tool's question on a card (`ctx.ask`, spec §17.2 Asking), loaded the first time a
// question reaches a card (parts/cards.ts): about 4 kB most pages never show.
export { ASK_FORM } from '@toolmark/ui/internal';
