// Where the bytes of a bundle come from: bundles `code` from the workspace *sources* (the root
// tsconfig.json's `paths`, so no `pnpm run build` is needed), minifies it like bench/size-budgets.mjs, and prints
// min + gzip -9 of the whole and the minified bytes each source file contributes (from the source map).
// Usage: node bench/tools/attribute-size.mjs "<entry code>" [comma-separated externals] [top N files]
//   node bench/tools/attribute-size.mjs "export * from '@toolmark/core';"
//   node bench/tools/attribute-size.mjs "export * from '@toolmark/core/json-schema';" valibot,@valibot/to-json-schema
//   node bench/tools/attribute-size.mjs "import '../../packages/toolmark/src/toolmark-core.ts';" "" 60   (the script tag)
// The script-tag bundles define import.meta.env.DEV=false; so does this.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'vite';
import { bundleEntry } from './bundle-entry.mjs';

const [code, external = '', top = '40'] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');
const bundled = await bundleEntry(code, { external: external ? external.split(',') : [], fromSources: true });
const full = minifySync('bundle.js', bundled.code, { compress: true, mangle: { toplevel: true } }).code;
console.log(`whole: ${(full.length / 1000).toFixed(1)} kB min, ${(gzipSync(Buffer.from(full), { level: 9 }).length / 1000).toFixed(2)} kB min+gzip`);
// Attribution: minify again with a source map, chained to the bundle's map.
const min = minifySync('bundle.js', bundled.code, { compress: true, mangle: { toplevel: true }, sourcemap: true });
const inner = new SourceMapConsumer(bundled.map);
const outer = new SourceMapConsumer(typeof min.map === 'string' ? JSON.parse(min.map) : min.map);
const lines = min.code.split('\n');
const segments = [];
outer.eachMapping((m) => segments.push(m));
segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
const bytes = new Map();
for (let i = 0; i < segments.length; i++) {
  const s = segments[i];
  const n = segments[i + 1];
  const end = n && n.generatedLine === s.generatedLine ? n.generatedColumn : lines[s.generatedLine - 1].length;
  const orig = s.originalLine ? inner.originalPositionFor({ line: s.originalLine, column: s.originalColumn }) : undefined;
  const source = (orig?.source ?? '(unmapped)').replace(/^.*?(packages\/|node_modules\/)/, '$1');
  bytes.set(source, (bytes.get(source) ?? 0) + end - s.generatedColumn);
}
const byPackage = new Map();
for (const [source, b] of bytes) {
  const key = source.match(/^packages\/[^/]+/)?.[0] ?? source.match(/^node_modules\/(?:\.pnpm\/)?(@[^/+]+[/+][^/@]+|[^/@]+)/)?.[1] ?? source;
  byPackage.set(key, (byPackage.get(key) ?? 0) + b);
}
console.log('\nminified bytes by package');
for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(50)} ${v}`);
console.log('\nminified bytes by file');
for (const [k, v] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, +top)) console.log(`  ${k.padEnd(70)} ${v}`);
