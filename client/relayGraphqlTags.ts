import { transformAsync } from '@babel/core';
import path from 'node:path';
import type { Plugin } from 'vite';

const artifactDirectory = path.join(import.meta.dirname, 'src/__generated__');

/**
 * Compiles `graphql` tags to imports of the generated artifacts. It does what vite-plugin-relay does, but
 * hands babel-plugin-relay its options directly: given only the root `relay.config.js`, the plugin resolves its
 * `artifactDirectory` against the working directory (client/), which yields imports of
 * `client/client/src/__generated__/…` that do not exist.
 *
 * Its check that an artifact is current stays off (`isDevVariableName: 'false'`): it hashes each tag as
 * graphql-js prints it, which wraps a field's arguments past 80 columns where relay-compiler does not
 * (facebook/relay#4226), so it would call current artifacts stale. `pnpm check:generated` runs
 * `relay-compiler --validate` instead, which fails whenever an artifact is out of date.
 */
export function relayGraphqlTags(): Plugin {
  return {
    name: 'client:relay-graphql-tags',
    enforce: 'pre',
    async transform(source, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '') || !source.includes('graphql`')) return null;
      const result = await transformAsync(source, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [
          ['babel-plugin-relay', { artifactDirectory, eagerEsModules: true, isDevVariableName: 'false' }],
        ],
      });
      if (!result?.code) throw new Error(`Relay: could not compile the graphql tags in ${id}`);
      return { code: result.code, map: result.map };
    },
  };
}
