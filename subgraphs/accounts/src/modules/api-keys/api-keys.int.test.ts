import { createHash } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import type { Identity, Role } from '@platform/subgraph-kit/identity';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema.ts';
import { createApiKeyResolver, resolveApiKey } from './api-keys.gateway.ts';
import { createApiKeyUsage } from './api-keys.usage.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** A fresh user of the given kind per test, so that tests never see each other's keys. */
async function person(
  kind: { roles: Role[]; company?: boolean; registered?: boolean } = { roles: ['EMPLOYER'], company: true },
): Promise<Identity> {
  const company = kind.company ? await db.prisma.company.create({ data: { name: 'آرین‌داده' } }) : null;
  const user = await db.prisma.user.create({
    data: {
      displayName: 'Partner',
      roles: kind.roles,
      registeredAt: kind.registered === false ? null : new Date(),
      companyId: company?.id ?? null,
    },
  });
  return { userId: user.id, sessionId: 'session', roles: kind.roles, registered: kind.registered !== false };
}

const createMutation = /* GraphQL */ `
  mutation ($name: String!) {
    createApiKey(input: { name: $name }) {
      __typename
      ... on MutationCreateApiKeySuccess {
        data {
          secret
          apiKey {
            id
            name
            prefix
            createdAt
            lastUsedAt
            revokedAt
          }
        }
      }
      ... on ValidationError {
        fields {
          path
          code
        }
      }
      ... on ConflictError {
        code
      }
    }
  }
`;

const revokeMutation = /* GraphQL */ `
  mutation ($id: ID!) {
    revokeApiKey(id: $id) {
      __typename
      ... on MutationRevokeApiKeySuccess {
        data {
          id
          revokedAt
        }
      }
    }
  }
`;

const listQuery = /* GraphQL */ `
  query ($first: Int, $after: String, $days: Int) {
    myApiKeys(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          prefix
          revokedAt
          usage(days: $days) {
            day
            requests
            limited
          }
        }
      }
    }
  }
`;

interface Created {
  createApiKey: {
    __typename: string;
    data?: {
      secret: string;
      apiKey: { id: string; name: string; prefix: string; lastUsedAt: string | null; revokedAt: null };
    };
    fields?: { path: string; code: string }[];
    code?: string;
  };
}
interface Listed {
  myApiKeys: {
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: {
      node: {
        id: string;
        name: string;
        prefix: string;
        revokedAt: string | null;
        usage: { day: string; requests: number; limited: number }[];
      };
    }[];
  };
}

function create(viewer: Identity, name = 'فید آگهی‌های سایت') {
  return executeSubgraph<Created>(schema, db.prisma, createMutation, { name }, { viewer });
}

async function created(viewer: Identity, name?: string) {
  const result = await create(viewer, name);
  expect(result.errors).toBeUndefined();
  expect(result.data!.createApiKey.__typename).toBe('MutationCreateApiKeySuccess');
  return result.data!.createApiKey.data!;
}

function revoke(viewer: Identity, id: string) {
  return executeSubgraph<{
    revokeApiKey: { __typename: string; data?: { id: string; revokedAt: string } };
  }>(schema, db.prisma, revokeMutation, { id }, { viewer });
}

function list(viewer: Identity, variables: Record<string, unknown> = {}) {
  return executeSubgraph<Listed>(schema, db.prisma, listQuery, variables, { viewer });
}

const rowId = (globalId: string) => decodeGlobalID(globalId).id;

describe('creating a key', () => {
  it('shows the secret once, stores only its hash, and keeps a recognisable prefix', async () => {
    const partner = await person();
    const { secret, apiKey } = await created(partner, '  Job feed  ');
    expect(secret).toMatch(/^kn_[A-Za-z0-9_-]{43}$/);
    expect(apiKey.prefix).toBe(secret.slice(0, 11));
    expect(apiKey.name).toBe('Job feed');
    expect(apiKey.lastUsedAt).toBeNull();
    const [row] = await db.prisma.$queryRaw<Record<string, unknown>[]>`
      SELECT * FROM api_keys WHERE owner_id = ${partner.userId}::uuid`;
    expect(row!.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(
      Object.values(row!)
        .map(String)
        .some((value) => value.includes(secret.slice(11))),
    ).toBe(false);
    // Nothing but the create mutation's answer has the secret.
    const withSecret = Object.values(schema.getTypeMap()).filter(
      (type) => isObjectType(type) && 'secret' in type.getFields(),
    );
    expect(withSecret.map((type) => type.name)).toEqual(['CreateApiKeyPayload']);
  });

  it("ties an employer's key to their company, and an admin's to none", async () => {
    const employer = await person();
    const admin = await person({ roles: ['ADMIN'] });
    await created(employer);
    await created(admin);
    const company = await db.prisma.user.findUniqueOrThrow({ where: { id: employer.userId } });
    expect((await db.prisma.apiKey.findFirstOrThrow({ where: { ownerId: employer.userId } })).companyId).toBe(
      company.companyId,
    );
    expect(
      (await db.prisma.apiKey.findFirstOrThrow({ where: { ownerId: admin.userId } })).companyId,
    ).toBeNull();
  });

  it('refuses names the shared rule refuses, with codes, and creates nothing', async () => {
    const partner = await person();
    for (const [name, code] of [
      ['   ', 'API_KEY_NAME_REQUIRED'],
      ['ک'.repeat(61), 'API_KEY_NAME_TOO_LONG'],
    ] as const) {
      const result = await create(partner, name);
      expect(result.data!.createApiKey).toEqual({
        __typename: 'ValidationError',
        fields: [{ path: 'input.name', code }],
      });
    }
    expect(await db.prisma.apiKey.count({ where: { ownerId: partner.userId } })).toBe(0);
    expect((await create(partner, 'ک'.repeat(60))).data!.createApiKey.__typename).toBe(
      'MutationCreateApiKeySuccess',
    );
  });

  it('allows ten active keys; the eleventh is a conflict until one is revoked', async () => {
    const partner = await person();
    const keys = [];
    for (let i = 0; i < 10; i++) keys.push(await created(partner, `key ${i}`));
    expect((await create(partner)).data!.createApiKey).toEqual({
      __typename: 'ConflictError',
      code: 'API_KEY_LIMIT_REACHED',
    });
    await revoke(partner, keys[0]!.apiKey.id);
    await created(partner);
  });

  it('keeps to the limit when keys are created at the same moment', async () => {
    const partner = await person();
    const results = await Promise.all(Array.from({ length: 12 }, () => create(partner)));
    const kinds = results.map((r) => r.data?.createApiKey.__typename);
    expect(kinds.filter((k) => k === 'MutationCreateApiKeySuccess')).toHaveLength(10);
    expect(kinds.filter((k) => k === 'ConflictError')).toHaveLength(2);
    expect(await db.prisma.apiKey.count({ where: { ownerId: partner.userId } })).toBe(10);
  });
});

describe('who may manage keys', () => {
  const outsiders: [string, { roles: Role[]; company?: boolean; registered?: boolean }][] = [
    ['a job seeker', { roles: ['JOB_SEEKER'] }],
    ['a collaborator', { roles: ['COLLABORATOR'] }],
    ['an employer without a company', { roles: ['EMPLOYER'] }],
    ['an unregistered employer with a company', { roles: ['EMPLOYER'], company: true, registered: false }],
    ['an unregistered admin', { roles: ['ADMIN'], registered: false }],
  ];

  it.each(outsiders)('%s is refused every operation, before any key is read', async (_who, kind) => {
    const outsider = await person(kind);
    const someKey = encodeGlobalID('ApiKey', '00000000-0000-7000-8000-000000000000');
    db.resetQueries();
    const results = [await create(outsider), await revoke(outsider, someKey), await list(outsider)];
    for (const result of results) expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // At most a registered employer's company was looked up, once per operation; no key was touched.
    expect(db.queries.every((q) => !/api_key/.test(q.sql))).toBe(true);
    expect(db.queries).toHaveLength(kind.roles.includes('EMPLOYER') && kind.registered !== false ? 3 : 0);
  });

  it('refuses visitors', async () => {
    const result = await executeSubgraph(schema, db.prisma, listQuery);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('listing keys', () => {
  it("lists only the viewer's own keys, newest first, revoked ones included, paged", async () => {
    const partner = await person();
    const other = await person();
    // Made earlier under an id that sorts last (ids of imported or seeded keys need not follow time).
    await db.prisma.apiKey.create({
      data: {
        id: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
        ownerId: partner.userId,
        name: 'oldest',
        prefix: 'kn_00000000',
        secretHash: 'f'.repeat(64),
        createdAt: new Date(Date.now() - 86_400_000),
      },
    });
    const names = ['first', 'second', 'third'];
    const ids = [];
    for (const name of names) ids.push((await created(partner, name)).apiKey.id);
    await created(other, 'not yours');
    await revoke(partner, ids[0]!);
    const page = (await list(partner, { first: 2 })).data!.myApiKeys;
    expect(page.edges.map((e) => e.node.name)).toEqual(['third', 'second']);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const rest = (await list(partner, { first: 2, after: page.pageInfo.endCursor })).data!.myApiKeys;
    expect(rest.edges.map((e) => [e.node.name, e.node.revokedAt !== null])).toEqual([
      ['first', true],
      ['oldest', false],
    ]);
  });

  it('takes at most 50 keys a page and 90 days of usage', async () => {
    const partner = await person();
    await created(partner);
    for (const variables of [{ first: 51 }, { first: 1, days: 91 }, { first: 1, days: 0 }]) {
      const result = await list(partner, variables);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it("reports each key's requests per day, oldest first, zeros included, in one statement per page", async () => {
    const partner = await person();
    const a = rowId((await created(partner, 'a')).apiKey.id);
    const b = rowId((await created(partner, 'b')).apiKey.id);
    await created(partner, 'c');
    const today = new Date(new Date().toISOString().slice(0, 10));
    const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000);
    await db.prisma.apiKeyUsage.createMany({
      data: [
        { keyId: a, day: daysAgo(0), requests: 120, limited: 3 },
        { keyId: a, day: daysAgo(6), requests: 40, limited: 0 },
        { keyId: a, day: daysAgo(7), requests: 999, limited: 9 },
        { keyId: b, day: daysAgo(2), requests: 5, limited: 1 },
      ],
    });
    db.resetQueries();
    const week = (await list(partner, { days: 7 })).data!.myApiKeys.edges;
    // The employer's company (who may list), the page, the keys' usage: no statement per key.
    expect(db.queries).toHaveLength(3);
    const byName = Object.fromEntries(week.map((e) => [e.node.name, e.node.usage]));
    expect(byName.a).toHaveLength(7);
    expect(byName.a![0]).toEqual({ day: daysAgo(6).toISOString().slice(0, 10), requests: 40, limited: 0 });
    expect(byName.a![6]).toEqual({ day: daysAgo(0).toISOString().slice(0, 10), requests: 120, limited: 3 });
    expect(byName.b!.filter((d) => d.requests > 0)).toEqual([
      { day: daysAgo(2).toISOString().slice(0, 10), requests: 5, limited: 1 },
    ]);
    expect(byName.c!.every((d) => d.requests === 0 && d.limited === 0)).toBe(true);
    const month = (await list(partner)).data!.myApiKeys.edges;
    expect(month[0]!.node.usage).toHaveLength(30);
    expect(month.find((e) => e.node.name === 'a')!.node.usage.reduce((n, d) => n + d.requests, 0)).toBe(1159);
  });
});

describe('revoking a key', () => {
  it('revokes the owner’s key once; revoking again changes nothing', async () => {
    const partner = await person();
    const { apiKey } = await created(partner);
    const first = (await revoke(partner, apiKey.id)).data!.revokeApiKey;
    expect(first.__typename).toBe('MutationRevokeApiKeySuccess');
    expect(first.data!.revokedAt).not.toBeNull();
    const second = (await revoke(partner, apiKey.id)).data!.revokeApiKey;
    expect(second).toEqual(first);
  });

  it("finds no one else's key, not even an admin's, and leaves it working", async () => {
    const owner = await person();
    const { apiKey, secret } = await created(owner);
    for (const stranger of [await person(), await person({ roles: ['ADMIN'] })]) {
      expect((await revoke(stranger, apiKey.id)).data!.revokeApiKey.__typename).toBe('NotFoundError');
    }
    expect(await resolveApiKey(db.prisma, secret)).not.toBeNull();
  });

  it('answers NotFoundError for ids that are not keys', async () => {
    const partner = await person();
    for (const id of ['nonsense', encodeGlobalID('ApiKey', 'not-a-uuid'), encodeGlobalID('Session', 'x')]) {
      const result = await revoke(partner, id);
      expect(result.errors).toBeUndefined();
      expect(result.data!.revokeApiKey.__typename).toBe('NotFoundError');
    }
  });
});

describe('resolving a key (the gateway)', () => {
  it('finds a working key in one statement, and refuses malformed, unknown and revoked ones', async () => {
    const partner = await person();
    const { secret, apiKey } = await created(partner);
    db.resetQueries();
    expect(await resolveApiKey(db.prisma, secret)).toEqual({
      keyId: rowId(apiKey.id),
      ownerId: partner.userId,
    });
    expect(db.queries).toHaveLength(1);
    db.resetQueries();
    for (const malformed of ['', 'kn_short', `xx_${secret.slice(3)}`, `${secret} `, `${secret}A`]) {
      expect(await resolveApiKey(db.prisma, malformed)).toBeNull();
    }
    expect(db.queries).toHaveLength(0);
    expect(await resolveApiKey(db.prisma, `kn_${'A'.repeat(43)}`)).toBeNull();
    await revoke(partner, apiKey.id);
    // A partner's key that stopped working, not a guess.
    expect(await resolveApiKey(db.prisma, secret)).toBe('ended');
  });

  it('stops a key whose owner is no longer a partner', async () => {
    const partner = await person();
    const { secret } = await created(partner);
    await db.prisma.user.update({ where: { id: partner.userId }, data: { companyId: null } });
    expect(await resolveApiKey(db.prisma, secret)).toBe('ended');
  });

  it('caches answers for a few seconds: one lookup for many requests, and revocation still takes effect', async () => {
    const partner = await person();
    const { secret, apiKey } = await created(partner);
    let now = 1_000_000;
    const resolve = createApiKeyResolver(db.prisma, { ttlMs: 5_000, clock: () => now });
    db.resetQueries();
    const answers = await Promise.all(Array.from({ length: 50 }, () => resolve(secret)));
    expect(new Set(answers.map((a) => (a && a !== 'ended' ? a.keyId : a)))).toEqual(
      new Set([rowId(apiKey.id)]),
    );
    now += 4_000;
    expect(await resolve(secret)).not.toBeNull();
    expect(db.queries).toHaveLength(1);

    await revoke(partner, apiKey.id);
    now += 999;
    expect(await resolve(secret)).not.toBeNull();
    now += 1;
    expect(await resolve(secret)).toBe('ended');
  });

  it('keeps at most the newest answers it was told to', async () => {
    const resolve = createApiKeyResolver(db.prisma, { maxEntries: 2 });
    const unknown = (c: string) => `kn_${c.repeat(43)}`;
    db.resetQueries();
    for (const c of ['a', 'b', 'c', 'c', 'b', 'a']) await resolve(unknown(c));
    // a, b, c looked up; c and b still kept; a had been dropped.
    expect(db.queries).toHaveLength(4);
  });
});

describe('recording usage (the gateway)', () => {
  async function keyRow(viewer: Identity) {
    const { apiKey } = await created(viewer);
    return rowId(apiKey.id);
  }

  it('writes a thousand requests in one statement, and adds to what is there', async () => {
    const partner = await person();
    const a = await keyRow(partner);
    const b = await keyRow(partner);
    const at = new Date('2026-11-20T10:00:00Z');
    const usage = createApiKeyUsage(db.prisma, { now: () => at });
    for (let i = 0; i < 1000; i++) usage.record(a, 'served');
    for (let i = 0; i < 7; i++) usage.record(a, 'limited');
    usage.record(b, 'served');
    db.resetQueries();
    await usage.flush();
    expect(db.queries).toHaveLength(1);
    db.resetQueries();
    await usage.flush();
    expect(db.queries).toHaveLength(0);

    usage.record(a, 'served');
    await usage.stop();
    const rows = await db.prisma.apiKeyUsage.findMany({
      where: { keyId: { in: [a, b] } },
      orderBy: { requests: 'desc' },
    });
    expect(rows.map((r) => [r.keyId, r.day.toISOString().slice(0, 10), r.requests, r.limited])).toEqual([
      [a, '2026-11-20', 1001, 7],
      [b, '2026-11-20', 1, 0],
    ]);
    const keys = await db.prisma.apiKey.findMany({ where: { id: { in: [a, b] } } });
    expect(keys.map((k) => k.lastUsedAt?.toISOString())).toEqual([at.toISOString(), at.toISOString()]);
  });

  it('counts each UTC day on its own row and never moves last use backwards', async () => {
    const partner = await person();
    const a = await keyRow(partner);
    let at = new Date('2026-11-20T23:59:59Z');
    const usage = createApiKeyUsage(db.prisma, { now: () => at });
    usage.record(a, 'served');
    at = new Date('2026-11-21T00:00:01Z');
    usage.record(a, 'limited');
    await usage.flush();
    await db.prisma.apiKey.update({
      where: { id: a },
      data: { lastUsedAt: new Date('2026-11-22T00:00:00Z') },
    });
    usage.record(a, 'served');
    await usage.stop();
    const rows = await db.prisma.apiKeyUsage.findMany({ where: { keyId: a }, orderBy: { day: 'asc' } });
    expect(rows.map((r) => [r.day.toISOString().slice(0, 10), r.requests, r.limited])).toEqual([
      ['2026-11-20', 1, 0],
      ['2026-11-21', 1, 1],
    ]);
    const key = await db.prisma.apiKey.findUniqueOrThrow({ where: { id: a } });
    expect(key.lastUsedAt?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });

  it('flushes on its own every few seconds, shows up in the key’s usage, and drops counts of unknown keys', async () => {
    const partner = await person();
    const a = await keyRow(partner);
    const usage = createApiKeyUsage(db.prisma, { flushEveryMs: 50, log: () => {} });
    usage.record(a, 'served');
    usage.record('00000000-0000-7000-8000-000000000000', 'served');
    await expect
      .poll(async () => (await db.prisma.apiKeyUsage.findMany({ where: { keyId: a } })).length)
      .toBe(1);
    await usage.stop();
    expect(
      await db.prisma.apiKeyUsage.count({ where: { keyId: '00000000-0000-7000-8000-000000000000' } }),
    ).toBe(0);
    const listed = (await list(partner, { days: 1 })).data!.myApiKeys.edges[0]!.node.usage;
    expect(listed).toEqual([{ day: new Date().toISOString().slice(0, 10), requests: 1, limited: 0 }]);
  });

  it('keeps the counts of a failed write for the next one', async () => {
    const partner = await person();
    const a = await keyRow(partner);
    const errors: unknown[] = [];
    const usage = createApiKeyUsage(db.prisma, { log: (_message, error) => errors.push(error) });
    usage.record(a, 'served');
    usage.record(a, 'served');
    await db.prisma.$executeRawUnsafe('ALTER TABLE api_key_usage RENAME TO api_key_usage_away');
    try {
      await usage.flush();
    } finally {
      await db.prisma.$executeRawUnsafe('ALTER TABLE api_key_usage_away RENAME TO api_key_usage');
    }
    expect(errors).toHaveLength(1);
    usage.record(a, 'served');
    await usage.stop();
    expect((await db.prisma.apiKeyUsage.findFirstOrThrow({ where: { keyId: a } })).requests).toBe(3);
  });
});
