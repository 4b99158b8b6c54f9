import path from 'node:path';
import { createDatabase, databaseExists, withDatabase } from './admin.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { dataDir } from './paths.ts';

export interface DatabaseServer {
  /** URL of the application database. */
  url: string;
  /** True when this process started an embedded PostgreSQL. */
  embedded: boolean;
  stop(): Promise<void>;
}

export const defaultEmbeddedPort = 54329;

/**
 * The database the product runs on: `DATABASE_URL` when set (created if it does not exist yet), otherwise an
 * embedded PostgreSQL kept under `.data/postgres` at the repository root.
 */
export async function openDatabaseServer(
  env: { DATABASE_URL?: string | undefined; EMBEDDED_PG_PORT?: string | undefined } = process.env,
): Promise<DatabaseServer> {
  if (env.DATABASE_URL) {
    const url = env.DATABASE_URL;
    if (!(await databaseExists(url))) await createDatabase(url);
    return { url, embedded: false, stop: async () => {} };
  }
  const port = Number(env.EMBEDDED_PG_PORT ?? defaultEmbeddedPort);
  const server = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), port);
  const url = withDatabase(server.adminUrl, 'platform');
  if (!(await databaseExists(url))) await createDatabase(url);
  return { url, embedded: true, stop: server.stop };
}
