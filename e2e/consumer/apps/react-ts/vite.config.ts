import { toJsonSchema } from '@toolmark/core/to-json-schema'
import { toolmarkManifest } from '@toolmark/webmcp/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// https://vite.dev/config/
export default defineConfig({
  plugins: [
    react(),
    // Writes /.well-known/toolmark.json and llms.txt from the tools src/shop.ts exports.
    toolmarkManifest({
      tools: './src/shop.ts',
      scope: 'shop',
      site: { origin: 'https://shop.example', name: 'Toolmark React shop' },
      toJsonSchema,
    }),
  ],
})
