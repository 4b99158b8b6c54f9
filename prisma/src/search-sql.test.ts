import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from './paths.ts';

const searchSql = readFileSync(fileURLToPath(new URL('../sql/search.sql', import.meta.url)), 'utf8');

describe('prisma/sql/search.sql', () => {
  it('is what the newest migration that defines search functions applies, verbatim', () => {
    const newest = readdirSync(migrationsDir)
      .filter((name) => /^\d{14}_/.test(name))
      .sort()
      .map((name) => readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8'))
      .filter((sql) => /CREATE (OR REPLACE )?FUNCTION (search_|jobs_search_)/.test(sql))
      .at(-1);
    expect(newest).toContain(searchSql);
  });
});
