/**
 * Collaborators' directory benchmark (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/gateway bench:directory [--profiles 5000] [--runs 30] [--smoke] [--time-limit 600]
 *
 * What a visitor of `/collaborators` waits for on the server: the directory's query as the page sends it (a page of
 * cards with the facets), searched by words, narrowed by expertise and a verified skill, in the best-rated order,
 * and a profile's page. `profiles` generated published profiles (a database of its own, dropped at the end); each
 * shape is sent `runs` times, one at a time, through the gateway (this process, every subgraph in it) after a
 * warm-up. Printed per shape: its cost as the gateway computes it, the server's time per request (median and p95,
 * as the client measured it on loopback), and the Node CPU per request.
 */
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { openDatabaseServer } from '@platform/db/server';
import { expertiseAreas } from '@platform/rules/collaborators';
import { normalizeSearchText } from '@platform/rules/search-text';
import { schemaPath } from '@platform/schema/files';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { buildSchema, parse } from 'graphql';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { createApp } from '../src/app.ts';
import { costModelOf, operationCost } from '../src/edge/operation-cost.ts';
import { benchDatabase, countingLog, latencySummary, ms, post } from './support.ts';

const { values } = parseArgs({
  options: { ...benchOptions, profiles: { type: 'string' }, runs: { type: 'string' } },
});
const bench = startBench('bench:directory', values, { fullSeconds: 600, smokeSeconds: 60 });
const profiles = bench.size(values.profiles, 5_000, 200);
const runs = bench.size(values.runs, 30, 3);

/** The client's own operation text, as relay-compiler wrote it. */
function clientOperation(name: string) {
  const file = new URL(`../../client/src/__generated__/${name}.graphql.ts`, import.meta.url);
  return JSON.parse(`"${/"text": "((?:[^"\\]|\\.)*)"/.exec(readFileSync(file, 'utf8'))![1]}"`) as string;
}

/** Where the generated profiles work from: a city of each country, most in the first. */
const cities = [
  'tehran',
  'isfahan',
  'tabriz',
  'shiraz',
  'mashhad',
  'baku',
  'ganja',
  'rasht',
  'yazd',
  'karaj',
];

const skills = [
  'React',
  'Go',
  'PostgreSQL',
  'Flutter',
  'Kubernetes',
  'Figma',
  'TypeScript',
  'Python',
  'Rust',
  'Swift',
];

bench.step('opening the database');
const server = await openDatabaseServer();
bench.defer(() => server.stop());
const db = await benchDatabase(server.url, 'directory');
bench.defer(() => db.drop());
{
  bench.step('seeding');
  console.log(`Seeding ${profiles} published profiles…`);
  const users = await db.prisma.user.createManyAndReturn({
    data: Array.from({ length: profiles }, (_, i) => ({
      displayName: `Person ${i}`,
      roles: ['JOB_SEEKER' as const],
    })),
    select: { id: true },
  });
  await db.prisma.collaboratorProfile.createMany({
    data: users.map((user, i) => {
      const own = [skills[i % skills.length]!, skills[(i * 7 + 3) % skills.length]!];
      const headline = `${own.join(' and ')} developer ${i}`;
      const reviews = i % 4;
      return {
        userId: user.id,
        slug: `person-${i}`,
        state: 'PUBLISHED' as const,
        displayName: `Person ${i}`,
        expertise: [expertiseAreas[i % expertiseAreas.length]!],
        skills: own,
        skillKeys: own.map((s) => normalizeSearchText(s)),
        yearsOfExperience: i % 15,
        hourlyRateRials: i % 5 ? BigInt(500_000 + (i % 40) * 100_000) : null,
        availability: (['AVAILABLE', 'BUSY', 'UNAVAILABLE'] as const)[i % 3]!,
        remote: i % 2 === 0,
        placeId: i % 7 === 0 ? null : cities[(i * i) % cities.length]!,
        languages: ['فارسی'],
        searchText: normalizeSearchText(`Person ${i} ${own.join(' ')} ${headline}`),
        publishedAt: new Date(Date.now() - i * 60_000),
        updatedAt: new Date(Date.now() - i * 60_000),
        certificatesCount: i % 6 === 0 ? 1 : 0,
        reviewsCount: reviews,
        ratingSum: reviews * (3 + (i % 3)),
        ratingAverage: reviews ? 3 + (i % 3) : null,
        ratingScore: (5 * 4 + reviews * (3 + (i % 3))) / (5 + reviews),
      };
    }),
  });
  const created = await db.prisma.collaboratorProfile.findMany({ select: { id: true, slug: true } });
  await db.prisma.collaboratorWords.createMany({
    data: created.map((p) => ({
      profileId: p.id,
      locale: 'en',
      headline: `Developer ${p.slug}`,
      bio: 'A bio.',
    })),
  });
  await db.prisma.$executeRawUnsafe('VACUUM ANALYZE collaborator_profiles');

  const logged = countingLog();
  const app = await createApp({
    prisma: db.prisma,
    log: logged.log,
    trustProxy: 'loopback',
    // Budgets are not what is measured here.
    rateLimits: createRateLimits({ factor: 1_000_000 }),
  });
  bench.defer(() => app.stop());
  const url = `${await app.listen(0, '127.0.0.1')}/graphql`;
  const api = buildSchema(readFileSync(schemaPath('api.graphql'), 'utf8'));
  const model = costModelOf(readFileSync(schemaPath('supergraph.graphql'), 'utf8'));

  const directory = clientOperation('CollaboratorsPageQuery');
  const profile = clientOperation('CollaboratorPageQuery');
  interface Shape {
    name: string;
    query: string;
    variables: (i: number) => Record<string, unknown>;
  }
  const shapes: Shape[] = [
    { name: 'directory, first page', query: directory, variables: () => ({ filter: {}, sort: 'RECENT' }) },
    {
      name: 'directory, searched by a word',
      query: directory,
      variables: (i) => ({ filter: { query: skills[i % skills.length] }, sort: 'RECENT' }),
    },
    {
      name: 'directory, expertise + verified',
      query: directory,
      variables: (i) => ({
        filter: { expertise: expertiseAreas[i % expertiseAreas.length], verified: true },
        sort: 'RECENT',
      }),
    },
    {
      name: 'directory, best rated, 4+',
      query: directory,
      variables: () => ({ filter: { minRating: 4 }, sort: 'RATING' }),
    },
    {
      name: 'directory, in a city',
      query: directory,
      variables: (i) => ({ filter: { place: cities[i % cities.length] }, sort: 'RECENT' }),
    },
    {
      name: 'facets alone',
      query: `query DirectoryFacets($filter: CollaboratorFilter) { collaboratorFacets(filter: $filter) {
        expertise { value count } availability { value count } remote verified places { place { id name } count } } }`,
      variables: (i) => ({ filter: i % 2 ? {} : { query: skills[i % skills.length] } }),
    },
    { name: 'profile page', query: profile, variables: (i) => ({ slug: `person-${(i * 37) % profiles}` }) },
  ];

  const rows: string[][] = [];
  let sent = 0;
  for (const shape of shapes) {
    bench.step(shape.name);
    const cost = operationCost(api, model, parse(shape.query), undefined, shape.variables(0));
    const from = (i: number) => ({
      headers: { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
    });
    for (let i = 0; i < 5; i++) await post(url, shape.query, shape.variables(i + 1000), from(sent++));
    const times: number[] = [];
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < runs; i++) {
      const answer = await post(url, shape.query, shape.variables(i), from(sent++));
      if (answer.status !== 200 || answer.errors)
        throw new Error(`"${shape.name}": ${answer.status} ${JSON.stringify(answer.errors)}`);
      times.push(answer.ms);
    }
    const cpu = process.cpuUsage(cpu0);
    const { p50, p95 } = latencySummary(times);
    rows.push([shape.name, String(cost), ms(p50), ms(p95), ms((cpu.user + cpu.system) / 1000 / runs)]);
    bench.figure(shape.name, p50, 'ms');
  }
  const head = ['shape', 'cost', 'p50', 'p95', 'Node CPU'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  for (const row of [head, ...rows]) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
  if (logged.counts.size) console.log(`Logged: ${logged.counts.toString()}`);
}
await bench.end();
