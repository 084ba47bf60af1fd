// Entry of `toolmark.ask.js` / `toolmark.ask.min.js` (spec §18.10): the form of a tool's question
// (`ctx.ask`, spec §17.2 Asking) as a part of the flavour with the UI, which loads it from beside its
// own file the first time a question reaches a card (part-loader.ts `askPartLoader`): about 4 kB that
// most pages never show. Built against the bundle's Lit (lit-from-bundle.ts): it leaves the renderer
// on `document`, and the bundle's cards draw it.
import { ASK_FORM } from '@toolmark/ui/internal';
import { ASK_FORM_SLOT, type AskFormDocument } from './part-loader.js';

(document as AskFormDocument)[ASK_FORM_SLOT] ??= ASK_FORM;
