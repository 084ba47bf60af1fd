// Entry of `toolmark.spotlight.js` / `toolmark.spotlight.min.js` (spec §18.10): `<tm-spotlight>` as a
// part of the flavour with the UI, which loads it from beside its own file only when its tag says
// `data-spotlight` (spec §18.3): most pages do not outline anything, and the element is about 1.1 kB.
// Built against the bundle's Lit (lit-from-bundle.ts). Mounted once the body is parsed; removed by
// `Toolmark.dispose()`.
import { startAddOn } from './brand.js';
import { mountSpotlight } from './spotlight-tag.js';

const start = () => startAddOn((globalThis as { Toolmark?: unknown }).Toolmark, 'spotlight', ({ tm }) => mountSpotlight(tm, document));
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
