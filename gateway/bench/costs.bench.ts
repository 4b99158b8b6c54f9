/**
 * Cost benchmark (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/gateway bench:costs [--jobs 20000] [--runs 30] [--smoke] [--time-limit 900]
 *
 * What the cost model's figures rest on: each shape below is a kind of work the graph's costs price (a page of job
 * cards, a search found by its words, a search that finds no job with every word and falls back to similar titles,
 * long texts, a job page, the tests' catalogue). Each is sent `runs` times, one at a time, through the gateway
 * (this process, every subgraph in it) on `jobs` generated jobs (a database of its own, dropped at the end), after
 * a warm-up. Printed per shape: its cost as the gateway computes it, the server's time per request (median and
 * p95, as the client measured it on loopback), the Node CPU per request, and the server time per 100 cost points —
 * the figure that should be about the same for every shape if each is priced by what it costs.
 */
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { seedGeneratedJobs } from '@platform/db/seed';
import { openDatabaseServer } from '@platform/db/server';
import { schemaPath } from '@platform/schema/files';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { buildSchema, parse } from 'graphql';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { createApp } from '../src/app.ts';
import { costModelOf, operationCost } from '../src/edge/operation-cost.ts';
import { benchDatabase, countingLog, jobsPageQuery, latencySummary, ms, post } from './support.ts';

const { values } = parseArgs({
  options: { ...benchOptions, jobs: { type: 'string' }, runs: { type: 'string' } },
});
const bench = startBench('bench:costs', values, { fullSeconds: 900, smokeSeconds: 60 });
const jobs = bench.size(values.jobs, 20_000, 300);
const runs = bench.size(values.runs, 30, 3);

bench.step('opening the database');
const server = await openDatabaseServer();
bench.defer(() => server.stop());
const db = await benchDatabase(server.url, 'costs');
bench.defer(() => db.drop());
{
  bench.step('seeding');
  console.log(`Seeding ${jobs} generated jobs…`);
  await seedGeneratedJobs(db.prisma, jobs);
  await db.prisma.$executeRawUnsafe('VACUUM ANALYZE jobs');
  const logged = countingLog();
  const app = await createApp({
    prisma: db.prisma,
    log: logged.log,
    // Each request from an address of its own: what a caller's budgets would refuse (a typo's similar titles past
    // its courtesy) is not what is measured here.
    trustProxy: 'loopback',
    // Budgets are not what is measured here.
    rateLimits: createRateLimits({ factor: 1_000_000 }),
  });
  bench.defer(() => app.stop());
  const url = `${await app.listen(0, '127.0.0.1')}/graphql`;
  const api = buildSchema(readFileSync(schemaPath('api.graphql'), 'utf8'));
  const model = costModelOf(readFileSync(schemaPath('supergraph.graphql'), 'utf8'));

  const titles = await db.prisma.$queryRaw<{ title: string; slug: string }[]>`
    SELECT title, slug FROM jobs TABLESAMPLE SYSTEM (10) REPEATABLE (7) LIMIT 200`;
  const words = (title: string) => title.split(/\s+/).filter((w) => w.length > 3);
  const found = titles.map((t) => words(t.title).slice(0, 2).join(' ')).filter((q) => q.includes(' '));
  // A typo no title has whole, new each time (so no answer is remembered): a real word but its last two letters,
  // then two letters that count the requests.
  const firstWords = titles.flatMap((t) => words(t.title).slice(0, 1));
  const letters = 'bcdfghjklmnpqrstvwxz';
  const typo = (i: number) =>
    `${firstWords[i % firstWords.length]!.slice(0, -2)}${letters[i % 20]}${letters[Math.floor(i / 20) % 20]}`;
  const page = jobsPageQuery();
  const cards = 'edges { node { id slug title companyName place { name } type experienceLevel postedAt } }';
  const longTexts =
    'edges { node { id title description requirements responsibilities benefits skills education } }';

  interface Shape {
    name: string;
    query: string;
    variables: (i: number) => Record<string, unknown>;
  }
  const shapes: Shape[] = [
    { name: 'jobs page, no search', query: page.query, variables: () => page.variables(null) },
    {
      name: 'jobs page, a search found by its words',
      query: page.query,
      variables: (i) => page.variables(found[i % found.length]!),
    },
    {
      name: 'jobs page, a typo: similar titles',
      query: page.query,
      variables: (i) => page.variables(typo(i)),
    },
    {
      name: '20 job cards',
      query: `query Cards { jobs(first: 20, orderBy: NEWEST) { ${cards} } }`,
      variables: () => ({}),
    },
    {
      name: '100 job cards',
      query: `query Cards { jobs(first: 100, orderBy: NEWEST) { ${cards} } }`,
      variables: () => ({}),
    },
    {
      name: '10 jobs with their long texts',
      query: `query Texts { jobs(first: 10, orderBy: NEWEST) { ${longTexts} } }`,
      variables: () => ({}),
    },
    {
      name: 'a job page',
      query: `query Job($slug: String!) { job(slug: $slug) { id title description requirements skills
        postedBy { displayName company { name about website } } place { name } } }`,
      variables: (i) => ({ slug: titles[i % titles.length]!.slug }),
    },
    {
      name: "the tests' catalogue",
      query: `query Tests { tests(first: 20) { edges { node { id slug title summary durationMinutes participantsCount averageScore } } } }`,
      variables: () => ({}),
    },
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
    const cpuMs = (cpu.user + cpu.system) / 1000 / runs;
    const { p50, p95 } = latencySummary(times);
    rows.push([shape.name, String(cost), ms(p50), ms(p95), ms(cpuMs), ms((p50 / cost) * 100)]);
    bench.figure(shape.name, p50, 'ms');
  }
  const head = ['shape', 'cost', 'p50', 'p95', 'Node CPU', 'p50 per 100 cost'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  for (const row of [head, ...rows]) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
  if (logged.counts.size) console.log(`Logged: ${logged.counts.toString()}`);
}
await bench.end();
