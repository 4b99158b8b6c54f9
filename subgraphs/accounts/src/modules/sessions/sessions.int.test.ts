import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import type { Identity, Role } from '@platform/subgraph-kit/identity';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema.ts';
import { createSession, hashToken, isRegistered, resolveSession } from './sessions.service.ts';

let db: TestDatabase;
const day = 86_400_000;
const minute = 60_000;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

async function user(roles: Role[] = ['JOB_SEEKER']) {
  return (await db.prisma.user.create({ data: { displayName: 'Reza', roles, registeredAt: new Date() } })).id;
}

/** A signed-in user: a real session, and the identity the gateway would make of its token. */
async function signedIn(userId?: string, options: { now?: Date; userAgent?: string } = {}) {
  const { token, session } = await createSession(db.prisma, userId ?? (await user()), {
    days: 30,
    ...options,
  });
  const identity = await resolveSession(db.prisma, token, options.now);
  if (!identity || identity === 'ended') throw new Error('A new session resolves to its user');
  return { token, session, identity };
}

const run = <T>(query: string, variables: Record<string, unknown> = {}, viewer?: Identity) =>
  executeSubgraph<T>(schema, db.prisma, query, variables, { viewer });

type SessionRow = { id: string; current: boolean; userAgent: string | null };
const sessionsOf = async (viewer: Identity) =>
  (
    await run<{ viewer: { sessions: { edges: { node: SessionRow }[] } } }>(
      '{ viewer { sessions(first: 50) { edges { node { id current userAgent } } } } }',
      {},
      viewer,
    )
  ).data!.viewer.sessions.edges.map((e) => e.node);

const revoke = (id: string, viewer?: Identity) =>
  run<{ revokeSession: { __typename: string; code?: string; data?: string } }>(
    `mutation ($id: ID!) { revokeSession(id: $id) {
      __typename ... on NotFoundError { code } ... on MutationRevokeSessionSuccess { data } } }`,
    { id },
    viewer,
  );

describe('a session', () => {
  it('keeps only the hash of its token, and the token speaks for its user', async () => {
    const userId = await user(['EMPLOYER']);
    const { token, session, identity } = await signedIn(userId, { userAgent: 'x'.repeat(600) });
    expect(session.tokenHash).toBe(hashToken(token));
    expect(session.tokenHash).not.toContain(token);
    expect(session.userAgent).toHaveLength(512);
    expect(identity).toEqual({ userId, sessionId: session.id, roles: ['EMPLOYER'], registered: true });
  });

  it('is nobody for an unknown or malformed token, and an ended session for an expired or revoked one', async () => {
    const expired = await signedIn(undefined, { now: new Date(Date.now() - 31 * day) });
    const revoked = await signedIn();
    await db.prisma.session.update({ where: { id: revoked.session.id }, data: { revokedAt: new Date() } });
    db.resetQueries();
    expect(await resolveSession(db.prisma, 'short')).toBeNull();
    expect(await resolveSession(db.prisma, 'not a token at all, with spaces in it')).toBeNull();
    // Malformed tokens are refused before the database is asked.
    expect(db.queries).toHaveLength(0);
    expect(await resolveSession(db.prisma, 'unknown-token-unknown-token-unknown')).toBeNull();
    // Its holder is a person whose session ended, not someone guessing tokens.
    for (const token of [expired.token, revoked.token]) {
      expect(await resolveSession(db.prisma, token)).toBe('ended');
    }
  });

  it('records its use at most every five minutes, so that reads stay reads', async () => {
    const start = new Date(Date.now() - 60 * minute);
    const { token, session } = await signedIn(undefined, { now: start });
    await resolveSession(db.prisma, token, new Date(start.getTime() + 4 * minute));
    expect((await db.prisma.session.findUniqueOrThrow({ where: { id: session.id } })).lastUsedAt).toEqual(
      start,
    );
    const later = new Date(start.getTime() + 6 * minute);
    await resolveSession(db.prisma, token, later);
    expect((await db.prisma.session.findUniqueOrThrow({ where: { id: session.id } })).lastUsedAt).toEqual(
      later,
    );
  });
});

describe('a question the product asks as a user, without a session', () => {
  it('is registered as the user is, and for an id that names nobody is not', async () => {
    const registered = await user();
    const unregistered = (await db.prisma.user.create({ data: { displayName: 'Neda', roles: [] } })).id;
    expect(await isRegistered(db.prisma, registered)).toBe(true);
    expect(await isRegistered(db.prisma, unregistered)).toBe(false);
    expect(await isRegistered(db.prisma, '00000000-0000-7000-8000-000000000001')).toBe(false);
    db.resetQueries();
    expect(await isRegistered(db.prisma, 'not-a-user-id')).toBe(false);
    expect(db.queries).toHaveLength(0);
  });
});

describe("the viewer's sessions", () => {
  it('lists the live ones, the most recently used first, marking the current one', async () => {
    const userId = await user();
    const old = await signedIn(userId, { now: new Date(Date.now() - 2 * day), userAgent: 'old browser' });
    const current = await signedIn(userId, { userAgent: 'this browser' });
    const revoked = await signedIn(userId);
    await db.prisma.session.update({ where: { id: revoked.session.id }, data: { revokedAt: new Date() } });
    await createSession(db.prisma, userId, { days: 1, now: new Date(Date.now() - 2 * day) });

    const sessions = await sessionsOf(current.identity);
    expect(sessions).toEqual([
      { id: encodeGlobalID('Session', current.session.id), current: true, userAgent: 'this browser' },
      { id: encodeGlobalID('Session', old.session.id), current: false, userAgent: 'old browser' },
    ]);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it('shows at most the 50 most recent', async () => {
    const userId = await user();
    const now = Date.now();
    await db.prisma.session.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({
        userId,
        tokenHash: hashToken(`many-sessions-${userId}-${i}`),
        lastUsedAt: new Date(now - (i + 1) * minute),
        expiresAt: new Date(now + day),
      })),
    });
    const { identity } = await signedIn(userId);
    const sessions = await sessionsOf(identity);
    expect(sessions).toHaveLength(50);
    expect(sessions[0]!.current).toBe(true);
  });

  it("are the user's own: another user reads null, an admin reads them", async () => {
    const owner = await signedIn();
    const query = /* GraphQL */ `
      query ($representations: [_Any!]!) {
        _entities(representations: $representations) {
          ... on User {
            sessions(first: 50) {
              edges {
                node {
                  id
                }
              }
            }
          }
        }
      }
    `;
    const representations = [{ __typename: 'User', id: encodeGlobalID('User', owner.identity.userId) }];
    const as = async (viewer: Identity | undefined) =>
      (
        await run<{ _entities: { sessions: { edges: unknown[] } | null }[] }>(
          query,
          { representations },
          viewer,
        )
      ).data!._entities[0]!.sessions?.edges ?? null;
    expect(await as((await signedIn()).identity)).toBeNull();
    expect(await as(undefined)).toBeNull();
    expect(await as((await signedIn(await user(['ADMIN']))).identity)).toHaveLength(1);
  });
});

describe('revoking a session', () => {
  it("ends another of the viewer's sessions at once", async () => {
    const userId = await user();
    const current = await signedIn(userId);
    const other = await signedIn(userId);
    const otherSession = (await sessionsOf(current.identity)).find((s) => !s.current)!;
    expect((await revoke(otherSession.id, current.identity)).data!.revokeSession).toEqual({
      __typename: 'MutationRevokeSessionSuccess',
      data: otherSession.id,
    });
    expect(await resolveSession(db.prisma, other.token)).toBe('ended');
    expect(await resolveSession(db.prisma, current.token)).toMatchObject({ userId });
    expect((await sessionsOf(current.identity)).map((s) => s.current)).toEqual([true]);
  });

  it("answers NOT_FOUND for someone else's session, an ended one and an id that is no session's", async () => {
    const viewer = await signedIn();
    const stranger = await signedIn();
    const ended = await signedIn(viewer.identity.userId);
    await revoke(encodeGlobalID('Session', ended.session.id), viewer.identity);
    for (const id of [
      encodeGlobalID('Session', stranger.session.id),
      encodeGlobalID('Session', ended.session.id),
      encodeGlobalID('User', viewer.identity.userId),
      'garbage',
    ]) {
      expect((await revoke(id, viewer.identity)).data!.revokeSession).toEqual({
        __typename: 'NotFoundError',
        code: 'NOT_FOUND',
      });
    }
    expect(await resolveSession(db.prisma, stranger.token)).not.toBeNull();
  });

  it('is refused to a visitor with UNAUTHENTICATED', async () => {
    const target = await signedIn();
    const result = await revoke(encodeGlobalID('Session', target.session.id));
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await resolveSession(db.prisma, target.token)).not.toBeNull();
  });
});

describe('signing out', () => {
  it('ends the current session only', async () => {
    const userId = await user();
    const current = await signedIn(userId);
    const other = await signedIn(userId);
    const out = await run<{ signOut: boolean }>('mutation { signOut }', {}, current.identity);
    expect(out.data!.signOut).toBe(true);
    expect(await resolveSession(db.prisma, current.token)).toBe('ended');
    expect(await resolveSession(db.prisma, other.token)).toMatchObject({ userId });
    // Signing out again (a retry) finds no live session to end.
    expect(
      (await run<{ signOut: boolean }>('mutation { signOut }', {}, current.identity)).data!.signOut,
    ).toBe(false);
  });

  it('is refused to a visitor with UNAUTHENTICATED', async () => {
    expect((await run('mutation { signOut }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
