import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { imageLimits } from '@platform/rules/files';
import { createSession } from '@platform/subgraph-accounts/testing';
import { createUploadReceipts } from '@platform/subgraph-kit/files/upload-receipts';
import { imageSize, noiseImage, testImage } from '@platform/subgraph-kit/testing/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';

const identitySecret = 'uploads-test-identity-secret-0123456789';
let db: TestDatabase;
let app: RunningApp;
const bearer: Record<'seeker' | 'employer' | 'unregistered', Record<string, string>> = {} as never;
const ids: Record<'seeker' | 'employer' | 'unregistered', string> = {} as never;

beforeAll(async () => {
  db = await createTestDatabase();
  const people = {
    seeker: { roles: ['JOB_SEEKER'] as const, registeredAt: new Date() },
    employer: { roles: ['EMPLOYER'] as const, registeredAt: new Date() },
    unregistered: { roles: ['JOB_SEEKER'] as const, registeredAt: null },
  };
  for (const [name, person] of Object.entries(people) as [keyof typeof people, (typeof people)['seeker']][]) {
    const user = await db.prisma.user.create({
      data: {
        displayName: name,
        email: `${name}@uploads.test`,
        roles: [...person.roles],
        registeredAt: person.registeredAt,
      },
    });
    ids[name] = user.id;
    bearer[name] = {
      authorization: `Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}`,
    };
  }
  app = await startTestApp({ prisma: db.prisma, identitySecret });
});
afterAll(async () => {
  await app.stop();
  await db.drop();
});

interface Answer {
  status: number;
  contentType: string | null;
  body: { upload?: string; url?: string; errors?: { message: string; extensions: { code: string } }[] };
}

async function upload(
  body: Buffer,
  headers: Record<string, string> = bearer.seeker,
  route: 'images' | 'pictures' = 'images',
): Promise<Answer> {
  const response = await fetch(`${app.url}/uploads/${route}`, {
    method: 'POST',
    // What the browser declares is ignored; the bytes decide.
    headers: { 'content-type': 'image/png', ...headers },
    body: new Uint8Array(body),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: (await response.json()) as Answer['body'],
  };
}

/** A request with the path exactly as written: fetch would resolve `..` and `%2e%2e` before sending. */
function rawGet(path: string): Promise<{ status: number; contentType: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(app.url);
    http
      .get({ hostname, port, path }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, contentType: response.headers['content-type'], body }),
        );
      })
      .on('error', reject);
  });
}

function expectError(answer: Answer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.contentType).toMatch(/^application\/json/);
  expect(answer.body).toEqual({ errors: [{ message: expect.any(String), extensions: { code } }] });
}

const setAvatar = /* GraphQL */ `
  mutation ($upload: String) {
    updateProfile(input: { avatarUpload: $upload }) {
      __typename
      ... on MutationUpdateProfileSuccess {
        data {
          avatarUrl
        }
      }
      ... on ValidationError {
        fields {
          path
          code
        }
      }
    }
  }
`;

const setLogo = /* GraphQL */ `
  mutation ($upload: String) {
    updateCompany(input: { name: "Upload Co", logoUpload: $upload }) {
      __typename
      ... on MutationUpdateCompanySuccess {
        data {
          company {
            logoUrl
          }
        }
      }
      ... on ValidationError {
        fields {
          path
          code
        }
      }
    }
  }
`;

describe('POST /uploads/images', () => {
  it('stores a photo without its metadata and serves it from our origin, cached for ever', async () => {
    const answer = await upload(await testImage({ width: 800, height: 600, format: 'jpeg', gps: true }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      upload: expect.any(String),
      url: expect.stringMatching(/^\/files\/images\/[0-9a-f]{64}\.webp$/),
    });

    const file = await fetch(`${app.url}${answer.body.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(bytes.includes(Buffer.from('Private Person'))).toBe(false);
    expect(Number(file.headers.get('content-length'))).toBe(bytes.length);
  });

  it('answers every refusal as JSON with a code and the right status, never HTML', async () => {
    expectError(await upload(await testImage(), {}), 401, 'UNAUTHENTICATED');
    expectError(
      await upload(await testImage(), { authorization: 'Bearer not-a-session-token-at-all' }),
      401,
      'INVALID_TOKEN',
    );
    expectError(await upload(await testImage(), bearer.unregistered), 403, 'FORBIDDEN');
    expectError(await upload(Buffer.from('a text file, renamed photo.png')), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await upload(Buffer.alloc(0)), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await upload(await noiseImage(imageLimits.maxBytes + 1)), 413, 'PAYLOAD_TOO_LARGE');
    const bomb = await testImage({ width: 10_000, height: 10_000 });
    expectError(await upload(bomb), 413, 'IMAGE_DIMENSIONS_TOO_LARGE');
    const png = await testImage();
    expectError(await upload(png.subarray(0, png.length - 40)), 400, 'BAD_IMAGE');
    // A compressed body could inflate past the limit after it was checked.
    expectError(
      await upload(gzipSync(png), { ...bearer.seeker, 'content-encoding': 'gzip' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});

describe('POST /uploads/pictures', () => {
  it('keeps a gallery picture larger, with a small copy beside it, both served as public files', async () => {
    const answer = await upload(
      await testImage({ width: 2400, height: 1500, format: 'jpeg', gps: true }),
      bearer.seeker,
      'pictures',
    );
    expect(answer.status).toBe(201);
    const body = answer.body as { url: string; thumbUrl: string; width: number; height: number };
    expect(body).toMatchObject({ width: 1600, height: 1000 });
    const hash = /^\/files\/pictures\/([0-9a-f]{64})\.webp$/.exec(body.url)?.[1];
    expect(hash).toBeDefined();
    expect(body.thumbUrl).toBe(`/files/thumbs/${hash}.webp`);
    for (const [url, side] of [
      [body.url, 1600],
      [body.thumbUrl, 480],
    ] as const) {
      const file = await fetch(`${app.url}${url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
      const { width } = await imageSize(bytes);
      expect(width).toBe(side);
    }
    // Refused as photos are.
    expectError(
      await upload(Buffer.from('not a picture'), bearer.seeker, 'pictures'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(await upload(await testImage(), {}, 'pictures'), 401, 'UNAUTHENTICATED');
  });

  it("is not a photo: a picture's receipt does not become a profile photo", async () => {
    const answer = await upload(await testImage(), bearer.seeker, 'pictures');
    const result = await app.graphql<{ updateProfile: { __typename: string; fields?: { code: string }[] } }>(
      `mutation ($upload: String) { updateProfile(input: { avatarUpload: $upload }) {
        __typename ... on ValidationError { fields { code } } } }`,
      { upload: answer.body.upload },
      bearer.seeker,
    );
    expect(result.body.data?.updateProfile).toEqual({
      __typename: 'ValidationError',
      fields: [{ code: 'UPLOAD_INVALID' }],
    });
  });
});

describe('attaching an upload', () => {
  it('makes it the photo, which every reader of the user then sees; null removes it', async () => {
    const { body } = await upload(await testImage({ color: '#1d4ed8' }));
    const attached = await app.graphql(setAvatar, { upload: body.upload }, bearer.seeker);
    expect(attached.body.data).toEqual({
      updateProfile: { __typename: 'MutationUpdateProfileSuccess', data: { avatarUrl: body.url } },
    });
    const visitor = await app.graphql<{ node: { avatarUrl: string } }>(
      'query ($id: ID!) { node(id: $id) { ... on User { avatarUrl } } }',
      { id: Buffer.from(`User:${ids.seeker}`).toString('base64') },
    );
    expect(visitor.body.data!.node.avatarUrl).toBe(body.url);

    const removed = await app.graphql(setAvatar, { upload: null }, bearer.seeker);
    expect(removed.body.data).toEqual({
      updateProfile: { __typename: 'MutationUpdateProfileSuccess', data: { avatarUrl: null } },
    });
  });

  it("makes it the company's logo", async () => {
    const { body } = await upload(await testImage({ width: 300, height: 100 }), bearer.employer);
    const attached = await app.graphql(setLogo, { upload: body.upload }, bearer.employer);
    expect(attached.body.data).toEqual({
      updateCompany: {
        __typename: 'MutationUpdateCompanySuccess',
        data: { company: { logoUrl: body.url } },
      },
    });
    const stored = await db.prisma.user.findUniqueOrThrow({
      where: { id: ids.employer },
      include: { company: true },
    });
    expect(`/files/${stored.company!.logoKey}`).toBe(body.url);
  });

  it("refuses another user's upload, an expired one and a forged one, changing nothing", async () => {
    const before = await db.prisma.user.findUniqueOrThrow({
      where: { id: ids.employer },
      include: { company: true },
    });
    const { body } = await upload(await testImage({ color: '#be123c' }), bearer.seeker);
    const key = body.url!.slice('/files/'.length);
    const expired = await createUploadReceipts(identitySecret, { lifetimeSeconds: -60 }).issue(
      ids.employer,
      key,
    );
    const forged = await createUploadReceipts('a-secret-the-gateway-does-not-have-0123').issue(
      ids.employer,
      key,
    );

    for (const [receipt, code] of [
      [body.upload, 'UPLOAD_NOT_YOURS'],
      [expired, 'UPLOAD_EXPIRED'],
      [forged, 'UPLOAD_INVALID'],
    ] as const) {
      const logo = await app.graphql(setLogo, { upload: receipt }, bearer.employer);
      expect(logo.body.data).toEqual({
        updateCompany: { __typename: 'ValidationError', fields: [{ path: 'input.logoUpload', code }] },
      });
      const avatar = await app.graphql(setAvatar, { upload: receipt }, bearer.employer);
      expect(avatar.body.data).toEqual({
        updateProfile: { __typename: 'ValidationError', fields: [{ path: 'input.avatarUpload', code }] },
      });
    }
    const after = await db.prisma.user.findUniqueOrThrow({
      where: { id: ids.employer },
      include: { company: true },
    });
    expect(after).toEqual({ ...before, updatedAt: after.updatedAt });
  });
});

describe('GET /files/<key>', () => {
  it.each([
    '/files/..%2f..%2fpackage.json',
    '/files/images/..%2f..%2f..%2fpackage.json',
    '/files/%2e%2e/%2e%2e/package.json',
    '/files/../../package.json',
    '/files/images/%2e%2e%2f%2e%2e%2fpackage.json',
    '/files/..%5c..%5cpackage.json',
    '/files/%2fetc%2fpasswd',
    `/files/images/${'ab'.repeat(32)}.webp%00.png`,
  ])('refuses %s', async (path) => {
    const answer = await rawGet(path);
    expect(answer.status).toBe(404);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).not.toContain('"name"');
  });

  it('answers 404 for a well-formed key it does not hold', async () => {
    const answer = await rawGet(`/files/images/${'ab'.repeat(32)}.webp`);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({
      errors: [{ message: 'No such file', extensions: { code: 'NOT_FOUND' } }],
    });
  });
});
