// vite.config.ts: writes /.well-known/toolmark.json and the `## Tools` section of llms.txt at build time.
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { toolmarkManifest } from '@toolmark/webmcp/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    toolmarkManifest({
      // A module exporting tool definitions (or a registry), loaded and registered at build time.
      tools: './src/tools.ts',
      site: { origin: 'https://shop.example', name: 'Toolmark Shop' },
      // Describes valibot schemas, as for createToolmark; zod, arktype and JSON Schema need nothing.
      toJsonSchema,
    }),
  ],
});
