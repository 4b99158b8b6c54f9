import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createFolderStore } from '@platform/subgraph-kit/files/folder-store';
import { createFileService, type FileService } from '@platform/subgraph-kit/files/service';
import type { Identity, Role } from '@platform/subgraph-kit/identity';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { testImage } from '@platform/subgraph-kit/testing/images';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema.ts';

let db: TestDatabase;
let folder: string;
let files: FileService;

beforeAll(async () => {
  db = await createTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'accounts-companies-'));
  files = createFileService({ store: createFolderStore(folder), secret: 'companies-test-upload-secret' });
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await db.drop();
});

async function person(roles: Role[] = ['EMPLOYER']): Promise<Identity> {
  const user = await db.prisma.user.create({ data: { displayName: 'HR', roles, registeredAt: new Date() } });
  return { userId: user.id, sessionId: 'session', roles, registered: true };
}

const run = <T>(query: string, variables: Record<string, unknown> = {}, viewer?: Identity) =>
  executeSubgraph<T>(schema, db.prisma, query, variables, { viewer, files });

const updateMutation = /* GraphQL */ `
  mutation ($input: UpdateCompanyInput!) {
    updateCompany(input: $input) {
      __typename
      ... on ValidationError {
        fields {
          path
          code
        }
      }
      ... on MutationUpdateCompanySuccess {
        data {
          id
          company {
            id
            name
            website
            about
            logoUrl
          }
        }
      }
    }
  }
`;

type Updated = {
  updateCompany: {
    __typename: string;
    fields?: { path: string; code: string }[];
    data?: { id: string; company: Company };
  };
};
type Company = {
  id: string;
  name: string;
  website: string | null;
  about: string | null;
  logoUrl: string | null;
};

async function update(input: Record<string, unknown>, viewer: Identity) {
  const result = await run<Updated>(updateMutation, { input }, viewer);
  expect(result.errors).toBeUndefined();
  // The answer is the employer, whose company is the saved profile.
  const { data, ...rest } = result.data!.updateCompany;
  if (data) expect(data.id).toBe(encodeGlobalID('User', viewer.userId));
  return { ...rest, data: data?.company };
}

describe('an employer’s company', () => {
  it('is created on the first save and linked to the employer, then edited in place', async () => {
    const employer = await person();
    const first = await update(
      { name: '  کاسپین کلاد ', website: 'https://caspian.example', about: 'ابر ایرانی' },
      employer,
    );
    expect(first).toMatchObject({
      __typename: 'MutationUpdateCompanySuccess',
      data: { name: 'کاسپین کلاد', website: 'https://caspian.example', about: 'ابر ایرانی', logoUrl: null },
    });
    const second = await update({ name: 'Caspian Cloud', website: null }, employer);
    expect(second.data).toEqual({ ...first.data, name: 'Caspian Cloud', website: null });
    const stored = await db.prisma.user.findUniqueOrThrow({
      where: { id: employer.userId },
      include: { company: true },
    });
    expect(encodeGlobalID('Company', stored.companyId!)).toBe(first.data!.id);
    expect(await db.prisma.company.count({ where: { name: { in: ['کاسپین کلاد', 'Caspian Cloud'] } } })).toBe(
      1,
    );
    const { data } = await run<{ viewer: { company: { name: string } } }>(
      '{ viewer { company { name } } }',
      {},
      employer,
    );
    expect(data!.viewer.company).toEqual({ name: 'Caspian Cloud' });
  });

  it('reports each invalid field with its code and path, and writes nothing', async () => {
    const employer = await person();
    const companies = await db.prisma.company.count();
    expect(
      (
        await update(
          {
            name: 'x',
            website: 'javascript:alert(1)',
            about: 'a'.repeat(2_001),
            logoUpload: 'forged-receipt',
          },
          employer,
        )
      ).fields,
    ).toEqual([
      { path: 'input.name', code: 'COMPANY_NAME_TOO_SHORT' },
      { path: 'input.website', code: 'URL_INVALID' },
      { path: 'input.about', code: 'ABOUT_TOO_LONG' },
    ]);
    expect((await update({ name: 'n'.repeat(121) }, employer)).fields).toEqual([
      { path: 'input.name', code: 'COMPANY_NAME_TOO_LONG' },
    ]);
    expect((await update({ name: 'Valid Name', logoUpload: 'forged-receipt' }, employer)).fields).toEqual([
      { path: 'input.logoUpload', code: 'UPLOAD_INVALID' },
    ]);
    expect(await db.prisma.company.count()).toBe(companies);
  });

  it("takes the employer's own upload as the logo, and removes it with null", async () => {
    const employer = await person();
    const key = `images/${'d'.repeat(64)}.webp`;
    await files.store.put(key, await testImage());
    const withLogo = await update(
      { name: 'Logo Co', logoUpload: await files.receipts.issue(employer.userId, key) },
      employer,
    );
    expect(withLogo.data!.logoUrl).toBe(`/files/${key}`);
    expect((await update({ name: 'Logo Co' }, employer)).data!.logoUrl).toBe(`/files/${key}`);
    expect((await update({ name: 'Logo Co', logoUpload: null }, employer)).data!.logoUrl).toBeNull();
  });

  it('is for employers: FORBIDDEN to anyone else signed in, UNAUTHENTICATED to a visitor', async () => {
    const companies = await db.prisma.company.count();
    for (const roles of [['JOB_SEEKER'], ['COLLABORATOR'], ['ADMIN']] as Role[][]) {
      const result = await run(updateMutation, { input: { name: 'Not Mine' } }, await person(roles));
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const visitor = await run(updateMutation, { input: { name: 'Not Mine' } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await db.prisma.company.count()).toBe(companies);
  });
});

describe('company references', () => {
  it('resolve many companies in one statement, and null for unknown or malformed ids', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push((await db.prisma.company.create({ data: { name: `Company ${i}`, website: null } })).id);
    }
    const representations = [
      ...ids.map((id) => ({ __typename: 'Company', id: encodeGlobalID('Company', id) })),
      { __typename: 'Company', id: encodeGlobalID('Company', '00000000-0000-7000-8000-000000000000') },
      { __typename: 'Company', id: encodeGlobalID('User', ids[0]!) },
    ];
    db.resetQueries();
    const { data, errors } = await run<{ _entities: ({ name: string } | null)[] }>(
      'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Company { name } } }',
      { representations },
    );
    expect(errors).toBeUndefined();
    expect(data!._entities).toEqual([...ids.map((_, i) => ({ name: `Company ${i}` })), null, null]);
    expect(db.queries).toHaveLength(1);
  });
});
