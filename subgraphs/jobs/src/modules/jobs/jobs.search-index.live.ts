import { randomUUID } from 'node:crypto';
import { databaseUrlOf, type Prisma } from '@platform/db';
import { coalescedRunner } from '@platform/subgraph-kit/background';
import pg from 'pg';
import { JobSearchIndex, maxRecent, type IndexedJobRow } from './jobs.search-index.ts';

/**
 * Keeps a server's in-memory job search index (jobs.search-index.ts) current with the database. The index is
 * loaded from one snapshot and then follows PostgreSQL's NOTIFY on `jobs_search`, which a statement trigger on
 * jobs sends on commit with the ids that changed (or '*' for a bulk change: load everything again). Searches use
 * the index only while it is current (`searchIndexOf`); before the first load, during a reload or while the
 * LISTEN connection is down they run in PostgreSQL as before, which always answers the same.
 */

const channel = 'jobs_search';
/** Rows read per round trip while loading; the server answers other requests between them. */
const loadBatch = 10_000;
/** A barrier that isn't answered within this is a broken LISTEN connection: searches go to PostgreSQL. */
const syncTimeoutMs = 5_000;

const columns = `
  id::text AS id,
  slug,
  language,
  title,
  company_name AS "companyName",
  posted_by_id::text AS "postedById",
  (extract(epoch FROM posted_at) * 1000)::float8 AS "postedAt",
  (extract(epoch FROM expires_at) * 1000)::float8 AS "expiresAt",
  permanent,
  type::text AS type,
  experience_level::text AS "experienceLevel",
  location,
  salary_min_rials::float8 AS "salaryMinRials",
  salary_max_rials::float8 AS "salaryMaxRials",
  coalesce(skills, '{}') AS skills,
  coalesce(array_to_string(tsvector_to_array(search_vector), ' '), '') AS words,
  coalesce(search_head::text, '') AS head`;

export interface JobSearchIndexHandle {
  /** Resolves when the first load is done (benchmarks, tests); searches don't wait for it. */
  ready: Promise<void>;
  /** Resolves when every change committed before the call is in the index. */
  sync(): Promise<void>;
  /** The current index, or null while it isn't (loading, reloading, not listening). */
  current(): JobSearchIndex | null;
  stop(): Promise<void>;
}

/** The index of each database client, and how many servers of this process share it (in-process gateways). */
const running = new WeakMap<Prisma, { handle: JobSearchIndexHandle; users: number }>();

/** The in-memory index of this database client's server, when it has one and it is current. */
export function searchIndexOf(prisma: Prisma): JobSearchIndex | null {
  return running.get(prisma)?.handle.current() ?? null;
}

/**
 * After this server changed jobs: its next search sees the change, in the index as in PostgreSQL. Other
 * servers see it once their LISTEN connection delivers it (milliseconds).
 */
export async function syncSearchIndex(prisma: Prisma): Promise<void> {
  await running.get(prisma)?.handle.sync();
}

type Pending = { ids: Set<string>; all: boolean; syncs: (() => void)[] };

/**
 * Starts the index of a server's database client: listens, loads, and follows changes until stopped. Servers of
 * one process that share a client share its index; it stops with the last of them.
 */
export async function startJobSearchIndex(options: {
  prisma: Prisma;
  log?: (message: string, error?: unknown) => void;
}): Promise<JobSearchIndexHandle> {
  let entry = running.get(options.prisma);
  if (entry) entry.users++;
  else {
    entry = { handle: await startIndex(options), users: 1 };
    running.set(options.prisma, entry);
  }
  const shared = entry;
  let stopped = false;
  return {
    ...shared.handle,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (--shared.users === 0) await shared.handle.stop();
    },
  };
}

async function startIndex(options: {
  prisma: Prisma;
  log?: (message: string, error?: unknown) => void;
}): Promise<JobSearchIndexHandle> {
  const { prisma } = options;
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const url = databaseUrlOf(prisma);
  // Connections of its own: loading is not a request's work and must not count in tests' query counts.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', (error) => {
    if (!stopped) log('Search index connection failed', error);
  });
  let stopped = false;
  let index: JobSearchIndex | null = null;
  let current = false;
  let listener: pg.Client | null = null;
  let pending: Pending = { ids: new Set(), all: true, syncs: [] };
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  async function load(): Promise<JobSearchIndex> {
    const client = await pool.connect();
    try {
      // One snapshot: a change committed after it is notified to the listener, which started first.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await client.query(
        `DECLARE published NO SCROLL CURSOR FOR SELECT ${columns} FROM jobs
         WHERE status = 'PUBLISHED' ORDER BY posted_at DESC, id DESC`,
      );
      const builder = JobSearchIndex.builder();
      for (;;) {
        const { rows } = await client.query<IndexedJobRow>(`FETCH ${loadBatch} FROM published`);
        for (const row of rows) builder.add(row);
        if (rows.length < loadBatch) break;
      }
      await client.query('COMMIT');
      return builder.finish();
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async function readRows(ids: string[]): Promise<Map<string, IndexedJobRow>> {
    const { rows } = await pool.query<IndexedJobRow>(
      `SELECT ${columns} FROM jobs WHERE id = ANY($1::uuid[]) AND status = 'PUBLISHED'`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** Applies what was notified, in order; a barrier is answered once everything notified before it is in. */
  async function follow(): Promise<number> {
    let applied = 0;
    while (!stopped && (pending.all || pending.ids.size || pending.syncs.length)) {
      const { ids, all, syncs } = pending;
      pending = { ids: new Set(), all: false, syncs: [] };
      if (all || !index) {
        current = false;
        index = await load();
      } else if (ids.size) {
        const rows = await readRows([...ids]);
        for (const id of ids) index.apply(id, rows.get(id) ?? null);
        if (index.changes > maxRecent) pending.all = true;
      }
      // A fresh load serves only once it has caught up with what was notified while it read, and not at all when
      // a bulk change came meanwhile (its snapshot is older).
      if (!current && listener && !pending.all && !pending.ids.size) {
        current = true;
        resolveReady();
      }
      applied += ids.size;
      for (const done of syncs) done();
    }
    return applied;
  }
  const follower = coalescedRunner(follow, (error) => {
    // The index may have missed a change: PostgreSQL answers until a full load succeeds.
    current = false;
    pending.all = true;
    log('Search index could not follow the jobs; searching in PostgreSQL until it reloads', error);
  });

  function notified(payload: string) {
    if (payload === '*') {
      // A bulk change: the index is stale at once, and loads again.
      current = false;
      pending.all = true;
    } else if (payload.startsWith('sync:')) {
      const waiter = waiters.get(payload.slice(5));
      if (waiter) pending.syncs.push(waiter);
    } else {
      for (const id of payload.split(',')) if (id) pending.ids.add(id);
    }
    void follower.wake();
  }

  const waiters = new Map<string, () => void>();
  async function listen() {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => notified(message.payload ?? ''));
    client.on('error', (error) => {
      if (stopped) return;
      log('Search index lost its LISTEN connection; searching in PostgreSQL until it is back', error);
      listener = null;
      current = false;
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (stopped) {
        await client.end();
        return;
      }
      listener = client;
      // What changed while nobody listened is unknown: everything is read again.
      pending.all = true;
      void follower.wake();
    } catch (error) {
      await client.end().catch(() => {});
      if (!stopped) log('Search index cannot LISTEN yet; searching in PostgreSQL', error);
    }
  }
  let connecting: Promise<void> | null = null;
  const reconnect = () =>
    (connecting ??= listen().finally(() => {
      connecting = null;
    }));
  // Reconnects, and retries a load that failed.
  const timer = setInterval(() => {
    if (stopped) return;
    if (!listener) void reconnect();
    else if (pending.all) void follower.wake();
  }, 2_000);
  timer.unref();
  await reconnect();

  const handle: JobSearchIndexHandle = {
    ready,
    current: () => (current ? index : null),
    async sync() {
      if (!listener || stopped) return;
      const token = randomUUID();
      const done = new Promise<boolean>((resolve) => waiters.set(token, () => resolve(true)));
      try {
        await pool.query('SELECT pg_notify($1, $2)', [channel, `sync:${token}`]);
        const answered = await Promise.race([
          done,
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), syncTimeoutMs).unref()),
        ]);
        if (!answered) {
          log('Search index did not follow its own notification; searching in PostgreSQL until it reloads');
          current = false;
          pending.all = true;
          void follower.wake();
        }
      } finally {
        waiters.delete(token);
      }
    },
    async stop() {
      stopped = true;
      running.delete(prisma);
      clearInterval(timer);
      await follower.stop();
      if (connecting) await connecting;
      await listener?.end().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
  return handle;
}
