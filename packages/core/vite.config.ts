import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.config.ts';

export default defineConfig(({ mode }) => libraryConfig({ entry: { index: 'src/index.ts', 'json-schema': 'src/json-schema/index.ts', 'json-schema-formats': 'src/json-schema/formats.ts', 'json-schema-unevaluated': 'src/json-schema/unevaluated.ts', 'to-json-schema': 'src/to-json-schema/index.ts', providers: 'src/providers/index.ts', internal: 'src/internal.ts' }, mode }));
