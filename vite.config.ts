// The web page (src/web/app) bundled into dist/web, which `verbivore serve` serves. The engine
// code the search worker imports is bundled with it; the core and lexicons are not (the worker
// fetches them from the server).

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('./src/web/app', import.meta.url)),
  base: '/',
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  worker: { format: 'es' },
  // `npx vite` serves the page with live reload; the data comes from a `verbivore serve` on 8080.
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/files': 'http://127.0.0.1:8080' } },
});
