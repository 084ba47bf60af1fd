import { createManifestDocument, publishManifestScript, readManifestScript } from '@toolmark/webmcp';
import { tm } from './spa-tools';

// A versioned document around tm.manifest(), valid against docs/manifest.schema.json.
const document = createManifestDocument(tm, { site: { origin: 'https://shop.example', name: 'Toolmark Shop' }, generatedAt: '2025-06-01T12:00:00Z' });
console.log(document.site); // { origin: 'https://shop.example', name: 'Toolmark Shop' }
console.log(document.tools.map((tool) => tool.name)); // ['shop.cart.add', 'shop.cart.empty', 'shop.cart.show']

// In the page: <script type="application/toolmark+json"> in <head>, rewritten after every registry change.
export const manifestScript = publishManifestScript(tm, { site: { name: 'Toolmark Shop' } });
console.log(readManifestScript()?.tools.map((tool) => tool.name)); // ['shop.cart.add', 'shop.cart.empty', 'shop.cart.show']
