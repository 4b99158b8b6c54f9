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
    // Its editor (Monaco) is one 2.8 MB chunk by nature, loaded only on /graphiql.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      // Directives at the top of third-party modules ("use client", React Compiler's "use no memo") mean nothing in
      // a bundle; the bundler drops them, and says so once per file. Warnings about our own code still show.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('/node_modules/')) return;
        handler(level, log);
      },
    },
  },
});
