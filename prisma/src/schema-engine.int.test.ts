import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrationList, diffDatabaseToSchema, hasStatements, applyMigrations } from './schema-engine.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('migrations', () => {
  it('leave no drift between the migrated database and the Prisma schema', async () => {
    const sql = await diffDatabaseToSchema(db.url);
    expect(hasStatements(sql), sql).toBe(false);
  });

  it('are recorded, so applying them again does nothing', async () => {
    expect(await applyMigrations(db.url)).toEqual([]);
    const rows = await db.prisma.$queryRaw<{ migration_name: string }[]>`
      select migration_name from _prisma_migrations where finished_at is not null order by migration_name`;
    const folders = (await readMigrationList()).migrationDirectories.map((d) => d.path);
    expect(rows.map((r) => r.migration_name)).toEqual(folders);
  });

  it('a diff notices a schema the database lacks', async () => {
    await db.prisma.$executeRawUnsafe('alter table jobs drop column benefits');
    expect(hasStatements(await diffDatabaseToSchema(db.url))).toBe(true);
  });
});
