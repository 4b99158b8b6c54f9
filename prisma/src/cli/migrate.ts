import { openDatabaseServer } from '../server.ts';
import { applyMigrations } from '../schema-engine.ts';

const server = await openDatabaseServer();
try {
  const applied = await applyMigrations(server.url);
  console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await server.stop();
}
