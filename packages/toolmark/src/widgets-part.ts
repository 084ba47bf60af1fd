// Entry of `toolmark.widgets.js` / `toolmark.widgets.min.js` (spec §18.10): `<tm-tool-list>` and
// `<tm-activity>` as a part of the flavour with the UI, which loads it from beside its own file only
// when its tag says `data-widgets` (spec §18.3): they are developer and demo widgets (D75), about
// 5 kB, that most visitors never see. Built against the bundle's Lit (lit-from-bundle.ts), so the page
// runs one Lit.
import { startAddOn } from './brand.js';
import { defineWidgets } from './widgets-tag.js';

startAddOn((globalThis as { Toolmark?: unknown }).Toolmark, 'widgets', ({ tm }) => defineWidgets(tm, document));
