/**
 * Job search benchmark (a script that prints figures, not a test).
 *
 *   pnpm --filter @platform/subgraph-jobs bench:search [--jobs 200000] [--requests 400] [--clients 4] [--fresh]
 *     [--only 'subgraph cold']
 *
 * Uses DATABASE_URL's server or the embedded PostgreSQL; keeps its data in a database of its own
 * (`bench_jobs_<count>`) so that later runs skip the seeding (`--fresh` starts it again, e.g. after a migration
 * changed how jobs are indexed). Prints p50/p95 of multi-term and of the most
 * common single-term searches, at the subgraph (schema executed in-process) and through the gateway (HTTP).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { createPrisma } from '@platform/db';
import { createDatabase, databaseExists, dropDatabase, withDatabase } from '@platform/db/admin';
import { applyMigrations } from '@platform/db/migrations';
import { seedGeneratedJobs } from '@platform/db/seed';
import { openDatabaseServer } from '@platform/db/server';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { createApp } from '@platform/gateway/app';
import { isStopword } from '@platform/rules/search-text';
import { forgetSearches } from '../src/modules/jobs/jobs.search-cache.ts';
import { startJobSearchIndex } from '../src/modules/jobs/jobs.search-index.live.ts';
import { schema } from '../src/schema.ts';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '200000' },
    requests: { type: 'string', default: '400' },
    clients: { type: 'string', default: '4' },
    fresh: { type: 'boolean', default: false },
    // Runs only the measurements whose label contains this, e.g. 'subgraph cold multi-term'.
    only: { type: 'string', default: '' },
    // Searches in PostgreSQL only, without the server's in-memory index (to compare).
    'no-index': { type: 'boolean', default: false },
  },
});
const jobCount = Number(values.jobs);
const requests = Number(values.requests);
const clients = Number(values.clients);

const server = await openDatabaseServer();
const url = withDatabase(server.url, `bench_jobs_${jobCount}`);
if (values.fresh) await dropDatabase(url);
if (!(await databaseExists(url))) await createDatabase(url);
// A migration that rewrote every job leaves dead rows and a long GIN pending list: clean up as autovacuum would.
const migrated = await applyMigrations(url);
const prisma = createPrisma(url, { max: clients + 2 });
const existing = await prisma.job.count();
if (migrated.length && existing) await prisma.$executeRawUnsafe('VACUUM ANALYZE jobs');
if (existing < jobCount) {
  const started = performance.now();
  console.log(`Seeding ${jobCount - existing} generated jobs…`);
  await seedGeneratedJobs(prisma, jobCount - existing, { seed: 1 + existing });
  await prisma.$executeRawUnsafe('VACUUM ANALYZE jobs');
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

// The most common word that a search would keep (stopwords such as «به» or "the" are dropped from queries).
const common = (
  await prisma.$queryRaw<{ word: string; ndoc: number }[]>`
    SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM jobs') ORDER BY ndoc DESC LIMIT 50`
).find((w) => !isStopword(w.word) && /\p{L}/u.test(w.word));
const sample = await prisma.$queryRaw<{ title: string; location: string; skills: string[] }[]>`
  SELECT title, location, skills FROM jobs TABLESAMPLE SYSTEM (1) REPEATABLE (7) LIMIT 200`;
// Searches of other jobs' titles, run before measuring so that the server is as warm as a running one (its
// connections, caches and compiled code), without having read the measured searches' own pages.
const warmUp = await prisma.$queryRaw<{ title: string }[]>`
  SELECT title FROM jobs TABLESAMPLE SYSTEM (1) REPEATABLE (8) LIMIT 200`;
const titleWords = (title: string) => title.split(/\s+/).filter((w) => w.length > 1);
// Broad: two words of a title ("برنامه‌نویس فول‌استک"), which thousands of the generated jobs share.
const twoTitleWords = (title: string) => titleWords(title).slice(0, 2).join(' ');
const multiTerm = sample.map((t) => twoTitleWords(t.title)).filter((q) => q.includes(' '));
// Selective, as people narrow a search: a title word with a skill or a city ("برنامه‌نویس Kafka", "DevOps تبریز").
const selective = sample.map((t, i) =>
  [titleWords(t.title)[0], i % 2 ? t.location : (t.skills[i % t.skills.length] ?? t.location)].join(' '),
);

/**
 * Search traffic repeats: a few searches are very common and most are rare. Requests draw from the list with
 * Zipf's law (s = 1), as search logs show, instead of cycling through it.
 */
function zipf(list: string[], count: number): string[] {
  const weights = list.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let state = 42;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    let r = random() * total;
    for (let i = 0; i < list.length; i++) if ((r -= weights[i]!) <= 0) return list[i]!;
    return list.at(-1)!;
  });
}

const query = /* GraphQL */ `
  query ($search: String!) {
    jobs(search: $search, first: 20) {
      totalCount
      totalCountIsExact
      matchedBy
      edges {
        node {
          id
          slug
          title
          companyName
          location
          salary {
            minRials
            maxRials
          }
          postedAt
          type
        }
      }
    }
  }
`;

/**
 * CPU time (ms) used so far by this machine's PostgreSQL processes, from /proc (Linux); null elsewhere. Latency
 * with four clients on two cores swings by a fifth between runs; the CPU a search costs is steadier.
 */
function postgresCpuMs(): number | null {
  try {
    const tick = 1000 / 100; // USER_HZ
    let total = 0;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const close = stat.lastIndexOf(')');
        if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
        const fields = stat.slice(close + 2).split(' ');
        total += (Number(fields[11]) + Number(fields[12])) * tick; // utime, stime
      } catch {
        // The process ended meanwhile.
      }
    }
    return total;
  } catch {
    return null;
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * `cold`: every request misses the search cache (as if each search were new); otherwise requests draw from the
 * list as real traffic would (`zipf`) and hit the cache when a search repeats within its few seconds.
 */
async function measure(
  label: string,
  searches: string[],
  run: (search: string) => Promise<void>,
  { cold }: { cold: boolean },
) {
  if (!label.includes(values.only)) return;
  for (const s of searches.slice(0, 10)) await run(s); // warm up
  const order = cold ? searches : zipf(searches, requests);
  const times: number[] = [];
  let next = 0;
  const cpu = process.cpuUsage();
  const pgBefore = postgresCpuMs();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests) {
        const search = order[next++ % order.length]!;
        if (cold) forgetSearches(prisma);
        const t0 = performance.now();
        await run(search);
        times.push(performance.now() - t0);
      }
    }),
  );
  // This process's CPU per request (the schema, or the gateway and its HTTP client); PostgreSQL's is not in it.
  const used = process.cpuUsage(cpu);
  const nodeMs = (used.user + used.system) / 1000 / times.length;
  const pgAfter = postgresCpuMs();
  const pgMs = pgBefore == null || pgAfter == null ? null : (pgAfter - pgBefore) / times.length;
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(48)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95)
      .toFixed(1)
      .padStart(
        6,
      )} ms   node ${nodeMs.toFixed(1).padStart(4)} ms/request   PostgreSQL ${pgMs == null ? '?' : pgMs.toFixed(1).padStart(4)} ms/request   (${times.length} requests, ${clients} clients)`,
  );
}

const atSubgraph = async (search: string) => {
  const result = await executeSubgraph(schema, prisma, query, { search });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
};

/** What the jobs page asks besides the results: the filter panel's counts for the same search. */
const pageQuery = /* GraphQL */ `
  query ($search: String!) {
    jobs(search: $search, first: 20) {
      totalCount
      edges {
        node {
          id
          title
        }
      }
      facets {
        types {
          value
          count
        }
        experienceLevels {
          value
          count
        }
        locations {
          value
          count
        }
        postedWithin {
          value
          count
        }
        exact
      }
    }
  }
`;
const pageAtSubgraph = async (search: string) => {
  const result = await executeSubgraph(schema, prisma, pageQuery, { search });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
};

// The server's in-memory index, as a running server has it; the gateway below shares it (same client).
const searchIndex = values['no-index'] ? null : await startJobSearchIndex({ prisma });
if (searchIndex) {
  const started = performance.now();
  const heap = process.memoryUsage();
  await searchIndex.ready;
  const after = process.memoryUsage();
  console.log(
    `In-memory index of ${searchIndex.current()!.size.jobs} jobs loaded in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `memory +${((after.heapUsed - heap.heapUsed) / 2 ** 20).toFixed(0)} MB heap, +${((after.arrayBuffers - heap.arrayBuffers) / 2 ** 20).toFixed(0)} MB arrays`,
  );
}
const app = await createApp({ prisma, searchIndex: false });
const base = await app.listen(0, '127.0.0.1');
const throughGateway = async (search: string) => {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fa' },
    body: JSON.stringify({ query, variables: { search } }),
  });
  const body = (await response.json()) as { errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
};

const total = await prisma.job.count();
console.log(
  `\n${total} jobs; most common word "${common?.word}" in ${common?.ndoc} jobs; ${multiTerm.length} broad multi-term queries, e.g. ${multiTerm
    .slice(0, 3)
    .map((q) => `"${q}"`)
    .join(', ')}; selective ones, e.g. ${selective
    .slice(0, 3)
    .map((q) => `"${q}"`)
    .join(', ')}\n`,
);
// Otherwise the first mix measured pays for the warming up, slower than the same searches measured later.
await Promise.all(
  Array.from({ length: clients }, async (_, c) => {
    for (let i = c; i < warmUp.length; i += clients) {
      forgetSearches(prisma);
      const search = twoTitleWords(warmUp[i]!.title);
      await atSubgraph(search);
      await throughGateway(search);
    }
  }),
);
for (const cold of [true, false]) {
  const mode = cold ? 'cold' : 'repeat';
  for (const [where, run] of [
    ['subgraph', atSubgraph],
    ['gateway ', throughGateway],
  ] as const) {
    await measure(`${where} ${mode} multi-term, broad`, multiTerm, run, { cold });
    await measure(`${where} ${mode} multi-term, selective`, selective, run, { cold });
    await measure(`${where} ${mode} common term "${common?.word}"`, [common!.word], run, { cold });
  }
}
await measure('subgraph cold jobs page (facets too), broad', multiTerm, pageAtSubgraph, { cold: true });

await app.stop();
await searchIndex?.stop();
await prisma.$disconnect();
await server.stop();
