import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.config.ts';

export default defineConfig(({ mode }) =>
  libraryConfig({ entry: { index: 'src/index.ts', client: 'src/client/index.ts', vite: 'src/vite/index.ts' }, mode }),
);
