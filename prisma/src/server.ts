import path from 'node:path';
import { createDatabase, databaseExists, withDatabase } from './admin.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { dataDir } from './paths.ts';

export interface DatabaseServer {
  /** URL of the application database. */
  url: string;
  /** True when the database is the embedded PostgreSQL of this checkout. */
  embedded: boolean;
  stop(): Promise<void>;
}

/** The folder of this checkout's embedded cluster. */
export const embeddedClusterDir = path.join(dataDir, 'postgres');

/** `EMBEDDED_PG_PORT` as a port number; unset or empty, undefined. */
function askedPort(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`EMBEDDED_PG_PORT=${value} is not a port number`);
  }
  return port;
}

/**
 * The database the product runs on: `DATABASE_URL` when set (created if it does not exist yet), otherwise the
 * embedded PostgreSQL of this checkout, kept under `.data/postgres` at the repository root (on the port it
 * recorded there, or `EMBEDDED_PG_PORT`).
 */
export async function openDatabaseServer(
  env: { DATABASE_URL?: string | undefined; EMBEDDED_PG_PORT?: string | undefined } = process.env,
): Promise<DatabaseServer> {
  if (env.DATABASE_URL) {
    const url = env.DATABASE_URL;
    if (!(await databaseExists(url))) await createDatabase(url);
    return { url, embedded: false, stop: async () => {} };
  }
  const server = await startEmbeddedPostgres(embeddedClusterDir, {
    port: askedPort(env.EMBEDDED_PG_PORT),
    log: (line) => console.log(line),
  });
  const url = withDatabase(server.adminUrl, 'platform');
  if (!(await databaseExists(url))) await createDatabase(url);
  return { url, embedded: true, stop: server.stop };
}
