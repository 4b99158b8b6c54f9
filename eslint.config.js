import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries between the workspace's rooms: the client takes only the shared rules; a subgraph reaches the
 * others through the graph and its events, never by import; only the gateway (and its own tests) mounts
 * subgraphs, and then only by their entries; no subgraph imports the demo data; the database package knows no
 * GraphQL. Each glob below is one room;
 * a room's rule lists everything it may not import.
 */
const forbidden = {
  gateway: {
    group: ['@platform/gateway', '@platform/gateway/*'],
    message: 'Nothing depends on the gateway.',
  },
  subgraphs: {
    group: ['@platform/subgraph-*', '!@platform/subgraph-kit', '!@platform/subgraph-kit/**'],
    message: 'A subgraph asks another through the graph or hears its events; it never imports it.',
  },
  subgraphInternals: {
    group: ['@platform/subgraph-*/**', '!@platform/subgraph-kit/**'],
    message: "Mount a subgraph through its entry (the package's root export).",
  },
  graphql: {
    group: [
      'graphql',
      'graphql/*',
      '@pothos/*',
      '@apollo/*',
      'graphql-*',
      '@platform/subgraph-*',
      '@platform/schema*',
    ],
    message: 'The database package knows no GraphQL.',
  },
};
const boundary = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});
const roomBoundaries = [
  boundary(
    ['client/**/*.{ts,tsx}'],
    [
      {
        group: ['@platform/*', '!@platform/rules', '!@platform/rules/*'],
        message: 'The client imports only @platform/rules from the workspace.',
      },
    ],
  ),
  boundary(
    ['subgraphs/*/src/**', 'subgraphs/*/bench/**'],
    [
      forbidden.gateway,
      forbidden.subgraphs,
      {
        group: ['@platform/schema', '@platform/schema/*'],
        message: 'The schema package composes subgraphs; a subgraph does not import it.',
      },
      {
        group: ['@platform/db/seed'],
        message:
          'Demo data is for the seed; what the product needs of it (demo ids) lives in @platform/db/demo-ids.',
      },
    ],
  ),
  boundary(['schema/src/**'], [forbidden.gateway, forbidden.subgraphInternals]),
  boundary(['schema/rules/**'], [forbidden.gateway, forbidden.graphql]),
  boundary(
    ['gateway/src/**'],
    [forbidden.subgraphInternals],
    ['gateway/src/**/*.test.ts', 'gateway/src/testing/**'],
  ),
  boundary(
    ['gateway/src/**/*.test.ts', 'gateway/src/testing/**', 'gateway/bench/**'],
    [
      {
        ...forbidden.subgraphInternals,
        group: [...forbidden.subgraphInternals.group, '!@platform/subgraph-*/testing'],
      },
    ],
  ),
  boundary(['prisma/**'], [forbidden.gateway, forbidden.graphql]),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'client/dist-server/**',
      'gateway/dist-graphiql/**',
      '**/__generated__/**',
      'prisma/generated/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, relay, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'relay/graphql-syntax': 'error',
      'relay/unused-fields': 'warn',
      'relay/must-colocate-fragment-spreads': 'warn',
      'relay/hook-required-argument': 'error',
      // Every user-facing string goes through react-intl: no literal text in JSX.
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{aria-label,title,alt,placeholder,label}']] } },
      ],
      'formatjs/enforce-id': 'off',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  // The client's features stand alone: what two features share lives in client/src/ui (primitives) or
  // client/src/shared/<domain>; client/src/app and routes.tsx put the features together.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'client-feature', pattern: 'client/src/features/*', capture: ['feature'] },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'client-feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'client-feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
              message:
                'features/{{ from.element.captured.feature }} imports features/{{ to.element.captured.feature }}: move what both use to client/src/ui or client/src/shared/<domain>.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.test.{ts,tsx}', 'client/e2e/**'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
  ...roomBoundaries,
  // Journeys take `test` and `expect` from e2e/test.ts, whose pages wait for hydration after every load.
  boundary(
    ['client/e2e/**/*.ts'],
    [
      {
        group: ['@playwright/test'],
        allowTypeImports: true,
        message: "Import test and expect from './test': its pages wait until they have hydrated.",
      },
    ],
    ['client/e2e/test.ts'],
  ),
);
