import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// GraphiQL for partners and staff at /graphiql, bundled from the graphiql package (no CDN is reachable).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  // Brotli and gzip copies of each asset, as the client's build makes (the gateway serves them).
  plugins: [react(), compression({ threshold: 1024 })],
  build: {
    outDir: fileURLToPath(new URL('../dist-graphiql/', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
