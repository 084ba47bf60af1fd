import { defaultClientConditions, defineConfig } from 'vite';

// The dev server reads the packages' TypeScript sources, so `npm start` needs no build and edits
// reload at once; `vite build` (and the e2e tests, through `vite preview`) use the built packages.
export default defineConfig(({ command }) => ({
  resolve: command === 'serve' ? { conditions: ['source', ...defaultClientConditions] } : {},
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022' },
}));
