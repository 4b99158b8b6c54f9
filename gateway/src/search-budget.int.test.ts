import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createSession } from '@platform/subgraph-accounts/testing';
import { similarTitlesRate } from '@platform/subgraph-jobs/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-helpers.ts';

let db: TestDatabase;
let app: RunningApp;
const bearer: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  for (const name of ['typist', 'other']) {
    const user = await db.prisma.user.create({ data: { displayName: name, registeredAt: new Date() } });
    bearer.push(`Bearer ${(await createSession(db.prisma, user.id, { days: 1 })).token}`);
  }
  const poster = await db.prisma.user.create({ data: { displayName: 'Poster', registeredAt: new Date() } });
  await db.prisma.job.create({
    data: {
      slug: 'react-developer',
      language: 'en',
      title: 'React Developer',
      companyName: 'Co',
      placeId: 'tehran',
      type: 'FULL_TIME',
      experienceLevel: 'MID',
      description: 'Building interfaces',
      postedById: poster.id,
    },
  });
  app = await startTestApp({ prisma: db.prisma });
});
afterAll(async () => {
  await app.stop();
  await db.drop();
});

type Search = { matchedBy: string; totalCount: number; edges: { node: { slug: string } }[] };
const searchQuery = `query ($search: String) { jobs(first: 5, search: $search) {
  matchedBy totalCount edges { node { slug } } facets { types { value count } } } }`;

async function search(text: string, who: string) {
  const { status, body } = await app.graphql<{ jobs: Search }>(
    searchQuery,
    { search: text },
    { authorization: who },
  );
  expect([status, body.errors]).toEqual([200, undefined]);
  return body.data!.jobs;
}

describe('searches that fall back to similar titles', () => {
  it('are a courtesy each caller has a budget of: past it, a typo finds nothing, and no error', async () => {
    const [typist, other] = bearer as [string, string];
    // A new typo each time (its misspelt word a letter longer), so that no answer is remembered: each would read
    // the trigram index.
    const typo = (i: number) => `devloper${'r'.repeat(i)}`;
    for (let i = 0; i < similarTitlesRate.points; i++) {
      expect((await search(typo(i), typist)).matchedBy, typo(i)).toBe('SIMILAR');
    }
    const refused = await search(typo(similarTitlesRate.points), typist);
    expect(refused).toMatchObject({ matchedBy: 'SIMILAR', totalCount: 0, edges: [] });
    // Searches found by their words are not limited by it, and another caller has a budget of their own.
    expect((await search('react', typist)).edges.map((e) => e.node.slug)).toEqual(['react-developer']);
    expect((await search('devlopper', other)).edges.map((e) => e.node.slug)).toEqual(['react-developer']);
  });

  it('happen once per operation, however many searches it asks', async () => {
    const { body } = await app.graphql<{ a: Search; b: Search }>(
      `{ a: jobs(first: 5, search: "reakt devloper") { matchedBy totalCount }
         b: jobs(first: 5, search: "devloper reakt") { matchedBy totalCount } }`,
    );
    expect(body.errors).toBeUndefined();
    expect([body.data!.a.totalCount, body.data!.b.totalCount].sort()).toEqual([0, 1]);
  });
});
