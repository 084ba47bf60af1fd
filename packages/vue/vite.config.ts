import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.config.ts';

// `vue` and `@toolmark/core` stay external: libraryConfig leaves every bare import out of the bundle.
export default defineConfig(({ mode }) => libraryConfig({ entry: { index: 'src/index.ts' }, mode }));
