import { readdirSync, readFileSync } from 'node:fs';
import { schemaPath } from '@platform/schema/files';
import {
  buildSchema,
  Kind,
  Lexer,
  Source,
  TokenKind,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  visit,
  type DocumentNode,
  type GraphQLInputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { costModelOf, operationCost } from './operation-cost.ts';
import { costLimits, operationLimits, parseWithinLimits, shapeRules } from './operation-limits.ts';
import { exampleQuery } from '../../graphiql/example-query.ts';

const apiSchema = buildSchema(readFileSync(schemaPath('api.graphql'), 'utf8'));
const model = costModelOf(readFileSync(schemaPath('supergraph.graphql'), 'utf8'));

/** A value for each variable the operation requires: page sizes at the most the client asks for. */
function sampleVariables(document: DocumentNode): Record<string, unknown> {
  const sample = (type: GraphQLInputType): unknown => {
    if (isNonNullType(type)) return sample(type.ofType);
    if (isListType(type)) return [sample(type.ofType)];
    if (isEnumType(type)) return type.getValues()[0]!.value;
    if (isInputObjectType(type)) {
      return Object.fromEntries(
        Object.values(type.getFields())
          .filter((f) => isNonNullType(f.type))
          .map((f) => [f.name, sample(f.type)]),
      );
    }
    return ({ Int: 20, Float: 1, Boolean: true, SafeInt: 1 } as Record<string, unknown>)[type.name] ?? 'x';
  };
  return Object.fromEntries(
    (getOperationAST(document)?.variableDefinitions ?? [])
      .filter((d) => d.type.kind === Kind.NON_NULL_TYPE && !d.defaultValue)
      .map((d) => [d.variable.name.value, sample(typeFromAST(apiSchema, d.type) as GraphQLInputType)]),
  );
}

function tokens(source: string) {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

function depth(document: DocumentNode) {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
  const of = (node: { selectionSet?: { selections: readonly unknown[] } }): number =>
    Math.max(
      0,
      ...(node.selectionSet?.selections ?? []).map((s) => {
        const selection = s as { kind: Kind; name: { value: string } };
        // As the gateway's rule counts it: the spread, then its fragment's selections, each a level.
        if (selection.kind === Kind.FRAGMENT_SPREAD) return 2 + of(fragments.get(selection.name.value)!);
        return 1 + of(selection as never);
      }),
    );
  return of(getOperationAST(document)!);
}

/** The client's operations as relay-compiler wrote them, and the examples partners are shown. */
function knownOperations(): { name: string; text: string }[] {
  const generated = new URL('../../../client/src/__generated__/', import.meta.url);
  const client = readdirSync(generated).flatMap((file) => {
    const text = /"text": "((?:[^"\\]|\\.)*)"/.exec(readFileSync(new URL(file, generated), 'utf8'))?.[1];
    return text ? [{ name: file, text: JSON.parse(`"${text}"`) as string }] : [];
  });
  const docs = readFileSync(new URL('../../../docs/job-graph.md', import.meta.url), 'utf8');
  const documents = [
    ...[...docs.matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1]!),
    // The queries inside the curl examples' JSON bodies.
    ...[...docs.matchAll(/"query": "((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string),
  ];
  const examples = documents
    .map((text, i) => ({ name: `docs/job-graph.md example ${i + 1}`, text }))
    // Schema excerpts (field signatures) are no operations.
    .filter((e) => {
      try {
        return validate(apiSchema, parse(e.text)).length === 0;
      } catch {
        return false;
      }
    });
  expect(examples.length).toBeGreaterThanOrEqual(3);
  return [...client, ...examples, { name: 'GraphiQL example', text: exampleQuery }];
}

/** Operations of pages only signed-in users reach; every other operation must fit a visitor's budget. */
const signedInOnly =
  /^(ApiKey|Contracts|Purchases|Inbox|EchoBox|Conversation|MyJob|MyApplication|JobApplications|ApplicationList|MessageReports|ReportQueue|PanelHome|Profile|MyTests|TestSession|TestResults|useAnswerTestQuestion|useVisitTestQuestion|useFinishTestSession|useReportTestSignal|AdminTest|AnswerReview)/;
/**
 * Operations of the admins' internal tools: those that read what is priced at its measured server time, and the
 * moderation queue and content editors, which read whole threads and every revision's words.
 */
const adminOnly = /^(AdminTestPageQuery|AdminFeedback|ContentConfigPage|ContentEditor)/;

function costLimitOf(name: string) {
  if (adminOnly.test(name)) return costLimits.admin;
  return signedInOnly.test(name) ? costLimits.user : costLimits.visitor;
}

describe('operation limits', () => {
  const operations = knownOperations();

  it('leave room for every operation of the client and every partner example', () => {
    expect(operations.length).toBeGreaterThan(50);
    const figures = operations.map(({ name, text }) => {
      const document = parse(text);
      const aliases = (() => {
        let n = 0;
        visit(document, { Field: (f) => void (f.alias && n++) });
        return n;
      })();
      return {
        name,
        tokens: tokens(text),
        depth: depth(document),
        aliases,
        cost: operationCost(apiSchema, model, document, undefined, sampleVariables(document)),
      };
    });
    for (const f of figures) {
      expect(f.tokens, f.name).toBeLessThanOrEqual(operationLimits.tokens / 2);
      expect(f.depth, f.name).toBeLessThanOrEqual(operationLimits.depth);
      expect(f.aliases, f.name).toBeLessThanOrEqual(operationLimits.aliases / 2);
      expect(f.cost, f.name).toBeLessThanOrEqual(costLimitOf(f.name) / 2);
    }
  });

  it("price the admins' item statistics at their measured server time, which only an admin's limit admits", () => {
    const page = operations.find((o) => o.name.startsWith('AdminTestPageQuery'))!;
    const document = parse(page.text);
    const cost = operationCost(apiSchema, model, document, undefined, sampleVariables(document));
    // `bench:item-stats`: about 180 ms at the bound, 50 points a millisecond (docs/benchmarks.md).
    expect(cost).toBeGreaterThanOrEqual(180 * 50);
    expect(cost).toBeGreaterThan(costLimits.user);
    expect(cost).toBeLessThanOrEqual(costLimits.admin / 2);
  });

  it('refuse a deep operation with the coded error, the figure and the limit', () => {
    const deep = `{ ${'job(slug: "x") { applications(first: 1) { edges { node { '.repeat(5)} id ${'} } } }'.repeat(5)} }`;
    const errors = validate(apiSchema, parse(deep), [...specifiedRules, ...shapeRules]);
    expect(errors.map((e) => e.extensions)).toContainEqual(
      expect.objectContaining({ code: 'QUERY_TOO_COMPLEX', limit: 'depth', maximum: operationLimits.depth }),
    );
  });

  it('count every alias, of __typename too', () => {
    const over = operationLimits.aliases + 1;
    const aliased = `{ ${Array.from({ length: over }, (_, i) => `t${i}: __typename`).join(' ')} }`;
    const errors = validate(apiSchema, parse(aliased), [...specifiedRules, ...shapeRules]);
    expect(errors.map((e) => e.extensions)).toContainEqual(
      expect.objectContaining({ code: 'QUERY_TOO_COMPLEX', limit: 'aliases', measured: over }),
    );
  });

  it('stop parsing at the token limit', () => {
    const error = parseWithinLimits(`{ ${'__typename '.repeat(operationLimits.tokens)} }`);
    expect(error).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'tokens' } });
  });
});
