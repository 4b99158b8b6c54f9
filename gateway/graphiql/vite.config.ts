import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// GraphiQL for partners and staff at /graphiql, bundled from the graphiql package (no CDN is reachable).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  // Gzip copies of each asset, which the gateway serves. Not Brotli as for the client: GraphiQL's 11 MB (its
  // editor) took 12 s more to build at Brotli's best, for partners and staff rather than every visitor.
  plugins: [react(), compression({ threshold: 1024, algorithms: ['gzip'] })],
  build: {
    outDir: fileURLToPath(new URL('../dist-graphiql/', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
