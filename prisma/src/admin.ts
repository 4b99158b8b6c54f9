import pg from 'pg';

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
