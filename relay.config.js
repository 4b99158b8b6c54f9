// Relay reads the client-facing API schema composed from every subgraph (schema/api.graphql).
const config = {
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

export default config;
// relay-compiler and babel-plugin-relay `require()` this file; Node returns this binding to them instead of the
// module namespace ({ default }), which they would not understand.
export { config as 'module.exports' };
