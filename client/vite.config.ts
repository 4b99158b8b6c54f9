import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { relayGraphqlTags } from './relayGraphqlTags.ts';

export default defineConfig({
  plugins: [relayGraphqlTags(), react(), tailwindcss()],
  server: {
    proxy: { '/graphql': process.env.GRAPHQL_ORIGIN ?? 'http://127.0.0.1:4000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
