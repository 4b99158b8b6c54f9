import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
);
