import { buildSubgraphSchema } from '@apollo/subgraph';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { addressHeader, callerHeader, type SubgraphContext } from '@platform/subgraph-kit/context';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { identityHeader, signIdentity } from '@platform/subgraph-kit/identity';
import { startSubgraphServer } from '@platform/subgraph-kit/server';
import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForwardingRemoteDataSource, InProcessDataSource } from './data-sources.ts';
import { gatewayContext } from './request-context.ts';
import { credentialsFor } from './testing/credentials.ts';

// A subgraph that reports the context it was given: what each mode hands to real subgraphs.
const echoSchema = buildSubgraphSchema({
  typeDefs: parse('type Query { echo: String! }'),
  resolvers: {
    Query: {
      echo: (_: unknown, __: unknown, c: SubgraphContext) =>
        `${c.locale}|${c.viewer?.userId ?? 'visitor'}|${c.viewer?.roles.join(',')}|${c.requestId}`,
    },
  } as never,
});
const echo = defineSubgraph({ name: 'echo', schema: echoSchema, create: () => ({}) });

const secret = 'forwarding-test-secret-0123456789abcdef';
let db: TestDatabase;
const contextOptions = () => ({
  prisma: db.prisma,
  identitySecret: secret,
  limits: createRateLimits(),
  publicIntrospection: false,
  credentials: credentialsFor(db.prisma),
});
let userId: string;
let token: string;

beforeAll(async () => {
  db = await createTestDatabase();
  userId = (await db.prisma.user.create({ data: { displayName: 'Sara', roles: ['EMPLOYER'] } })).id;
  ({ token } = await createSession(db.prisma, userId, { days: 1 }));
});
afterAll(() => db.drop());

async function run(
  source: InProcessDataSource | ForwardingRemoteDataSource,
  headers: Record<string, string>,
) {
  const context = await gatewayContext(headers, 'req-forwarding-1', '127.0.0.1', contextOptions());
  return source.process({
    kind: 'incoming operation' as never,
    request: { query: '{ echo }', http: { method: 'POST', url: '', headers: new Headers() } as never },
    context,
    incomingRequestContext: { context } as never,
  });
}

const signedIn = () => ({
  'accept-language': 'az-AZ,az;q=0.9,en;q=0.5',
  authorization: `Bearer ${token}`,
  cookie: 'x=1',
});

describe('what the gateway passes to subgraphs', () => {
  it('reaches an in-process subgraph: language, verified user and request id', async () => {
    const result = await run(
      new InProcessDataSource(echoSchema, { prisma: db.prisma, identitySecret: secret }),
      signedIn(),
    );
    expect(result).toEqual({ data: { echo: `az|${userId}|EMPLOYER|req-forwarding-1` } });
  });

  it('reaches a remote subgraph the same way', async () => {
    const server = await startSubgraphServer({
      subgraph: echo,
      prisma: db.prisma,
      port: 0,
      identitySecret: secret,
    });
    try {
      const result = await run(new ForwardingRemoteDataSource({ url: server.url }), signedIn());
      expect(result).toMatchObject({ data: { echo: `az|${userId}|EMPLOYER|req-forwarding-1` } });
    } finally {
      await server.stop();
    }
  });

  it('drops an identity header a client sent and forwards nothing else it sent', async () => {
    const forged = await signIdentity(
      { userId: 'someone-else', sessionId: 's', roles: ['ADMIN'], registered: true },
      'not-the-secret-not-the-secret-xx',
      'req-forwarding-1',
    );
    const context = await gatewayContext(
      { ...signedIn(), [identityHeader]: forged, [callerHeader]: 'user:someone-else' },
      'r',
      '127.0.0.1',
      contextOptions(),
    );
    expect(Object.keys(context.forwardedHeaders).sort()).toEqual(
      [
        'accept-language',
        'authorization',
        identityHeader,
        callerHeader,
        addressHeader,
        'x-request-id',
      ].sort(),
    );
    expect(context.forwardedHeaders[callerHeader]).toBe(`user:${userId}`);
    expect(context.forwardedHeaders[identityHeader]).not.toBe(forged);
    const visitor = await run(
      new InProcessDataSource(echoSchema, { prisma: db.prisma, identitySecret: secret }),
      {
        [identityHeader]: forged,
      },
    );
    expect(visitor).toEqual({ data: { echo: 'fa|visitor|undefined|req-forwarding-1' } });
  });

  it('makes a subgraph refuse a request whose identity the gateway did not sign', async () => {
    const server = await startSubgraphServer({
      subgraph: echo,
      prisma: db.prisma,
      port: 0,
      identitySecret: secret,
    });
    try {
      const forged = await signIdentity(
        { userId: 'intruder', sessionId: 's', roles: ['ADMIN'], registered: true },
        'a-guessed-secret-a-guessed-secret',
        'r1',
      );
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'r1', [identityHeader]: forged },
        body: JSON.stringify({ query: '{ echo }' }),
      });
      const body = (await response.json()) as {
        data?: unknown;
        errors?: { extensions?: { code?: string } }[];
      };
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await server.stop();
    }
  });

  it('turns an unknown, malformed, revoked or expired token into INVALID_TOKEN', async () => {
    const expired = await createSession(db.prisma, userId, {
      days: 1,
      now: new Date(Date.now() - 2 * 86_400_000),
    });
    const revoked = await createSession(db.prisma, userId, { days: 1 });
    await db.prisma.session.update({ where: { id: revoked.session.id }, data: { revokedAt: new Date() } });
    for (const authorization of [
      'Bearer unknown-token-unknown-token-unknown',
      'Basic abc',
      `Bearer ${expired.token}`,
      `Bearer ${revoked.token}`,
    ]) {
      await expect(
        gatewayContext({ authorization }, 'r', '127.0.0.1', contextOptions()),
      ).rejects.toMatchObject({ extensions: { code: 'INVALID_TOKEN' } });
    }
  });
});
