import { domainEvent } from '@platform/subgraph-kit/catalogue';
import { recordEvents } from '@platform/subgraph-kit/outbox';
import { consumeOutbox } from '@platform/subgraph-kit/testing/consumers';
import { describe, expect, it } from 'vitest';
import { collaboratorsTests } from '../collaborators.testing.ts';
import { certificatesProjector } from './certificates.projector.ts';

const t = collaboratorsTests();

const save = `mutation ($input: CollaboratorProfileInput!) {
  saveCollaboratorProfile(input: $input) { __typename } }`;
const publish = `mutation { publishCollaboratorProfile { __typename } }`;
const page = `query ($slug: String!) { collaborator(slug: $slug) {
  verified certificates { code path testTitle skills scoreBand issuedAt } } }`;
const directory = `query ($verified: Boolean) {
  collaborators(filter: { verified: $verified }) { totalCount edges { node { slug verified } } } }`;

const profile = (slug: string) => ({
  slug,
  displayName: 'Reza Karimi',
  expertise: ['BACKEND'],
  skills: ['Go'],
  yearsOfExperience: 4,
  availability: 'AVAILABLE',
  remote: true,
  languages: ['fa'],
  words: [{ locale: 'fa', headline: 'برنامه‌نویس بک‌اند' }],
});

const issued = (certificateId: string, userId: string, code: string, issuedAt: string) =>
  domainEvent('certificate.issued', {
    certificateId,
    code,
    userId,
    testId: '01900000-0000-7000-8000-0000000000aa',
    slug: 'algorithmic-thinking',
    title: { fa: 'تفکر الگوریتمی', en: 'Algorithmic thinking', az: 'Alqoritmik düşüncə' },
    skills: [
      { key: 'loops', name: { fa: 'حلقه‌ها', en: 'Loops', az: 'Dövrlər' } },
      { key: 'search', name: { fa: 'جست‌وجو', en: 'Search', az: 'Axtarış' } },
    ],
    scoreBand: '80-89',
    issuedAt,
  });

describe('verified skills', () => {
  it('shows the certificates assessments announced as badges, counts them for the filter, and drops a revoked one', async () => {
    const prisma = t.database().prisma;
    const owner = await t.person('Reza');
    const other = await t.person('Nobody');
    const first = '01900000-0000-7000-8000-000000000001';
    const second = '01900000-0000-7000-8000-000000000002';
    // A certificate announced before its holder has a profile counts from the profile's start.
    await recordEvents(prisma, [
      issued(first, owner.userId, 'AAAAA-BBBBB-CCCCC-DDDDD', '2026-10-01T08:00:00.000Z'),
    ]);
    expect((await consumeOutbox(prisma, certificatesProjector)).handled).toBe(1);
    await t.data(save, { input: profile('reza-go') }, owner);
    await t.data(publish, {}, owner);
    await t.data(save, { input: profile('nobody') }, other);
    await t.data(publish, {}, other);

    await recordEvents(prisma, [
      issued(second, owner.userId, 'EEEEE-FFFFF-GGGGG-HHHHH', '2026-11-01T08:00:00.000Z'),
    ]);
    // Delivered twice: the second delivery changes nothing.
    await recordEvents(prisma, [
      issued(second, owner.userId, 'EEEEE-FFFFF-GGGGG-HHHHH', '2026-11-01T08:00:00.000Z'),
    ]);
    expect((await consumeOutbox(prisma, certificatesProjector)).handled).toBe(2);

    const shown = await t.data<{ collaborator: { verified: boolean; certificates: unknown[] } }>(
      page,
      { slug: 'reza-go' },
      undefined,
      'en',
    );
    expect(shown.collaborator.verified).toBe(true);
    expect(shown.collaborator.certificates).toEqual([
      {
        code: 'EEEEE-FFFFF-GGGGG-HHHHH',
        path: '/certificates/EEEEE-FFFFF-GGGGG-HHHHH',
        testTitle: 'Algorithmic thinking',
        skills: ['Loops', 'Search'],
        scoreBand: '80-89',
        issuedAt: new Date('2026-11-01T08:00:00.000Z'),
      },
      expect.objectContaining({ code: 'AAAAA-BBBBB-CCCCC-DDDDD' }),
    ]);
    const persian = await t.data<{
      collaborator: { certificates: { testTitle: string; skills: string[] }[] };
    }>(page, { slug: 'reza-go' }, undefined, 'fa');
    expect(persian.collaborator.certificates[0]).toMatchObject({
      testTitle: 'تفکر الگوریتمی',
      skills: ['حلقه‌ها', 'جست‌وجو'],
    });

    type Directory = { collaborators: { totalCount: number; edges: { node: { slug: string } }[] } };
    const slugs = async (verified: boolean) =>
      (await t.data<Directory>(directory, { verified })).collaborators.edges.map((e) => e.node.slug);
    expect(await slugs(true)).toEqual(['reza-go']);
    expect(await slugs(false)).toEqual(['nobody']);

    // Revoked (twice: once is what counts), the certificate proves nothing any more.
    await recordEvents(prisma, [
      domainEvent('certificate.revoked', { certificateId: second, userId: owner.userId }),
      domainEvent('certificate.revoked', { certificateId: first, userId: owner.userId }),
      domainEvent('certificate.revoked', { certificateId: first, userId: owner.userId }),
    ]);
    expect((await consumeOutbox(prisma, certificatesProjector)).handled).toBe(3);
    const after = await t.data<{ collaborator: { verified: boolean; certificates: unknown[] } }>(page, {
      slug: 'reza-go',
    });
    expect(after.collaborator).toEqual({ verified: false, certificates: [] });
    expect(await slugs(true)).toEqual([]);
  });

  it('reads every card’s certificates in one query, and none for a card without', async () => {
    const prisma = t.database().prisma;
    for (const name of ['a', 'b', 'c']) {
      const person = await t.person(name);
      await t.data(save, { input: profile(`many-${name}`) }, person);
      await t.data(publish, {}, person);
      await recordEvents(prisma, [
        issued(
          crypto.randomUUID(),
          person.userId,
          `${name.toUpperCase()}AAAA-BBBBB-CCCCC-DDDDD`,
          '2026-11-02T08:00:00.000Z',
        ),
      ]);
    }
    await consumeOutbox(prisma, certificatesProjector);
    t.database().resetQueries();
    const listed = await t.data<{
      collaborators: { edges: { node: { slug: string; certificates: unknown[] } }[] };
    }>(`{ collaborators { edges { node { slug certificates { code } } } } }`);
    const shown = listed.collaborators.edges.filter((e) => e.node.certificates.length > 0);
    expect(shown.map((e) => e.node.slug).sort()).toEqual(['many-a', 'many-b', 'many-c']);
    expect(listed.collaborators.edges.length).toBeGreaterThan(3);
    const reads = t
      .database()
      .queries.filter((q) => /FROM "public"\."collaborator_certificates"/.test(q.sql));
    expect(reads).toHaveLength(1);
  });
});
