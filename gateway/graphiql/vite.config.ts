import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// GraphiQL for partners and staff at /graphiql, bundled from the graphiql package (no CDN is reachable).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist-graphiql/', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
