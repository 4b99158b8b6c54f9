import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conveniences } from './env.ts';
import { startTestApp, type RunningApp } from './test-helpers.ts';

// What accounts does by itself is tested beside its modules (subgraphs/accounts); here, what the gateway adds.
let db: TestDatabase;
let app: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DEV_SIGN_IN = 'true';
  app = await startTestApp({ prisma: db.prisma });
});
afterAll(async () => {
  await app.stop();
  await db.drop();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function devSignIn(account: string) {
  const { body } = await app.graphql<{ devSignIn: { data: { token: string } } }>(
    `mutation ($account: String!) { devSignIn(input: { account: $account }) {
      ... on MutationDevSignInSuccess { data { token } } } }`,
    { account },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.devSignIn.data.token;
}

describe('sessions at the gateway', () => {
  it('refuse a revoked or signed-out session’s token at once, with 401 INVALID_TOKEN', async () => {
    const token = await devSignIn('job-seeker');
    const other = await devSignIn('job-seeker');
    type Sessions = { viewer: { sessions: { edges: { node: { id: string; current: boolean } }[] } } };
    const list = await app.graphql<Sessions>(
      '{ viewer { sessions(first: 50) { edges { node { id current } } } } }',
      {},
      bearer(token),
    );
    const otherSession = list.body.data!.viewer.sessions.edges.map((e) => e.node).find((s) => !s.current)!;
    const revoked = await app.graphql<{ revokeSession: { __typename: string; data: string } }>(
      'mutation ($id: ID!) { revokeSession(id: $id) { __typename ... on MutationRevokeSessionSuccess { data } } }',
      { id: otherSession.id },
      bearer(token),
    );
    expect(revoked.body.data!.revokeSession).toEqual({
      __typename: 'MutationRevokeSessionSuccess',
      data: otherSession.id,
    });
    const withRevoked = await app.graphql('{ viewer { id } }', {}, bearer(other));
    expect(withRevoked.status).toBe(401);
    expect(withRevoked.body.errors?.[0]?.extensions?.code).toBe('INVALID_TOKEN');

    const out = await app.graphql<{ signOut: boolean }>('mutation { signOut }', {}, bearer(token));
    expect(out.body.data!.signOut).toBe(true);
    const signedOut = await app.graphql('{ viewer { id } }', {}, bearer(token));
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.errors?.[0]?.extensions?.code).toBe('INVALID_TOKEN');
  });
});

describe('development sign-in', () => {
  it('is off for a database named by DATABASE_URL unless switched on, on for the embedded one', () => {
    expect(conveniences({}, false)).toEqual({ devSignIn: false, publicIntrospection: false });
    expect(conveniences({}, true)).toEqual({ devSignIn: true, publicIntrospection: true });
    expect(conveniences({ DEV_SIGN_IN: 'false', PUBLIC_INTROSPECTION: 'false' }, true)).toEqual({
      devSignIn: false,
      publicIntrospection: false,
    });
    expect(conveniences({ DEV_SIGN_IN: 'true' }, false).devSignIn).toBe(true);
  });
});
