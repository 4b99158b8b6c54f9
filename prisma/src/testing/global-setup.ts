import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createDatabase,
  dropAbandonedDatabases,
  dropDatabase,
  processDatabaseName,
  withDatabase,
} from '../admin.ts';
import { startEmbeddedPostgres } from '../embedded.ts';
import { applyMigrations } from '../schema-engine.ts';
import { templateEnv } from './test-database.ts';

/**
 * Vitest global setup: a migrated template database, unique to this run, on the server named by DATABASE_URL
 * or else on an embedded PostgreSQL of the run's own (a temporary folder, a free port, a password of its own).
 * Test files clone it; it is dropped at the end.
 */
export default async function setup() {
  let serverUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  if (serverUrl) {
    // A run stopped by a kill left its databases on the server: dropped before this run makes its own.
    for (const prefix of ['test_template', 'test']) await dropAbandonedDatabases(serverUrl, prefix);
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), 'platform-test-pg-'));
    // Run as root, PostgreSQL runs as a `postgres` user, which must reach into mkdtemp's private folder.
    await chmod(dir, 0o755);
    const server = await startEmbeddedPostgres(path.join(dir, 'data'));
    serverUrl = server.adminUrl;
    stopServer = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const template = withDatabase(serverUrl, processDatabaseName('test_template'));
  await createDatabase(template);
  await applyMigrations(template);
  process.env[templateEnv] = template;
  return async () => {
    await dropDatabase(template);
    await stopServer();
  };
}
