import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, processDatabaseName, withDatabase } from './admin.ts';
import { migrationsDir } from './paths.ts';
import { templateEnv } from './testing/test-database.ts';

// The migration that turned the languages profiles named in words into codes, run over profiles saved before it.
const migrations = readdirSync(migrationsDir)
  .filter((name) => /^\d{14}_/.test(name))
  .sort();
const codesMigration = migrations.find((name) => name.endsWith('_collaborator_language_codes'))!;
const sqlOf = (name: string) => readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8');

let url: string;
let client: pg.Client;

beforeAll(async () => {
  url = withDatabase(process.env[templateEnv]!, processDatabaseName('test'));
  await createDatabase(url);
  client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const name of migrations.slice(0, migrations.indexOf(codesMigration))) await client.query(sqlOf(name));
});
afterAll(async () => {
  await client.end();
  await dropDatabase(url);
});

async function profile(slug: string, languages: string[]) {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO users (id, display_name, roles) VALUES (gen_random_uuid(), $1, '{JOB_SEEKER}') RETURNING id`,
    [slug],
  );
  await client.query(
    `INSERT INTO collaborator_profiles (id, user_id, slug, display_name, expertise, skills, years_of_experience,
       availability, remote, languages, skill_keys)
     VALUES (gen_random_uuid(), $1, $2, $2, '{BACKEND}', '{}', 3, 'AVAILABLE', true, $3, '{}')`,
    [rows[0]!.id, slug, languages],
  );
}

describe('the language codes migration', () => {
  it('turns each name into its code, in any of the three languages and letters, once, in the order named', async () => {
    await profile('persian', ['فارسی', 'English', 'ترکی آذربایجانی']);
    await profile('arabic-letters', ['فارسي', ' english ', 'فارسی']);
    await profile('azerbaijani', ['Azərbaycan dili', 'Русский', 'Türkçe', 'İngilis dili']);
    await profile('unknown', ['Klingon', 'German']);
    await profile('none', []);
    await client.query('BEGIN');
    await client.query(sqlOf(codesMigration));
    await client.query('COMMIT');
    const { rows } = await client.query<{ slug: string; languages: string[] }>(
      'SELECT slug, languages FROM collaborator_profiles ORDER BY slug',
    );
    expect(Object.fromEntries(rows.map((r) => [r.slug, r.languages]))).toEqual({
      'arabic-letters': ['fa', 'en'],
      azerbaijani: ['az', 'ru', 'tr', 'en'],
      none: [],
      persian: ['fa', 'en', 'az'],
      unknown: ['de'],
    });
  });
});
