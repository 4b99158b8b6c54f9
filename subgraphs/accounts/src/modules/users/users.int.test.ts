import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createFolderStore } from '@platform/subgraph-kit/files/folder-store';
import { createFileService, type FileService } from '@platform/subgraph-kit/files/service';
import type { Identity, Role } from '@platform/subgraph-kit/identity';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { parseAccountsSettings } from '../../env.ts';
import { testImage } from '@platform/subgraph-kit/testing/images';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema.ts';
import { startFakeGoogle } from '../google/google.fake.ts';
import { resolveSession } from '../sessions/sessions.service.ts';
import { devAccounts } from './dev-accounts.ts';

const clientId = 'karnama-test.apps.googleusercontent.com';
let db: TestDatabase;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let folder: string;
let files: FileService;

beforeAll(async () => {
  db = await createTestDatabase();
  google = await startFakeGoogle(clientId);
  process.env.GOOGLE_CLIENT_ID = clientId;
  process.env.GOOGLE_JWKS_URL = google.jwksUrl;
  process.env.GOOGLE_PICTURE_HOSTS = google.pictureOrigin;
  process.env.DEV_SIGN_IN = 'true';
  folder = await mkdtemp(path.join(tmpdir(), 'accounts-users-'));
  files = createFileService({ store: createFolderStore(folder), secret: 'users-test-upload-secret' });
});
afterAll(async () => {
  await google.stop();
  await rm(folder, { recursive: true, force: true });
  await db.drop();
});

const run = <T>(
  query: string,
  variables: Record<string, unknown> = {},
  viewer?: Identity,
  headers?: Record<string, string>,
) =>
  executeSubgraph<T>(schema, db.prisma, query, variables, {
    viewer,
    files,
    headers,
    // As the entry parses them at start; tests change the environment between operations.
    settings: parseAccountsSettings(process.env),
  });

/** Runs an operation that must not fail as a whole, and gives its data. */
async function data<T>(query: string, variables: Record<string, unknown> = {}, viewer?: Identity) {
  const result = await run<T>(query, variables, viewer);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/** Who a session token speaks for, as the gateway would find out: a sign-in's token must work. */
async function identityOf(token: string) {
  const identity = await resolveSession(db.prisma, token);
  if (!identity || identity === 'ended') throw new Error("A sign-in's token names a live session");
  return identity;
}

async function person(roles: Role[] = ['JOB_SEEKER'], registered = true): Promise<Identity> {
  const user = await db.prisma.user.create({
    data: {
      displayName: 'Someone',
      fullName: 'Someone Else',
      email: `${Math.random().toString(36).slice(2)}@users.test`,
      roles,
      registeredAt: registered ? new Date() : null,
    },
  });
  return { userId: user.id, sessionId: 'session', roles, registered };
}

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
            avatarUrl
          }
        }
      }
    }
  }
`;

interface SignInResult {
  signInWithGoogle: {
    __typename: string;
    code?: string;
    data?: {
      token: string;
      needsRegistration: boolean;
      user: {
        id: string;
        displayName: string;
        email: string;
        registered: boolean;
        roles: string[];
        avatarUrl: string | null;
      };
    };
  };
}

async function googleSignIn(
  credential: string,
  extra: Record<string, string> = {},
  headers?: Record<string, string>,
) {
  const result = await run<SignInResult>(
    signInMutation,
    { input: { credential, ...extra } },
    undefined,
    headers,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.signInWithGoogle;
}

const subject = () => `g-${Math.random().toString(36).slice(2)}`;

describe('Google sign-in', () => {
  it('creates an account that must finish registration, and finds it again next time', async () => {
    const visitorId = 'a'.repeat(64);
    const first = await googleSignIn(
      await google.sign({ sub: 'g-100', email: 'Leila@Example.com', name: 'Leila', locale: 'az' }),
      { visitorId, referralId: 'partner-7' },
    );
    expect(first.__typename).toBe('MutationSignInWithGoogleSuccess');
    expect(first.data!.needsRegistration).toBe(true);
    // A visitor until now, the caller still reads the private fields of the account it signed in to.
    expect(first.data!.user).toMatchObject({
      displayName: 'Leila',
      email: 'leila@example.com',
      registered: false,
      roles: ['JOB_SEEKER'],
    });
    const stored = await db.prisma.user.findFirstOrThrow({ where: { googleSubject: 'g-100' } });
    expect(stored).toMatchObject({ visitorId, referralId: 'partner-7', preferredLanguage: 'az' });
    expect(first.data!.user.id).toBe(encodeGlobalID('User', stored.id));
    expect((await identityOf(first.data!.token)).userId).toBe(stored.id);

    const again = await googleSignIn(await google.sign({ sub: 'g-100', email: 'leila@example.com' }));
    expect(again.data!.user.id).toBe(first.data!.user.id);
    expect(again.data!.token).not.toBe(first.data!.token);
    expect(await db.prisma.user.count({ where: { googleSubject: 'g-100' } })).toBe(1);
  });

  it('links the account that already has the e-mail address instead of opening another', async () => {
    const existing = await db.prisma.user.create({
      data: { displayName: 'Omid', email: 'omid@example.com', registeredAt: new Date(), roles: ['EMPLOYER'] },
    });
    const result = await googleSignIn(await google.sign({ sub: 'g-link', email: 'Omid@Example.com' }));
    expect(result.data).toMatchObject({
      needsRegistration: false,
      user: { id: encodeGlobalID('User', existing.id), registered: true, roles: ['EMPLOYER'] },
    });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: existing.id } })).googleSubject).toBe(
      'g-link',
    );
  });

  it('takes the language from the request when Google names none, and drops a malformed visitor id', async () => {
    const sub = subject();
    const result = await googleSignIn(
      await google.sign({ sub, email: `${sub}@example.com` }),
      { visitorId: 'too-short' },
      { 'accept-language': 'en-GB,en;q=0.8' },
    );
    expect(result.__typename).toBe('MutationSignInWithGoogleSuccess');
    const stored = await db.prisma.user.findFirstOrThrow({ where: { googleSubject: sub } });
    expect(stored).toMatchObject({ preferredLanguage: 'en', visitorId: null, displayName: sub });
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
    ['a credential without an e-mail', () => google.sign({ sub: 'g-1' }), 'INVALID_CREDENTIAL'],
    ['garbage', async () => 'not-a-jwt', 'INVALID_CREDENTIAL'],
  ])('rejects %s without creating anything', async (_name, credential, code) => {
    const before = await db.prisma.user.count();
    const sessions = await db.prisma.session.count();
    const result = await googleSignIn(await credential());
    expect(result).toEqual({ __typename: 'GoogleSignInError', code });
    expect(await db.prisma.user.count()).toBe(before);
    expect(await db.prisma.session.count()).toBe(sessions);
  });

  it('says so when no Google client id is configured', async () => {
    delete process.env.GOOGLE_CLIENT_ID;
    try {
      const options = await data<{ signInOptions: { googleClientId: string | null } }>(
        '{ signInOptions { googleClientId } }',
      );
      expect(options.signInOptions.googleClientId).toBeNull();
      const result = await googleSignIn(await google.sign({ sub: 'g-2', email: 'x@y.z' }));
      expect(result).toEqual({ __typename: 'GoogleSignInError', code: 'NOT_CONFIGURED' });
    } finally {
      process.env.GOOGLE_CLIENT_ID = clientId;
    }
    const configured = await data<{ signInOptions: { googleClientId: string | null } }>(
      '{ signInOptions { googleClientId } }',
    );
    expect(configured.signInOptions.googleClientId).toBe(clientId);
  });

  describe('the Google picture', () => {
    const avatarOf = async (sub: string) =>
      (await db.prisma.user.findFirstOrThrow({ where: { googleSubject: sub } })).avatarKey;

    it('is copied once into our store at the first sign-in, without its metadata', async () => {
      const result = await googleSignIn(
        await google.sign({ sub: 'g-pic-1', email: 'pic1@example.com', picture: google.pictureUrl }),
      );
      const { viewer } = await data<{ viewer: { avatarUrl: string } }>(
        '{ viewer { avatarUrl } }',
        {},
        await identityOf(result.data!.token),
      );
      expect(viewer.avatarUrl).toMatch(/^\/files\/images\/[0-9a-f]{64}\.webp$/);
      expect(result.data!.user.avatarUrl).toBe(viewer.avatarUrl);
      const file = await files.store.get(viewer.avatarUrl.slice('/files/'.length));
      expect(file).not.toBeNull();
      expect(file!.contentType).toBe('image/webp');
      const bytes = Buffer.concat(await file!.body.toArray());
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
      await data(
        'mutation { updateProfile(input: { avatarUpload: null }) { __typename } }',
        {},
        {
          ...(await identityOf(first.data!.token)),
          registered: true,
        },
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
      const sub = subject();
      const result = await googleSignIn(
        await google.sign({ sub, email: `${sub}@example.com`, picture: picture() }),
      );
      expect(result.__typename).toBe('MutationSignInWithGoogleSuccess');
      expect(await avatarOf(sub)).toBeNull();
    });

    it('is not taken where the server keeps no files', async () => {
      const sub = subject();
      const credential = await google.sign({ sub, email: `${sub}@example.com`, picture: google.pictureUrl });
      const result = await executeSubgraph<SignInResult>(
        schema,
        db.prisma,
        signInMutation,
        { input: { credential } },
        { settings: parseAccountsSettings(process.env) },
      );
      expect(result.data!.signInWithGoogle.__typename).toBe('MutationSignInWithGoogleSuccess');
      expect(await avatarOf(sub)).toBeNull();
    });
  });
});

describe('development sign-in', () => {
  const dev = /* GraphQL */ `
    mutation ($account: String!) {
      devSignIn(input: { account: $account }) {
        __typename
        ... on NotFoundError {
          code
        }
        ... on MutationDevSignInSuccess {
          data {
            token
            needsRegistration
            user {
              id
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
  type DevResult = {
    devSignIn: {
      __typename: string;
      code?: string;
      data?: { token: string; needsRegistration: boolean; user: { id: string; roles: string[] } };
    };
  };

  it('signs in as a demo user of a role, or as a new unregistered user', async () => {
    const employer = (await data<DevResult>(dev, { account: 'employer' })).devSignIn.data!;
    expect(employer).toMatchObject({
      needsRegistration: false,
      user: { roles: ['EMPLOYER'], company: { name: 'گروه نرم‌افزاری آرین‌داده' } },
    });
    const fresh = (await data<DevResult>(dev, { account: 'new-user' })).devSignIn.data!;
    expect(fresh).toMatchObject({ needsRegistration: true, user: { roles: ['JOB_SEEKER'] } });
    const { viewer } = await data<{ viewer: { preferredLanguage: string; email: string } }>(
      '{ viewer { preferredLanguage email } }',
      {},
      await identityOf(employer.token),
    );
    expect(viewer).toEqual({ preferredLanguage: 'fa', email: 'hr@aryan-data.demo.karnama.local' });
  });

  it('keeps one account per demo user however often it is used', async () => {
    const first = (await data<DevResult>(dev, { account: 'job-seeker' })).devSignIn.data!;
    const users = await db.prisma.user.count();
    const again = (await data<DevResult>(dev, { account: 'job-seeker' })).devSignIn.data!;
    expect(again.user.id).toBe(first.user.id);
    expect(again.token).not.toBe(first.token);
    expect(await db.prisma.user.count()).toBe(users);
  });

  it('answers NOT_FOUND for an account it does not offer', async () => {
    expect((await data<DevResult>(dev, { account: 'root' })).devSignIn).toEqual({
      __typename: 'NotFoundError',
      code: 'NOT_FOUND',
    });
  });

  it('offers the demo users while on, and is refused with FORBIDDEN when turned off', async () => {
    const offered = await data<{ signInOptions: { devSignIn: boolean; devAccounts: { key: string }[] } }>(
      '{ signInOptions { devSignIn devAccounts { key } } }',
    );
    expect(offered.signInOptions).toEqual({
      devSignIn: true,
      devAccounts: devAccounts.map(({ key }) => ({ key })),
    });
    process.env.DEV_SIGN_IN = 'false';
    try {
      const users = await db.prisma.user.count();
      const refused = await run(dev, { account: 'admin' });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await db.prisma.user.count()).toBe(users);
      const off = await data<{ signInOptions: unknown }>(
        '{ signInOptions { devSignIn devAccounts { key } } }',
      );
      expect(off.signInOptions).toEqual({ devSignIn: false, devAccounts: [] });
    } finally {
      process.env.DEV_SIGN_IN = 'true';
    }
  });
});

describe('registration', () => {
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
            termsAccepted {
              version
              acceptedAt
            }
          }
        }
      }
    }
  `;

  it('asks for a full name and accepts one', async () => {
    const viewer = await person([], false);
    for (const [fullName, code] of [
      ['   ', 'FULL_NAME_REQUIRED'],
      ['ن'.repeat(121), 'FULL_NAME_TOO_LONG'],
    ]) {
      expect(
        (
          await data<{ completeRegistration: unknown }>(
            register,
            { input: { fullName, termsVersion: 1 } },
            viewer,
          )
        ).completeRegistration,
      ).toEqual({
        __typename: 'ValidationError',
        fields: [{ path: 'input.fullName', code }],
      });
    }
    expect(
      (await db.prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } })).registeredAt,
    ).toBeNull();
    const done = await data<{ completeRegistration: unknown }>(
      register,
      { input: { fullName: ' رضا کریمی ', termsVersion: 1 } },
      viewer,
    );
    expect(done.completeRegistration).toEqual({
      __typename: 'MutationCompleteRegistrationSuccess',
      data: {
        fullName: 'رضا کریمی',
        displayName: 'رضا کریمی',
        registered: true,
        termsAccepted: { version: 1, acceptedAt: expect.anything() },
      },
    });
  });

  it('registers only someone who accepts the terms in force', async () => {
    const viewer = await person([], false);
    for (const [termsVersion, code] of [
      [undefined, 'TERMS_NOT_ACCEPTED'],
      [0, 'TERMS_OUTDATED'],
      [2, 'TERMS_OUTDATED'],
    ] as const) {
      expect(
        (
          await data<{ completeRegistration: unknown }>(
            register,
            { input: { fullName: 'Sara Rezaei', termsVersion } },
            viewer,
          )
        ).completeRegistration,
      ).toEqual({
        __typename: 'ValidationError',
        fields: [{ path: 'input.termsVersion', code }],
      });
    }
    expect(await db.prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } })).toMatchObject({
      registeredAt: null,
      termsVersion: null,
      termsAcceptedAt: null,
    });
  });

  it('keeps the first registration date when the step is sent again', async () => {
    const viewer = await person([], false);
    await data(register, { input: { fullName: 'Sara Rezaei', termsVersion: 1 } }, viewer);
    const { registeredAt } = await db.prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } });
    await data(register, { input: { fullName: 'Sara R.', termsVersion: 1 } }, viewer);
    const after = await db.prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } });
    expect(after).toMatchObject({ fullName: 'Sara R.', registeredAt });
  });

  it('is refused to a visitor with UNAUTHENTICATED', async () => {
    const result = await run(register, { input: { fullName: 'Nobody', termsVersion: 1 } });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the terms of use', () => {
  const accept = /* GraphQL */ `
    mutation ($version: Int!) {
      acceptTerms(input: { version: $version }) {
        __typename
        ... on ValidationError {
          fields {
            path
            code
          }
        }
        ... on MutationAcceptTermsSuccess {
          data {
            termsAccepted {
              version
              acceptedAt
            }
          }
        }
      }
    }
  `;
  type Accepted = {
    acceptTerms: { __typename: string; fields?: unknown; data?: { termsAccepted: { acceptedAt: string } } };
  };

  it('asks someone registered before the terms in force to accept them, once', async () => {
    const viewer = await person();
    await db.prisma.user.update({
      where: { id: viewer.userId },
      data: { termsVersion: null, termsAcceptedAt: null },
    });
    expect(
      (await data<{ viewer: unknown }>('{ viewer { termsAccepted { version } } }', {}, viewer)).viewer,
    ).toEqual({ termsAccepted: null });
    const outdated = await data<Accepted>(accept, { version: 0 }, viewer);
    expect(outdated.acceptTerms).toEqual({
      __typename: 'ValidationError',
      fields: [{ path: 'input.version', code: 'TERMS_OUTDATED' }],
    });
    const first = await data<Accepted>(accept, { version: 1 }, viewer);
    expect(first.acceptTerms.data?.termsAccepted).toEqual({ version: 1, acceptedAt: expect.anything() });
    // Accepting the same version again keeps the date it was first accepted.
    const again = await data<Accepted>(accept, { version: 1 }, viewer);
    expect(again.acceptTerms.data?.termsAccepted).toEqual(first.acceptTerms.data?.termsAccepted);
  });

  it('is refused to a visitor and to an account that has not finished registration', async () => {
    expect((await run(accept, { version: 1 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const unregistered = await person([], false);
    expect((await run(accept, { version: 1 }, unregistered)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the profile', () => {
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
            fullName
            displayName
            preferredLanguage
            avatarUrl
          }
        }
      }
    }
  `;
  type Updated = { updateProfile: { __typename: string; fields?: unknown; data?: Record<string, unknown> } };

  it('edits the profile with validation', async () => {
    const viewer = await person();
    const bad = await data<Updated>(update, { input: { preferredLanguage: 'de' } }, viewer);
    expect(bad.updateProfile).toEqual({
      __typename: 'ValidationError',
      fields: [{ path: 'input.preferredLanguage', code: 'LANGUAGE_INVALID' }],
    });
    // A photo is an upload now; an address in its place is no receipt.
    const address = await data<Updated>(
      update,
      { input: { avatarUpload: 'https://example.com/a.png' } },
      viewer,
    );
    expect(address.updateProfile).toEqual({
      __typename: 'ValidationError',
      fields: [{ path: 'input.avatarUpload', code: 'UPLOAD_INVALID' }],
    });
    const good = await data<Updated>(
      update,
      { input: { preferredLanguage: 'en', avatarUpload: null } },
      viewer,
    );
    expect(good.updateProfile).toEqual({
      __typename: 'MutationUpdateProfileSuccess',
      data: { fullName: 'Someone Else', displayName: 'Someone', preferredLanguage: 'en', avatarUrl: null },
    });
    const renamed = await data<Updated>(update, { input: { fullName: '  Nima Kazemi ' } }, viewer);
    expect(renamed.updateProfile.data).toMatchObject({ fullName: 'Nima Kazemi', displayName: 'Nima Kazemi' });
  });

  it("takes the viewer's own upload as the photo, refuses someone else's, and removes it with null", async () => {
    const viewer = await person();
    const other = await person();
    const key = `images/${'c'.repeat(64)}.webp`;
    await files.store.put(key, await testImage());
    const theirs = await data<Updated>(
      update,
      { input: { avatarUpload: await files.receipts.issue(other.userId, key) } },
      viewer,
    );
    expect(theirs.updateProfile.fields).toEqual([{ path: 'input.avatarUpload', code: 'UPLOAD_NOT_YOURS' }]);
    // A private document's receipt never becomes a public photo.
    const document = `documents/${'c'.repeat(64)}.pdf`;
    const private_ = await data<Updated>(
      update,
      { input: { avatarUpload: await files.receipts.issue(viewer.userId, document) } },
      viewer,
    );
    expect(private_.updateProfile.fields).toEqual([{ path: 'input.avatarUpload', code: 'UPLOAD_INVALID' }]);
    const mine = await data<Updated>(
      update,
      { input: { avatarUpload: await files.receipts.issue(viewer.userId, key) } },
      viewer,
    );
    expect(mine.updateProfile.data!.avatarUrl).toBe(`/files/${key}`);
    const removed = await data<Updated>(update, { input: { avatarUpload: null } }, viewer);
    expect(removed.updateProfile.data!.avatarUrl).toBeNull();
  });

  it('is refused to an account that has not finished registration (FORBIDDEN) and to a visitor', async () => {
    const unregistered = await person([], false);
    const input = { input: { preferredLanguage: 'en' } };
    expect((await run(update, input, unregistered)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await run(update, input)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await db.prisma.user.findUniqueOrThrow({ where: { id: unregistered.userId } })).preferredLanguage,
    ).toBe('fa');
  });
});

describe('who reads what of a user', () => {
  const entities = /* GraphQL */ `
    query ($representations: [_Any!]!) {
      _entities(representations: $representations) {
        ... on User {
          id
          displayName
          fullName
          email
          preferredLanguage
          roles
          registered
          viewerCanEdit
        }
      }
    }
  `;
  type Entities = { _entities: (Record<string, unknown> | null)[] };
  const reference = (identity: Identity) => ({
    __typename: 'User',
    id: encodeGlobalID('User', identity.userId),
  });

  it('has no viewer for a visitor', async () => {
    expect(await data('{ viewer { id } }')).toEqual({ viewer: null });
  });

  it('shows the private fields to the user and to an admin only; anyone else sees the public ones', async () => {
    const owner = await person(['EMPLOYER']);
    const privateFields = {
      fullName: 'Someone Else',
      preferredLanguage: 'fa',
      roles: ['EMPLOYER'],
      registered: true,
    };
    const asOwner = (await data<Entities>(entities, { representations: [reference(owner)] }, owner))
      ._entities[0];
    expect(asOwner).toMatchObject({ ...privateFields, displayName: 'Someone', viewerCanEdit: true });
    expect(asOwner!.email).toMatch(/@users\.test$/);
    const asAdmin = (
      await data<Entities>(entities, { representations: [reference(owner)] }, await person(['ADMIN']))
    )._entities[0];
    expect(asAdmin).toMatchObject({ ...privateFields, email: asOwner!.email, viewerCanEdit: true });
    for (const viewer of [await person(['EMPLOYER']), undefined]) {
      const asOther = (await data<Entities>(entities, { representations: [reference(owner)] }, viewer))
        ._entities[0];
      expect(asOther).toEqual({
        id: reference(owner).id,
        displayName: 'Someone',
        fullName: null,
        email: null,
        preferredLanguage: null,
        roles: null,
        registered: null,
        viewerCanEdit: false,
      });
    }
  });

  it('resolves many references and their companies in a constant number of statements', async () => {
    const people: Identity[] = [];
    for (let i = 0; i < 8; i++) {
      const company = await db.prisma.company.create({ data: { name: `Company ${i}` } });
      const user = await db.prisma.user.create({
        data: { displayName: `Poster ${i}`, companyId: company.id },
      });
      people.push({ userId: user.id, sessionId: 's', roles: [], registered: true });
    }
    const representations = [
      ...people.map(reference),
      { __typename: 'User', id: encodeGlobalID('User', '00000000-0000-7000-8000-000000000000') },
      { __typename: 'User', id: 'not-a-global-id' },
    ];
    db.resetQueries();
    const result = await data<Entities>(
      'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { displayName company { name } } } }',
      { representations },
    );
    expect(result._entities).toEqual([
      ...people.map((_, i) => ({ displayName: `Poster ${i}`, company: { name: `Company ${i}` } })),
      null,
      null,
    ]);
    // The users; the users again with their companies' ids, and the companies (Pothos loads a relation the
    // reference did not select): a constant number, none per user.
    expect(db.queries).toHaveLength(3);
  });
});
