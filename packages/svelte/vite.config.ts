import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.config.ts';

// `svelte` and `svelte/*` stay external, as every bare import does in libraryConfig: the package is
// plain ESM over Svelte's public API (no `.svelte` file, no runes), so it needs no Svelte plugin.
export default defineConfig(({ mode }) => libraryConfig({ entry: { index: 'src/index.ts' }, mode }));
