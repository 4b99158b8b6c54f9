import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import { processRuns } from './processes.ts';

/** Replaces the database name in a PostgreSQL URL. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(withDatabase(serverUrl, 'postgres'));
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function databaseExists(url: string): Promise<boolean> {
  return withAdmin(url, async (c) => {
    const r = await c.query('select 1 from pg_database where datname = $1', [databaseName(url)]);
    return r.rowCount === 1;
  });
}

export async function createDatabase(url: string, template?: string): Promise<void> {
  await withAdmin(url, (c) =>
    c.query(
      `create database ${quoteIdent(databaseName(url))}${template ? ` template ${quoteIdent(template)}` : ''}`,
    ),
  );
}

export async function dropDatabase(url: string): Promise<void> {
  await withAdmin(url, (c) =>
    c.query(`drop database if exists ${quoteIdent(databaseName(url))} with (force)`),
  );
}

/** This machine, as a database name carries it: eight hex digits of its host name's hash. */
const machineTag = createHash('sha256').update(hostname()).digest('hex').slice(0, 8);

/**
 * A name for a database that belongs to this process alone (a test run's, the end-to-end server's), dropped when
 * the process is done: `{prefix}_{machine}_{process id}_{unique}`. A process killed before it could drop its
 * database leaves the name behind, and `dropAbandonedDatabases` finds it by the process it names.
 */
export function processDatabaseName(prefix: string): string {
  return `${prefix}_${machineTag}_${process.pid}_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
}

/**
 * Drops the databases `processDatabaseName(prefix)` named for processes of this machine that no longer run (a run
 * stopped by a kill, a terminal's interrupt that stopped PostgreSQL first), so that they do not pile up in a
 * checkout's cluster. Databases of running processes, and of other machines sharing the server, are left alone.
 * Gives the names dropped.
 */
export async function dropAbandonedDatabases(serverUrl: string, prefix: string): Promise<string[]> {
  const pattern = new RegExp(`^${prefix}_${machineTag}_(\\d+)_[0-9a-z]+$`);
  return withAdmin(serverUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [`${prefix}_${machineTag}_`],
    );
    const abandoned = rows
      .map((row) => row.datname)
      .filter((name) => {
        const pid = pattern.exec(name)?.[1];
        return pid !== undefined && !processRuns(Number(pid));
      });
    for (const name of abandoned) await c.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    return abandoned;
  });
}
