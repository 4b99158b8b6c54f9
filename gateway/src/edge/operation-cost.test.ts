import { readFileSync } from 'node:fs';
import { schemaPath } from '@platform/schema/files';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isLeafType,
  isListType,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { costModelOf, operationCost } from './operation-cost.ts';

const schema = buildSchema(readFileSync(schemaPath('api.graphql'), 'utf8'));
const model = costModelOf(readFileSync(schemaPath('supergraph.graphql'), 'utf8'));
const cost = (query: string, variables: Record<string, unknown> = {}) =>
  operationCost(schema, model, parse(query), undefined, variables);

describe('the cost of an operation', () => {
  it('pays a page per item of the page, once for the connection and its count', () => {
    // jobs 1 + 20 × (edge 1 + job 1 + salary 1 + poster 1); scalars are free.
    expect(
      cost('{ jobs(first: 20) { edges { node { title salary { minRials } postedBy { displayName } } } } }'),
    ).toBe(81);
    // totalCount weighs 20 (0.4 ms of server time), once, whatever the page size.
    expect(cost('{ jobs(first: 100) { totalCount } }')).toBe(21);
    expect(cost('{ jobs { edges { node { title } } } }')).toBe(1 + 20 * 2);
    expect(cost('query ($n: Int) { jobs(first: $n) { edges { node { title } } } }', { n: 50 })).toBe(
      1 + 50 * 2,
    );
  });

  it('adds the declared weights: a search argument, facets and their lists', () => {
    // A search weighs 200 (4 ms of server time, bench:costs), its count 20.
    expect(cost('{ jobs(first: 1, search: "x") { totalCount } }')).toBe(1 + 200 + 20);
    // facets 80, its four lists by their declared sizes (9 types, 4 levels, 12 places, 4 ages) × 1 each.
    expect(
      cost(
        '{ jobs(first: 1) { facets { types { count } experienceLevels { count } places { count } postedWithin { count } } } }',
      ),
    ).toBe(1 + 80 + 9 + 4 + 12 + 4);
  });

  it('pays a list argument-sized by its argument, and a mutation 10 more', () => {
    expect(cost('{ myApiKeys(first: 2) { edges { node { usage(days: 90) { day } } } } }')).toBe(
      1 + 2 * (1 + 1 + 90),
    );
    expect(cost('mutation { signOut }')).toBe(10);
  });

  it('prices a field that fragments repeat under one response key once, as it runs once', () => {
    const page = `query ($q: String) { ...List ...Facets jobs(first: 10, search: $q) { totalCount } }
      fragment List on Query { jobs(first: 10, search: $q) { edges { node { title } } } }
      fragment Facets on Query { jobs(first: 10, search: $q) { facets { exact } } }`;
    // jobs 1 + its search 200, once; 10 × (edge 1 + job 1); totalCount 20; facets 80.
    expect(cost(page, { q: 'react' })).toBe(1 + 200 + 10 * 2 + 20 + 80);
    // Under other response keys, the same field runs twice, and is paid twice.
    expect(
      cost('{ a: jobs(first: 1, search: "x") { totalCount } b: jobs(first: 1, search: "x") { totalCount } }'),
    ).toBe(2 * (1 + 200 + 20));
  });

  it('honours @skip and @include, and prices a fragment used twice once per use', () => {
    expect(
      cost('query ($b: Boolean!) { jobs(first: 5) @include(if: $b) { totalCount } }', { b: false }),
    ).toBe(0);
    const twice =
      '{ a: jobs(first: 2) { ...F } b: jobs(first: 2) { ...F } } fragment F on QueryJobsConnection { edges { node { title } } }';
    expect(cost(twice)).toBe(2 * (1 + 2 * 2));
  });

  it('prices one document again for new page sizes, switches and arguments given, not for new search words', () => {
    const document = parse(`
      query ($n: Int, $search: String, $withFacets: Boolean!) {
        jobs(first: $n, search: $search) {
          edges { node { title } }
          facets @include(if: $withFacets) { exact }
        }
      }
    `);
    const priced = (variables: Record<string, unknown>) =>
      operationCost(schema, model, document, undefined, variables);
    const first = priced({ n: 10, search: 'react', withFacets: false });
    expect(priced({ n: 10, search: 'rust', withFacets: false })).toBe(first);
    expect(priced({ n: 10, search: 'react', withFacets: false })).toBe(first);
    expect(priced({ n: 40, search: 'react', withFacets: false })).toBe(first + 30 * 2);
    expect(priced({ n: 10, search: null, withFacets: false })).toBe(first - 200);
    expect(priced({ n: 10, withFacets: false })).toBe(first - 200);
    expect(priced({ n: 10, search: 'react', withFacets: true })).toBe(first + 80);
    expect(() => priced({ n: 'ten', search: 'react', withFacets: false })).toThrow();
  });

  it('refuses variables that do not fit the operation', () => {
    expect(() => cost('query ($n: Int!) { jobs(first: $n) { totalCount } }', {})).toThrow(/\$n/);
  });
});

describe('the schema', () => {
  it('declares how long every list of objects may be, unless it is a page of a connection', () => {
    const undeclared: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !('getFields' in type) || isInputObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const nullable = getNullableType(field.type);
        if (!isListType(nullable) || isLeafType(getNamedType(field.type))) continue;
        const page = type.name.endsWith('Connection') && (field.name === 'edges' || field.name === 'nodes');
        if (!page && !model.fields.get(`${type.name}.${field.name}`)?.listSize) {
          undeclared.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });
});
