import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { skillKey } from '@platform/rules/skills';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, processDatabaseName, withDatabase } from './admin.ts';
import { migrationsDir } from './paths.ts';
import { templateEnv } from './testing/test-database.ts';

// The migration that keys skills by the shared taxonomy, run over jobs, profiles and résumés saved before it.
const migrations = readdirSync(migrationsDir)
  .filter((name) => /^\d{14}_/.test(name))
  .sort();
const taxonomyMigration = migrations.find((name) => name.endsWith('_skill_taxonomy'))!;
const sqlOf = (name: string) => readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8');

let url: string;
let client: pg.Client;

beforeAll(async () => {
  url = withDatabase(process.env[templateEnv]!, processDatabaseName('test'));
  await createDatabase(url);
  client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const name of migrations.slice(0, migrations.indexOf(taxonomyMigration)))
    await client.query(sqlOf(name));
});
afterAll(async () => {
  await client.end();
  await dropDatabase(url);
});

async function user(name: string) {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO users (id, display_name, roles) VALUES (gen_random_uuid(), $1, '{JOB_SEEKER}') RETURNING id`,
    [name],
  );
  return rows[0]!.id;
}

const job = ['React.js', 'C#', 'ری‌اکت', 'Klingon  Grammar'];
const profile = ['node js', 'C++', 'C', 'پستگرس'];
const resume = [
  ['ReactJS', 'UI design'],
  ['طراحی رابط کاربری', 'Go'],
];
const keysOf = (names: string[]) => [...new Set(names.map(skillKey))].sort();

describe('the skill taxonomy migration', () => {
  it('keys every saved skill as the subgraphs key it now', async () => {
    await client.query(
      `INSERT INTO jobs (id, slug, language, title, company_name, place_id, type, experience_level, description, skills)
       VALUES (gen_random_uuid(), 'skilled', 'fa', 'توسعه‌دهنده', 'شرکت', 'tehran', 'FULL_TIME', 'MID',
         'توضیحات آگهی به اندازه کافی بلند برای آزمون', $1)`,
      [job],
    );
    const owner = await user('collaborator');
    await client.query(
      `INSERT INTO collaborator_profiles (id, user_id, slug, display_name, expertise, skills, years_of_experience,
         availability, remote, languages, skill_keys)
       VALUES (gen_random_uuid(), $1, 'skilled', 'Skilled', '{BACKEND}', $2, 3, 'AVAILABLE', true, '{}', '{}')`,
      [owner, profile],
    );
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO resumes (id, user_id) VALUES (gen_random_uuid(), $1) RETURNING id`,
      [await user('applicant')],
    );
    for (const [index, skills] of resume.entries())
      await client.query(`INSERT INTO resume_versions (resume_id, locale, document) VALUES ($1, $2, $3)`, [
        rows[0]!.id,
        ['en', 'fa'][index],
        { fullName: 'X', skills },
      ]);

    await client.query('BEGIN');
    await client.query(sqlOf(taxonomyMigration));
    await client.query('COMMIT');

    const keys = async (table: string) =>
      (
        await client.query<{ keys: string[] }>(`SELECT skill_keys AS keys FROM ${table}`)
      ).rows[0]!.keys.sort();
    expect(await keys('jobs')).toEqual(keysOf(job));
    expect(await keys('jobs')).toEqual(['c#', 'klingongrammar', 'react']);
    expect(await keys('collaborator_profiles')).toEqual(keysOf(profile));
    expect(await keys('resumes')).toEqual(keysOf(resume.flat()));
  });
});
