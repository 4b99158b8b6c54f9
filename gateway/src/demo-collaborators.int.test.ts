import { demoUuid } from '@platform/db/demo-ids';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { demoCollaborators, demoEditorId, demoWork, seedDemoData } from '@platform/db/seed';
import { expertiseAreas } from '@platform/rules/collaborators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoPortfolio } from '@platform/subgraph-marketplace';
import { verifyDemoCompany } from '@platform/subgraph-accounts';
import { createSession } from '@platform/subgraph-accounts/testing';
import { evaluateDemoResumes } from '@platform/subgraph-collaborators';
import { demoResumeWriters, runDemoCollaborators, runDemoResumes, runDemoWork } from './demo-flows.ts';
import { demoCompanyNationalId } from './product.ts';
import { startTestApp, type RunningApp } from './test-helpers.ts';

let db: TestDatabase;
let app: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.prisma);
  // No Chromium to print the reports of the tests some of them take (the reports' own tests print them): an attempt
  // fails at once and is tried again later, which is no concern of the directory.
  app = await startTestApp({
    prisma: db.prisma,
    env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
    log: () => {},
  });
  // As the product starts on a freshly seeded database: the demo collaborators save and publish their profiles,
  // some take a test, and what that announces is handled in the background, as time would have it.
  expect(await runDemoCollaborators(app.graph)).toBe(demoCollaborators.length);
  // Then they work with demo clients, who write to them, and review each other when the work is done.
  expect(await runDemoWork(app.graph)).toBe(demoWork.length);
  await app.drainEvents();
}, 120_000);
afterAll(async () => {
  await app.stop();
  await db.drop();
});

type Directory = {
  collaborators: {
    totalCount: number;
    edges: { node: { slug: string; readerWords: { locale: string } | null } }[];
  };
};

const directory = `query ($filter: CollaboratorFilter) { collaborators(filter: $filter, first: 24) {
  totalCount edges { node { slug readerWords { locale } } } } }`;

describe("the demo collaborators' profiles", () => {
  it('are in the directory, at least four of every expertise', async () => {
    const all = await app.graphql<Directory>(directory);
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data!.collaborators.totalCount).toBe(demoCollaborators.length);
    for (const expertise of expertiseAreas) {
      const { body } = await app.graphql<Directory>(directory, { filter: { expertise } });
      expect(body.errors).toBeUndefined();
      const slugs = body.data!.collaborators.edges.map((e) => e.node.slug);
      expect(slugs.length, expertise).toBeGreaterThanOrEqual(4);
      expect(body.data!.collaborators.totalCount).toBe(
        demoCollaborators.filter((c) => c.profile.expertise.includes(expertise)).length,
      );
    }
  });

  it("are the demo collaborators' own, as they saved them, and published", async () => {
    const profiles = await db.prisma.collaboratorProfile.findMany({ include: { words: true } });
    expect(profiles).toHaveLength(demoCollaborators.length);
    for (const c of demoCollaborators) {
      const profile = profiles.find((p) => p.userId === demoUuid(`collaborator:${c.key}`));
      expect(profile, c.key).toMatchObject({
        slug: c.profile.slug,
        displayName: c.displayName,
        state: 'PUBLISHED',
        expertise: c.profile.expertise,
        availability: c.profile.availability,
      });
      expect(profile!.publishedAt).not.toBeNull();
      expect(profile!.words.map((w) => w.locale).sort()).toEqual(c.profile.words.map((w) => w.locale).sort());
    }
  });

  it('are read in the reader’s language where written in it', async () => {
    const { body } = await app.graphql<Directory>(directory, {}, { 'accept-language': 'az' });
    expect(body.errors).toBeUndefined();
    const inAz = new Set(
      demoCollaborators
        .filter((c) => c.profile.words.some((w) => w.locale === 'az'))
        .map((c) => c.profile.slug),
    );
    expect(inAz.size).toBeGreaterThan(0);
    for (const { node } of body.data!.collaborators.edges)
      if (inAz.has(node.slug)) expect(node.readerWords?.locale).toBe('az');
  });

  it('name their cities in the reader’s language, and the directory counts and filters by them', async () => {
    const query = `query ($slug: String!, $filter: CollaboratorFilter) {
      collaborator(slug: $slug) { place { id name province { name } } }
      collaboratorFacets(filter: $filter) { places { place { id name } count } } }`;
    type Answer = {
      collaborator: { place: { id: string; name: string; province: { name: string } | null } | null };
      collaboratorFacets: { places: { place: { id: string; name: string }; count: number }[] };
    };
    const { body } = await app.graphql<Answer>(
      query,
      { slug: 'sepideh-karimi', filter: null },
      { 'accept-language': 'fa' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.collaborator.place).toEqual({
      id: 'tehran',
      name: 'تهران',
      province: { name: 'تهران' },
    });
    const inTehran = demoCollaborators.filter((c) => c.profile.placeId === 'tehran').length;
    const places = body.data!.collaboratorFacets.places;
    expect(places).toContainEqual({ place: { id: 'tehran', name: 'تهران' }, count: inTehran });
    expect(places.map((p) => p.count)).toEqual(places.map((p) => p.count).sort((a, b) => b - a));
    const baku = await app.graphql<Directory>(
      directory,
      { filter: { place: 'baku' } },
      { 'accept-language': 'en' },
    );
    expect(baku.body.data!.collaborators.totalCount).toBe(
      demoCollaborators.filter((c) => c.profile.placeId === 'baku').length,
    );
  });

  it('show the certificates of the tests some of them passed as verified skills', async () => {
    const certified = demoCollaborators.filter((c) => c.takesTest).map((c) => c.profile.slug);
    expect(certified.length).toBeGreaterThanOrEqual(8);
    const { body } = await app.graphql<Directory>(directory, { filter: { verified: true } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.collaborators.edges.map((e) => e.node.slug).sort()).toEqual([...certified].sort());
    const page = await app.graphql<{
      collaborator: { verified: boolean; certificates: { testTitle: string; scoreBand: string }[] };
    }>(
      'query ($slug: String!) { collaborator(slug: $slug) { verified certificates { testTitle scoreBand } } }',
      { slug: certified[0] },
      { 'accept-language': 'en' },
    );
    expect(page.body.data!.collaborator).toEqual({
      verified: true,
      certificates: [{ testTitle: 'Logical reasoning', scoreBand: '90-100' }],
    });
  });

  it('are saved as their registered owners: someone who has not registered, asked as, may not save one', async () => {
    const { id } = await db.prisma.user.create({ data: { displayName: 'Neda', roles: ['JOB_SEEKER'] } });
    const [first] = demoCollaborators;
    await expect(
      app.graph.query(
        'mutation ($input: CollaboratorProfileInput!) { saveCollaboratorProfile(input: $input) { __typename } }',
        { input: { ...first!.profile, slug: 'neda-unregistered', displayName: 'Neda' } },
        { asUser: id },
      ),
    ).rejects.toThrow('You are not allowed to do this');
    expect(await db.prisma.collaboratorProfile.count({ where: { userId: id } })).toBe(0);
  });

  it('have reviews, ratings and completed work that their clients’ real flow made', async () => {
    const profile = `query ($slug: String!) { collaborator(slug: $slug) { reviewsCount ratingAverage
      completedProjects successRate reviews(first: 5) { edges { node { rating text reply } } } } }`;
    const read = async (slug: string) =>
      (await app.graphql<{ collaborator: Record<string, unknown> }>(profile, { slug })).body.data!
        .collaborator;
    expect(await read('farid-aliyev')).toEqual({
      reviewsCount: 1,
      ratingAverage: 5,
      completedProjects: 1,
      successRate: 100,
      reviews: {
        edges: [
          {
            node: {
              rating: 5,
              text: 'Careful, well-tested work delivered in small steps. Our clients never noticed the switch.',
              reply: 'Thank you! It was a well-run project from your side too.',
            },
          },
        ],
      },
    });
    // A review only its client has written is still blind; work under way is not completed.
    expect(await read('saeed-mohammadi')).toMatchObject({
      reviewsCount: 0,
      completedProjects: 1,
      reviews: { edges: [] },
    });
    expect(await read('zahra-shokouhi')).toMatchObject({ reviewsCount: 0, completedProjects: 0 });
    // The accepted requests opened their echo-box conversations through messaging's own operation.
    expect(await db.prisma.contactRequest.count({ where: { conversationId: null } })).toBe(0);
    const best = await app.graphql<{ collaborators: { edges: { node: { slug: string } }[] } }>(
      '{ collaborators(sort: RATING, first: 3) { edges { node { slug } } } }',
    );
    expect(best.body.data!.collaborators.edges.map((e) => e.node.slug)).toContain('parisa-nazari');
  });

  it('give their owners the COLLABORATOR role while they are listed, and take it back when they are not', async () => {
    const owner = demoUuid('collaborator:farid-aliyev');
    const roles = async () => (await db.prisma.user.findUniqueOrThrow({ where: { id: owner } })).roles;
    expect(await roles()).toContain('COLLABORATOR');
    const hide = await app.graph.query<{ hideCollaboratorProfile: { __typename: string } }>(
      'mutation { hideCollaboratorProfile { __typename } }',
      {},
      { asUser: owner },
    );
    expect(hide.hideCollaboratorProfile.__typename).toBe('MutationHideCollaboratorProfileSuccess');
    await app.drainEvents();
    expect(await roles()).toEqual(['JOB_SEEKER']);
    await app.graph.query('mutation { publishCollaboratorProfile { __typename } }', {}, { asUser: owner });
    await app.drainEvents();
    expect(await roles()).toEqual(['JOB_SEEKER', 'COLLABORATOR']);
  });

  it('are made once: the flow run again publishes nothing and changes nothing', async () => {
    const before = await db.prisma.collaboratorProfile.findMany({ orderBy: { id: 'asc' } });
    const sessions = await db.prisma.testSession.count();
    const requests = await db.prisma.contactRequest.count();
    expect(await runDemoCollaborators(app.graph)).toBe(0);
    expect(await runDemoWork(app.graph)).toBe(0);
    expect(await db.prisma.contactRequest.count()).toBe(requests);
    expect(await db.prisma.collaboratorProfile.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
    expect(await db.prisma.testSession.count()).toBe(sessions);
  });
});

describe('the demo portfolio', () => {
  it('is written as its owners write projects, with galleries, teams of published profiles and likes', async () => {
    expect(await writeDemoPortfolio(db.prisma, app, demoEditorId)).toBe(12);
    const { body } = await app.graphql<{
      portfolioProjects: {
        totalCount: number;
        edges: {
          node: {
            slug: string;
            byTeam: boolean;
            cover: { thumbUrl: string } | null;
            team: { collaborator: { slug: string } | null }[];
          };
        }[];
      };
      portfolioFacets: { forSale: number; hasDemo: number; states: { value: string; count: number }[] };
    }>(
      `{ portfolioProjects(first: 12, sort: MOST_LIKED) { totalCount edges { node { slug byTeam
          cover { thumbUrl } team { collaborator { slug } } } } }
        portfolioFacets { forSale hasDemo states { value count } } }`,
    );
    expect(body.errors).toBeUndefined();
    const projects = body.data!.portfolioProjects;
    expect(projects.totalCount).toBe(12);
    expect(projects.edges[0]!.node.slug).toBe('school-lms');
    expect(projects.edges.filter((e) => e.node.byTeam).length).toBeGreaterThan(3);
    for (const { node } of projects.edges) {
      expect(node.cover, node.slug).not.toBeNull();
      expect(
        node.team.every((m) => m.collaborator !== null),
        node.slug,
      ).toBe(true);
    }
    // The pictures are served as any upload is.
    const picture = await fetch(`${app.url}${projects.edges[0]!.node.cover!.thumbUrl}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const facets = body.data!.portfolioFacets;
    expect(facets.forSale).toBeGreaterThanOrEqual(4);
    expect(facets.hasDemo).toBeGreaterThanOrEqual(4);
    expect(facets.states.every((s) => s.count > 0)).toBe(true);
    // A profile lists the projects whose team names it.
    const profile = await app.graphql<{ collaborator: { portfolioProjects: { slug: string }[] } }>(
      '{ collaborator(slug: "arash-tehrani") { portfolioProjects { slug } } }',
    );
    expect(profile.body.data!.collaborator.portfolioProjects.map((p) => p.slug).sort()).toEqual([
      'rtl-online-shop',
      'school-lms',
    ]);
    expect(await writeDemoPortfolio(db.prisma, app, demoEditorId)).toBe(0);
  });
});

describe('the demo talent pool', () => {
  it('holds the résumés demo collaborators wrote and opened, evaluated by the team, which the verified demo employer finds', async () => {
    const writers = await runDemoResumes(app.graph);
    expect(writers).toHaveLength(demoResumeWriters.length);
    expect(await evaluateDemoResumes(db.prisma, demoEditorId, writers)).toBe(writers.length);
    const employerId = demoUuid('employer:aryan-data');
    expect(await verifyDemoCompany(db.prisma, demoEditorId, employerId, demoCompanyNationalId)).toBe(true);
    const { token } = await createSession(db.prisma, employerId, { days: 1 });
    const pool = await app.graphql<{ talentPool: { totalCount: number } }>(
      '{ talentPool(first: 20) { totalCount } }',
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(pool.body.errors).toBeUndefined();
    expect(pool.body.data!.talentPool.totalCount).toBe(writers.length);
    // Made once.
    expect(await runDemoResumes(app.graph)).toEqual([]);
    expect(await evaluateDemoResumes(db.prisma, demoEditorId, writers)).toBe(0);
    expect(await verifyDemoCompany(db.prisma, demoEditorId, employerId, demoCompanyNationalId)).toBe(false);
  });
});
