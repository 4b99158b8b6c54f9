import { readFileSync } from 'node:fs';
import { schemaPath } from '@platform/schema/files';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { exampleQuery } from '../graphiql/example-query.ts';

describe('GraphiQL’s example query', () => {
  it('is valid against the public schema', () => {
    const schema = buildSchema(readFileSync(schemaPath('api.graphql'), 'utf8'));
    expect(validate(schema, parse(exampleQuery)).map((e) => e.message)).toEqual([]);
  });
});
