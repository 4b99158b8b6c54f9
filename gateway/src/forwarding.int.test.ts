import { buildSubgraphSchema } from '@apollo/subgraph';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import type { SubgraphContext } from '@platform/subgraph-kit/context';
import { startSubgraphServer } from '@platform/subgraph-kit/server';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForwardingRemoteDataSource, InProcessDataSource } from './data-sources.ts';
import { gatewayContext } from './request-context.ts';

// A subgraph that reports the context it was given: what each mode hands to real subgraphs.
const echoSchema = buildSubgraphSchema({
  typeDefs: parse('type Query { echo: String! }'),
  resolvers: {
    Query: {
      echo: (_: unknown, __: unknown, c: SubgraphContext) => `${c.locale}|${c.authorization}|${c.requestId}`,
    },
  } as never,
});

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const incoming = {
  'accept-language': 'az-AZ,az;q=0.9,en;q=0.5',
  authorization: 'Bearer t0ken',
  cookie: 'x=1',
};

function process(source: InProcessDataSource | ForwardingRemoteDataSource) {
  const context = gatewayContext(incoming, 'req-forwarding-1');
  return source.process({
    kind: 'incoming operation' as never,
    request: { query: '{ echo }', http: { method: 'POST', url: '', headers: new Headers() } as never },
    context,
    incomingRequestContext: { context } as never,
  });
}

describe('headers the gateway passes to subgraphs', () => {
  it('reach an in-process subgraph', async () => {
    const result = await process(new InProcessDataSource(echoSchema, db.prisma));
    expect(result.data).toEqual({ echo: 'az|Bearer t0ken|req-forwarding-1' });
  });

  it('reach a remote subgraph', async () => {
    const server = await startSubgraphServer({
      name: 'echo',
      schema: echoSchema,
      prisma: db.prisma,
      port: 0,
    });
    try {
      const result = await process(new ForwardingRemoteDataSource({ url: server.url }));
      expect(result.data).toEqual({ echo: 'az|Bearer t0ken|req-forwarding-1' });
    } finally {
      await server.stop();
    }
  });

  it('do not include anything else the client sent', () => {
    expect(gatewayContext(incoming, 'r').forwardedHeaders).toEqual({
      'accept-language': incoming['accept-language'],
      authorization: 'Bearer t0ken',
      'x-request-id': 'r',
    });
  });
});
