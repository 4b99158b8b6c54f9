import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import type { Identity, Role } from '@platform/subgraph-kit/identity';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema.ts';
import { createSession, resolveSession } from '../sessions/sessions.service.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

let nextName = 0;
async function person(roles: Role[] = ['EMPLOYER'], company = true): Promise<Identity> {
  const user = await db.prisma.user.create({
    data: {
      displayName: 'HR',
      roles,
      registeredAt: new Date(),
      ...(company ? { company: { create: { name: `Company ${++nextName}` } } } : {}),
    },
  });
  return { userId: user.id, sessionId: 'session', roles, registered: true };
}
const admin = () => person(['ADMIN'], false);

const run = <T>(query: string, variables: Record<string, unknown> = {}, viewer?: Identity) =>
  executeSubgraph<T>(schema, db.prisma, query, variables, { viewer });

const companyFields = 'id name verified verification nationalId verificationNote verificationRequestedAt';
type Company = {
  id: string;
  name: string;
  verified: boolean;
  verification: string | null;
  nationalId: string | null;
  verificationNote: string | null;
  verificationRequestedAt: string | null;
};
type Outcome = {
  __typename: string;
  code?: string;
  fields?: { path: string; code: string }[];
  data?: Company;
};
const outcome = `
  __typename
  ... on ValidationError { fields { path code } }
  ... on ConflictError { code }
  ... on BaseError { message }
`;

async function ask(viewer: Identity, nationalId: string) {
  const result = await run<{ requestCompanyVerification: Outcome }>(
    `mutation ($input: RequestCompanyVerificationInput!) {
      requestCompanyVerification(input: $input) {
        ${outcome}
        ... on MutationRequestCompanyVerificationSuccess { data { ${companyFields} } }
      }
    }`,
    { input: { nationalId } },
    viewer,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.requestCompanyVerification;
}

async function review(viewer: Identity, companyId: string, verdict: string, note?: string) {
  const result = await run<{ reviewCompanyVerification: Outcome }>(
    `mutation ($input: ReviewCompanyVerificationInput!) {
      reviewCompanyVerification(input: $input) {
        ${outcome}
        ... on MutationReviewCompanyVerificationSuccess { data { ${companyFields} } }
      }
    }`,
    { input: { companyId, verdict, note } },
    viewer,
  );
  return result;
}

const companyOf = async (viewer: Identity) =>
  (await run<{ viewer: { company: Company } }>(`{ viewer { company { ${companyFields} } } }`, {}, viewer))
    .data!.viewer.company;

/** The identity the gateway makes of a session of this person. */
async function sessionIdentity(viewer: Identity) {
  const { token } = await createSession(db.prisma, viewer.userId, { days: 1 });
  return resolveSession(db.prisma, token);
}

describe('company verification', () => {
  it('an employer asks with the national id; an admin verifies it; the employer’s sessions then carry it', async () => {
    const employer = await person();
    expect(await sessionIdentity(employer)).not.toHaveProperty('verifiedCompanyId');
    const asked = await ask(employer, '۱۰۳۸۰۲۸۴۷۹۰');
    expect(asked.data).toMatchObject({ verified: false, verification: 'PENDING', nationalId: '10380284790' });
    expect(asked.data!.verificationRequestedAt).not.toBeNull();

    const listed = await run<{ companiesToVerify: { totalCount: number; edges: { node: Company }[] } }>(
      `{ companiesToVerify(state: PENDING) { totalCount edges { node { ${companyFields} } } } }`,
      {},
      await admin(),
    );
    expect(listed.data!.companiesToVerify.edges.map((e) => e.node.id)).toContain(asked.data!.id);

    const verified = await review(await admin(), asked.data!.id, 'VERIFIED');
    expect(verified.data!.reviewCompanyVerification.data).toMatchObject({
      verified: true,
      verification: 'VERIFIED',
    });
    const identity = await sessionIdentity(employer);
    expect(identity).toMatchObject({ verifiedCompanyId: expect.any(String) });
    expect(encodeGlobalID('Company', (identity as Identity).verifiedCompanyId!)).toBe(asked.data!.id);

    // Renamed, it is checked again, and its sessions no longer carry it.
    await run(`mutation { updateCompany(input: { name: "Another Name" }) { __typename } }`, {}, employer);
    expect(await companyOf(employer)).toMatchObject({ verified: false, verification: 'PENDING' });
    expect(await sessionIdentity(employer)).not.toHaveProperty('verifiedCompanyId');
  });

  it('a rejection says why; a revoked verification ends the talent pool for its employers at once', async () => {
    const employer = await person();
    const { data } = await ask(employer, '10380284790');
    const noReason = await review(await admin(), data!.id, 'REJECTED', '  ');
    expect(noReason.data!.reviewCompanyVerification.fields).toEqual([
      { path: 'input.note', code: 'NOTE_REQUIRED' },
    ]);
    expect((await companyOf(employer)).verification).toBe('PENDING');
    await review(await admin(), data!.id, 'REJECTED', 'The registry names another company under this id.');
    expect(await companyOf(employer)).toMatchObject({
      verification: 'REJECTED',
      verificationNote: 'The registry names another company under this id.',
    });
    // Nothing to verify until it asks again.
    const again = await review(await admin(), data!.id, 'VERIFIED');
    expect(again.data!.reviewCompanyVerification).toMatchObject({
      __typename: 'ConflictError',
      code: 'NOT_PENDING',
    });

    const other = await person();
    const asked = await ask(other, '14007650912');
    expect(asked.__typename).toBe('MutationRequestCompanyVerificationSuccess');
    await review(await admin(), asked.data!.id, 'VERIFIED');
    expect(await sessionIdentity(other)).toHaveProperty('verifiedCompanyId');
    await review(await admin(), asked.data!.id, 'REJECTED', 'Closed.');
    expect(await sessionIdentity(other)).not.toHaveProperty('verifiedCompanyId');
  });

  it('refuses a wrong check digit, an id verified for another company, and an employer without a company', async () => {
    const employer = await person();
    expect((await ask(employer, '10380284791')).fields).toEqual([
      { path: 'input.nationalId', code: 'NATIONAL_ID_INVALID' },
    ]);
    const first = await person();
    const { data } = await ask(first, '10100387065');
    await review(await admin(), data!.id, 'VERIFIED');
    expect((await ask(employer, '10100387065')).fields).toEqual([
      { path: 'input.nationalId', code: 'NATIONAL_ID_TAKEN' },
    ]);
    expect((await companyOf(employer)).verification).toBe('UNVERIFIED');
    expect(await ask(await person(['EMPLOYER'], false), '10380284790')).toMatchObject({
      __typename: 'ConflictError',
      code: 'NO_COMPANY',
    });
  });

  it('shows the id, state and note to its members and admins only; anyone reads the badge', async () => {
    const employer = await person();
    const { data } = await ask(employer, '10380284790');
    const read = (viewer?: Identity) =>
      run<{ _entities: Company[] }>(
        `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Company { ${companyFields} } } }`,
        { r: [{ __typename: 'Company', id: data!.id }] },
        viewer,
      );
    for (const stranger of [undefined, await person(), await person(['JOB_SEEKER'], false)])
      expect((await read(stranger)).data!._entities[0]).toMatchObject({
        verified: false,
        verification: null,
        nationalId: null,
        verificationNote: null,
        verificationRequestedAt: null,
      });
    expect((await read(await admin())).data!._entities[0]).toMatchObject({ nationalId: '10380284790' });
  });

  it('is the employers’ to ask and the admins’ to decide', async () => {
    const { data } = await ask(await person(), '10380284790');
    for (const viewer of [undefined, await person(['JOB_SEEKER'], false), await person(['ADMIN'])]) {
      const asked = await run(
        'mutation { requestCompanyVerification(input: { nationalId: "10380284790" }) { __typename } }',
        {},
        viewer,
      );
      expect(asked.errors?.[0]?.extensions?.code).toBe(viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
    for (const viewer of [undefined, await person()]) {
      const reviewed = await review(viewer!, data!.id, 'VERIFIED');
      expect(reviewed.errors?.[0]?.extensions?.code).toBe(viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      const listed = await run('{ companiesToVerify { totalCount } }', {}, viewer);
      expect(listed.errors?.[0]?.extensions?.code).toBe(viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
    expect(
      await db.prisma.company.count({ where: { verification: 'VERIFIED', nationalId: '10380284790' } }),
    ).toBe(0);
  });
});
