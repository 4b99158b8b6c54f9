import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from './paths.ts';

/** Each file of SQL functions in prisma/sql, and what names the functions it defines. */
const files: [file: string, defines: RegExp][] = [
  ['search.sql', /CREATE (OR REPLACE )?FUNCTION (search_|jobs_search_)/],
  ['analytics.sql', /CREATE (OR REPLACE )?FUNCTION analytics_/],
];

describe.each(files)('prisma/sql/%s', (file, defines) => {
  it('is what the newest migration that defines its functions applies, verbatim', () => {
    const sql = readFileSync(fileURLToPath(new URL(`../sql/${file}`, import.meta.url)), 'utf8');
    const newest = readdirSync(migrationsDir)
      .filter((name) => /^\d{14}_/.test(name))
      .sort()
      .map((name) => readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8'))
      .filter((migration) => defines.test(migration))
      .at(-1);
    expect(newest).toContain(sql);
  });
});
