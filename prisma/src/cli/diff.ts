import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createDatabase,
  dropAbandonedDatabases,
  dropDatabase,
  processDatabaseName,
  withDatabase,
} from '../admin.ts';
import { migrationsDir } from '../paths.ts';
import { applyMigrations, diffDatabaseToSchema, hasStatements } from '../schema-engine.ts';
import { openDatabaseServer } from '../server.ts';

// Writes the next migration: the difference between a scratch database holding every existing migration and
// the Prisma schema. This needs no shadow database, which the WebAssembly engine cannot create by itself.
const { values } = parseArgs({ options: { name: { type: 'string' } } });
if (!values.name || !/^[a-z0-9_]+$/.test(values.name)) {
  console.error('Usage: pnpm db:diff --name <lower_snake_case_name>');
  process.exit(2);
}

const server = await openDatabaseServer();
await dropAbandonedDatabases(server.url, 'diff');
const scratch = withDatabase(server.url, processDatabaseName('diff'));
try {
  await createDatabase(scratch);
  await applyMigrations(scratch);
  const sql = await diffDatabaseToSchema(scratch);
  if (!hasStatements(sql)) {
    console.log('The migrations already match the Prisma schema; nothing written.');
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const folder = path.join(migrationsDir, `${stamp}_${values.name}`);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'migration.sql'), sql);
    console.log(`Wrote ${path.relative(process.cwd(), folder)}/migration.sql`);
  }
} finally {
  await dropDatabase(scratch);
  await server.stop();
}
