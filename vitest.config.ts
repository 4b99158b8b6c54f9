import { defineConfig } from 'vitest/config';

// `*.test.ts` are unit tests, `*.int.test.ts` run against a real PostgreSQL (DATABASE_URL's server, or an
// embedded one); each test file clones its own database from a template migrated once per run.
export default defineConfig({
  test: {
    projects: [
      {
        // Node loads graphql's CommonJS build (Apollo requires it); Vite would pick the .mjs one and end up with
        // two copies of graphql ("Cannot use GraphQLSchema from another module or realm").
        resolve: { alias: { graphql: 'graphql/index.js' } },
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'prisma/src/**/*.test.ts',
            'schema/rules/src/**/*.test.ts',
            'subgraphs/*/src/**/*.test.ts',
            'schema/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
          ],
          globalSetup: ['prisma/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'client/vitest.config.ts',
    ],
  },
});
