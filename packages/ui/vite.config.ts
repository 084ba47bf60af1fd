import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.config.ts';

export default defineConfig(({ mode }) => libraryConfig({ entry: { index: 'src/index.ts', define: 'src/define.ts', internal: 'src/internal.ts' }, mode }));
