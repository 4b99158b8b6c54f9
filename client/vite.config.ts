import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { buildManifest } from './buildManifest.ts';
import { messageDescriptors } from './messageDescriptors.ts';
import { precompiledMessages } from './precompiledMessages.ts';
import { relayGraphqlTags } from './relayGraphqlTags.ts';

const require = createRequire(import.meta.url);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    relayGraphqlTags(),
    messageDescriptors(),
    precompiledMessages(),
    react(),
    tailwindcss(),
    // builds/latest.json, which open pages read to learn of a new deploy.
    buildManifest(),
    // Brotli and gzip copies of each text asset, which the gateway serves to browsers that accept them.
    ...(isSsrBuild ? [] : [compression({ threshold: 1024 })]),
  ],
  server: {
    // `ws`: subscriptions use a WebSocket on the same path. Uploads and stored files are the gateway's too.
    proxy: {
      '/graphql': { target: process.env.GRAPHQL_ORIGIN ?? 'http://127.0.0.1:4000', ws: true },
      '/uploads': process.env.GRAPHQL_ORIGIN ?? 'http://127.0.0.1:4000',
      '/files': process.env.GRAPHQL_ORIGIN ?? 'http://127.0.0.1:4000',
    },
  },
  resolve: {
    alias: [
      // React Router's package names only its development build, whose one difference is its warnings to developers.
      {
        find: /^react-router$/,
        replacement: path.join(
          path.dirname(require.resolve('react-router/package.json')),
          'dist/production/index.mjs',
        ),
      },
      // The catalogues arrive parsed (`precompiledMessages`): formatjs's build of the parser's module without the parser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
      },
    ],
  },
  // The server's render bundles what it imports, so Node loads one file of ES modules (no CommonJS interop).
  ssr: { noExternal: true },
  build: {
    target: isSsrBuild ? 'node24' : 'es2022',
    // The server reads which stylesheet, modules and fonts the entry needs from the client build's manifest.
    manifest: !isSsrBuild,
    // Maps for decoding reported stack traces, kept beside the build; the gateway does not serve them.
    sourcemap: 'hidden',
    rolldownOptions: {
      // The page's document, and the worker its start script runs beside it (`src/app/intlWarmup.ts`), which the
      // server finds in the manifest.
      ...(isSsrBuild ? {} : { input: { index: 'index.html', intlWarmup: 'src/app/intlWarmup.ts' } }),
      // Message descriptors are plain data: a module's catalogue of them is kept only where a message is used.
      treeshake: { manualPureFunctions: ['defineMessage', 'defineMessages'] },
      // Directives at the top of third-party modules ("use client", React Compiler's "use no memo") mean nothing in
      // a bundle; the bundler drops them, and says so once per file. Warnings about our own code still show.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('/node_modules/')) return;
        handler(level, log);
      },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            // clsx serves react-toastify (every page) and react-aria: a group of its own, or the next group would
            // take it in with react-aria's dependencies and every page would load that chunk for it.
            { name: 'clsx', test: /node_modules[\\/]clsx[\\/]/ },
            // react-aria and its components, for the pages and parts built with them (the jobs page and the site's
            // frame are not): one chunk rather than a dozen small ones for each such page to preload.
            {
              name: 'aria',
              test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized)[\\/]/,
            },
            {
              name: 'intl',
              test: /node_modules[\\/](react-intl|intl-messageformat|@formatjs[\\/](intl|icu-messageformat-parser|icu-skeleton-parser|fast-memoize))[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
