import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { schemaPath } from '@platform/schema/files';
import {
  buildSchema,
  getNamedType,
  getOperationAST,
  isEnumType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLInputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { costModelOf, operationCost } from './operation-cost.ts';
import { costLimits } from './operation-limits.ts';

const schema = buildSchema(readFileSync(schemaPath('api.graphql'), 'utf8'));
const model = costModelOf(readFileSync(schemaPath('supergraph.graphql'), 'utf8'));
const generated = path.resolve(import.meta.dirname, '../../../client/src/__generated__');

/** Every query the web client sends, as its compiled artifact holds it. */
const queries = readdirSync(generated)
  .filter((file) => /Query\.graphql\.ts$/.test(file))
  .map((file) => {
    const source = readFileSync(path.join(generated, file), 'utf8');
    const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(source)?.[1];
    return { name: file.replace(/\.graphql\.ts$/, ''), text: text ? (JSON.parse(text) as string) : null };
  })
  .filter((query): query is { name: string; text: string } => query.text !== null);

/** A value for each required variable, every `@include` condition true: the most the query can ask for. */
function worstVariables(text: string) {
  const operation = getOperationAST(parse(text))!;
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type as never) as GraphQLInputType;
    const named = getNamedType(type);
    if (named.name === 'Boolean') variables[definition.variable.name.value] = true;
    else if (!isNonNullType(type)) continue;
    else if (isEnumType(named)) variables[definition.variable.name.value] = named.getValues()[0]!.value;
    else if (named.name === 'Int') variables[definition.variable.name.value] = 1;
    else variables[definition.variable.name.value] = 'x';
  }
  return variables;
}

/** The pages anyone may open, whose queries a visitor's cost limit must allow. */
const publicPages = [
  'HomePageQuery',
  'JobsPageQuery',
  'JobPageQuery',
  'TalentTestsPageQuery',
  'TestDetailsPageQuery',
  'CertificatePageQuery',
  'ContactPageQuery',
  'AboutPageQuery',
  'ServicesPageQuery',
  'ServicePageQuery',
  'ArticlePageQuery',
  'FeaturePageQuery',
];

describe('the web client’s queries', () => {
  it('finds them', () => {
    expect(queries.map((q) => q.name)).toEqual(expect.arrayContaining(publicPages));
  });

  it.each(publicPages)('%s fits a visitor’s cost limit, whatever it includes', (name) => {
    const { text } = queries.find((q) => q.name === name)!;
    expect(operationCost(schema, model, parse(text), undefined, worstVariables(text))).toBeLessThanOrEqual(
      costLimits.visitor,
    );
  });

  it('each fit an admin’s cost limit', () => {
    const over = queries.filter(
      ({ text }) =>
        operationCost(schema, model, parse(text), undefined, worstVariables(text)) > costLimits.admin,
    );
    expect(over.map((q) => q.name)).toEqual([]);
  });
});
