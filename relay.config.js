// Relay reads the client-facing API schema composed from every subgraph (schema/api.graphql).
export default {
  src: './client/src',
  schema: './schema/api.graphql',
  language: 'typescript',
  artifactDirectory: './client/src/__generated__',
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  eagerEsModules: true,
  customScalarTypes: {
    DateTime: 'string',
    SafeInt: 'number',
  },
};
