import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle } from './testing/google.ts';
import { conveniences } from './env.ts';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { startTestApp, type RunningApp } from './test-helpers.ts';

const clientId = 'karnama-test.apps.googleusercontent.com';
let db: TestDatabase;
let app: RunningApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;

beforeAll(async () => {
  db = await createTestDatabase();
  google = await startFakeGoogle(clientId);
  process.env.GOOGLE_CLIENT_ID = clientId;
  process.env.GOOGLE_JWKS_URL = google.jwksUrl;
  process.env.GOOGLE_PICTURE_HOSTS = google.pictureOrigin;
  process.env.DEV_SIGN_IN = 'true';
  // These tests sign in far more often than a person could; the limits have tests of their own.
  app = await startTestApp({ prisma: db.prisma, rateLimits: createRateLimits({ factor: 100 }) });
});
afterAll(async () => {
  await app.stop();
  await google.stop();
  await db.drop();
});

const signInMutation = /* GraphQL */ `
  mutation ($input: SignInWithGoogleInput!) {
    signInWithGoogle(input: $input) {
      __typename
      ... on GoogleSignInError {
        code
      }
      ... on MutationSignInWithGoogleSuccess {
        data {
          token
          needsRegistration
          user {
            id
            displayName
            email
            registered
            roles
          }
        }
      }
    }
  }
`;

type SignInResult = {
  signInWithGoogle: {
    __typename: string;
    code?: string;
    data?: {
      token: string;
      needsRegistration: boolean;
      user: { id: string; email: string; registered: boolean };
    };
  };
};

async function googleSignIn(credential: string, extra: Record<string, string> = {}) {
  const { body } = await app.graphql<SignInResult>(signInMutation, { input: { credential, ...extra } });
  expect(body.errors).toBeUndefined();
  return body.data!.signInWithGoogle;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('Google sign-in', () => {
  it('creates an account that must finish registration, and finds it again next time', async () => {
    const visitorId = 'a'.repeat(64);
    const first = await googleSignIn(
      await google.sign({ sub: 'g-100', email: 'Leila@Example.com', name: 'Leila', locale: 'az' }),
      { visitorId, referralId: 'partner-7' },
    );
    expect(first.__typename).toBe('MutationSignInWithGoogleSuccess');
    expect(first.data!.needsRegistration).toBe(true);
    expect(first.data!.user).toMatchObject({ email: 'leila@example.com', registered: false });
    const stored = await db.prisma.user.findFirstOrThrow({ where: { googleSubject: 'g-100' } });
    expect(stored).toMatchObject({ visitorId, referralId: 'partner-7', preferredLanguage: 'az' });

    const again = await googleSignIn(await google.sign({ sub: 'g-100', email: 'leila@example.com' }));
    expect(again.data!.user.id).toBe(first.data!.user.id);
    expect(again.data!.token).not.toBe(first.data!.token);
  });

  it.each([
    [
      'a wrong audience',
      () => google.sign({ sub: 'g-1', email: 'a@b.c' }, { audience: 'someone-else' }),
      'INVALID_CREDENTIAL',
    ],
    [
      'an expired credential',
      () => google.sign({ sub: 'g-1', email: 'a@b.c' }, { expiresIn: Math.floor(Date.now() / 1000) - 120 }),
      'EXPIRED',
    ],
    [
      'a bad signature',
      async () => google.sign({ sub: 'g-1', email: 'a@b.c' }, { key: await google.otherKey() }),
      'INVALID_CREDENTIAL',
    ],
    [
      'an unverified e-mail',
      () => google.sign({ sub: 'g-1', email: 'a@b.c', email_verified: false }),
      'EMAIL_NOT_VERIFIED',
    ],
    ['garbage', async () => 'not-a-jwt', 'INVALID_CREDENTIAL'],
  ])('rejects %s without creating anything', async (_name, credential, code) => {
    const before = await db.prisma.user.count();
    const result = await googleSignIn(await credential());
    expect(result).toEqual({ __typename: 'GoogleSignInError', code });
    expect(await db.prisma.user.count()).toBe(before);
  });

  describe('the Google picture', () => {
    const avatarOf = async (subject: string) =>
      (await db.prisma.user.findFirstOrThrow({ where: { googleSubject: subject } })).avatarKey;

    it('is copied once into our store at the first sign-in, without its metadata', async () => {
      const result = await googleSignIn(
        await google.sign({ sub: 'g-pic-1', email: 'pic1@example.com', picture: google.pictureUrl }),
      );
      const { body } = await app.graphql<{ viewer: { avatarUrl: string } }>(
        '{ viewer { avatarUrl } }',
        {},
        bearer(result.data!.token),
      );
      const avatarUrl = body.data!.viewer.avatarUrl;
      expect(avatarUrl).toMatch(/^\/files\/images\/[0-9a-f]{64}\.webp$/);
      const file = await fetch(`${app.url}${avatarUrl}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
      expect(bytes.includes(Buffer.from('Private Person'))).toBe(false);
    });

    it('is not fetched again once the user removed their photo', async () => {
      const first = await googleSignIn(
        await google.sign({ sub: 'g-pic-2', email: 'pic2@example.com', picture: google.pictureUrl }),
      );
      expect(await avatarOf('g-pic-2')).not.toBeNull();
      await db.prisma.user.updateMany({
        where: { googleSubject: 'g-pic-2' },
        data: { registeredAt: new Date() },
      });
      await app.graphql(
        'mutation { updateProfile(input: { avatarUpload: null }) { __typename } }',
        {},
        bearer(first.data!.token),
      );
      expect(await avatarOf('g-pic-2')).toBeNull();
      await googleSignIn(
        await google.sign({ sub: 'g-pic-2', email: 'pic2@example.com', picture: google.pictureUrl }),
      );
      expect(await avatarOf('g-pic-2')).toBeNull();
    });

    it.each([
      ['not an image', () => google.brokenPictureUrl],
      ['missing', () => `${google.pictureOrigin}/gone.png`],
      ['on a host that is not Google', () => 'https://pictures.example.com/me.png'],
      ['on a Google host over plain http', () => 'http://lh3.googleusercontent.com/a/me.png'],
    ])('leaves no photo, and still signs in, when the picture is %s', async (_name, picture) => {
      const subject = `g-pic-${Math.random()}`;
      const result = await googleSignIn(
        await google.sign({ sub: subject, email: `${subject}@example.com`, picture: picture() }),
      );
      expect(result.__typename).toBe('MutationSignInWithGoogleSuccess');
      expect(await avatarOf(subject)).toBeNull();
    });
  });

  it('says so when no Google client id is configured', async () => {
    delete process.env.GOOGLE_CLIENT_ID;
    try {
      const { body } = await app.graphql<{ signInOptions: { googleClientId: string | null } }>(
        '{ signInOptions { googleClientId } }',
      );
      expect(body.data!.signInOptions.googleClientId).toBeNull();
      const result = await googleSignIn(await google.sign({ sub: 'g-2', email: 'x@y.z' }));
      expect(result).toEqual({ __typename: 'GoogleSignInError', code: 'NOT_CONFIGURED' });
    } finally {
      process.env.GOOGLE_CLIENT_ID = clientId;
    }
  });
});

describe('registration, profile and sessions', () => {
  let token: string;
  beforeAll(async () => {
    token = (await googleSignIn(await google.sign({ sub: 'g-200', email: 'reza@example.com', name: 'Reza' })))
      .data!.token;
  });

  const register = /* GraphQL */ `
    mutation ($input: CompleteRegistrationInput!) {
      completeRegistration(input: $input) {
        __typename
        ... on ValidationError {
          fields {
            path
            code
          }
        }
        ... on MutationCompleteRegistrationSuccess {
          data {
            fullName
            displayName
            registered
          }
        }
      }
    }
  `;

  it('asks for a full name and accepts one', async () => {
    const empty = await app.graphql<{ completeRegistration: unknown }>(
      register,
      { input: { fullName: '   ' } },
      bearer(token),
    );
    expect(empty.body.data!.completeRegistration).toEqual({
      __typename: 'ValidationError',
      fields: [{ path: 'input.fullName', code: 'FULL_NAME_REQUIRED' }],
    });
    const done = await app.graphql<{ completeRegistration: unknown }>(
      register,
      { input: { fullName: ' رضا کریمی ' } },
      bearer(token),
    );
    expect(done.body.data!.completeRegistration).toEqual({
      __typename: 'MutationCompleteRegistrationSuccess',
      data: { fullName: 'رضا کریمی', displayName: 'رضا کریمی', registered: true },
    });
  });

  it('edits the profile with validation', async () => {
    const update = /* GraphQL */ `
      mutation ($input: UpdateProfileInput!) {
        updateProfile(input: $input) {
          __typename
          ... on ValidationError {
            fields {
              path
              code
            }
          }
          ... on MutationUpdateProfileSuccess {
            data {
              preferredLanguage
              avatarUrl
            }
          }
        }
      }
    `;
    const bad = await app.graphql<{ updateProfile: unknown }>(
      update,
      { input: { preferredLanguage: 'de' } },
      bearer(token),
    );
    expect(bad.body.data!.updateProfile).toEqual({
      __typename: 'ValidationError',
      fields: [{ path: 'input.preferredLanguage', code: 'LANGUAGE_INVALID' }],
    });
    // A photo is an upload now; an address in its place is no receipt.
    const address = await app.graphql<{ updateProfile: unknown }>(
      update,
      { input: { avatarUpload: 'https://example.com/a.png' } },
      bearer(token),
    );
    expect(address.body.data!.updateProfile).toEqual({
      __typename: 'ValidationError',
      fields: [{ path: 'input.avatarUpload', code: 'UPLOAD_INVALID' }],
    });
    const good = await app.graphql<{ updateProfile: unknown }>(
      update,
      { input: { preferredLanguage: 'en', avatarUpload: null } },
      bearer(token),
    );
    expect(good.body.data!.updateProfile).toEqual({
      __typename: 'MutationUpdateProfileSuccess',
      data: { preferredLanguage: 'en', avatarUrl: null },
    });
  });

  it('lists sessions, revokes another one, and signs out', async () => {
    const other = (await googleSignIn(await google.sign({ sub: 'g-200', email: 'reza@example.com' }))).data!
      .token;
    const list = await app.graphql<{
      viewer: { sessions: { edges: { node: { id: string; current: boolean } }[] } };
    }>('{ viewer { sessions { edges { node { id current } } } } }', {}, bearer(token));
    const sessions = list.body.data!.viewer.sessions.edges.map((edge) => edge.node);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const otherSession = sessions.find((s) => !s.current)!;
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
    expect(
      (await app.graphql('{ viewer { id } }', {}, bearer(token))).body.errors?.[0]?.extensions?.code,
    ).toBe('INVALID_TOKEN');
  });
});

describe('development sign-in', () => {
  const dev = /* GraphQL */ `
    mutation ($account: String!) {
      devSignIn(input: { account: $account }) {
        __typename
        ... on MutationDevSignInSuccess {
          data {
            token
            needsRegistration
            user {
              roles
              company {
                name
              }
            }
          }
        }
      }
    }
  `;

  it('signs in as a demo user of a role, or as a new unregistered user', async () => {
    const employer = await app.graphql<{
      devSignIn: { data: { needsRegistration: boolean; user: unknown } };
    }>(dev, {
      account: 'employer',
    });
    expect(employer.body.data!.devSignIn.data).toMatchObject({
      needsRegistration: false,
      user: { roles: ['EMPLOYER'], company: { name: 'گروه نرم‌افزاری آرین‌داده' } },
    });
    const fresh = await app.graphql<{ devSignIn: { data: { needsRegistration: boolean } } }>(dev, {
      account: 'new-user',
    });
    expect(fresh.body.data!.devSignIn.data.needsRegistration).toBe(true);
    const token = (employer.body.data!.devSignIn.data as unknown as { token: string }).token;
    const profile = await app.graphql<{ viewer: { preferredLanguage: string; email: string } }>(
      '{ viewer { preferredLanguage email } }',
      {},
      bearer(token),
    );
    expect(profile.body.data!.viewer).toEqual({
      preferredLanguage: 'fa',
      email: 'hr@aryan-data.demo.karnama.local',
    });
  });

  it('is refused when turned off', async () => {
    process.env.DEV_SIGN_IN = 'false';
    try {
      const { body } = await app.graphql(dev, { account: 'admin' });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      process.env.DEV_SIGN_IN = 'true';
    }
  });

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
