import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, processDatabaseName, withDatabase } from './admin.ts';
import { migrationsDir } from './paths.ts';
import { templateEnv } from './testing/test-database.ts';

// The migration that turned free-text locations into places, run over jobs written before it.
const migrations = readdirSync(migrationsDir)
  .filter((name) => /^\d{14}_/.test(name))
  .sort();
const placesMigration = migrations.find((name) => name.endsWith('_places'))!;
const sqlOf = (name: string) => readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8');

let url: string;
let client: pg.Client;

beforeAll(async () => {
  url = withDatabase(process.env[templateEnv]!, processDatabaseName('test'));
  await createDatabase(url);
  client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const name of migrations.slice(0, migrations.indexOf(placesMigration)))
    await client.query(sqlOf(name));
});
afterAll(async () => {
  await client.end();
  await dropDatabase(url);
});

const insertJob = (slug: string, location: string) =>
  client.query(
    `INSERT INTO jobs (id, slug, language, title, company_name, location, type, experience_level, description)
     VALUES (gen_random_uuid(), $1, 'en', 'Engineer', 'Co', $2, 'FULL_TIME', 'MID', 'Build things')`,
    [slug, location],
  );

describe('the places migration', () => {
  it('maps each free-text location to its place, whatever its language, spacing or case', async () => {
    const written: [string, string][] = [
      ['fa', 'تهران'],
      ['en', 'Tehran '],
      ['lower', 'tehran'],
      ['arabic-keyboard', 'كرج'],
      ['az', 'Bakı'],
      ['remote-fa', 'دورکاری'],
      ['remote-en', 'Remote'],
      ['with-country', 'Tabriz, Iran'],
      ['with-district', 'تهران - ونک'],
      ['province', 'Fars'],
      // Jobs the demo data of earlier versions placed in the neighbours' cities.
      ['neighbour', 'Dubai, UAE'],
      ['neighbour-fa', 'استانبول'],
    ];
    for (const [slug, location] of written) await insertJob(slug, location);
    await client.query('BEGIN');
    await client.query(sqlOf(placesMigration));
    await client.query('COMMIT');
    const { rows } = await client.query<{ slug: string; place_id: string }>(
      'SELECT slug, place_id FROM jobs ORDER BY slug',
    );
    expect(Object.fromEntries(rows.map((r) => [r.slug, r.place_id]))).toEqual({
      fa: 'tehran',
      en: 'tehran',
      lower: 'tehran',
      'arabic-keyboard': 'karaj',
      az: 'baku',
      'remote-fa': 'remote',
      'remote-en': 'remote',
      'with-country': 'tabriz',
      'with-district': 'tehran',
      province: 'shiraz',
      neighbour: 'dubai',
      'neighbour-fa': 'istanbul',
    });
    // The place's names in every language are search words of the job.
    const { rows: words } = await client.query<{ head: string }>(
      `SELECT search_head::text AS head FROM jobs WHERE slug = 'en'`,
    );
    expect(words[0]!.head).toMatch(/'tehran'.*'تهران'/);
  });
});

describe('the places migration over text that names no place', () => {
  it('stops, naming the text', async () => {
    const other = withDatabase(process.env[templateEnv]!, processDatabaseName('test'));
    await createDatabase(other);
    const c = new pg.Client({ connectionString: other });
    await c.connect();
    try {
      for (const name of migrations.slice(0, migrations.indexOf(placesMigration))) await c.query(sqlOf(name));
      await c.query(
        `INSERT INTO jobs (id, slug, language, title, company_name, location, type, experience_level, description)
         VALUES (gen_random_uuid(), 'x', 'en', 'Engineer', 'Co', 'Atlantis', 'FULL_TIME', 'MID', 'Build things')`,
      );
      await expect(c.query(`BEGIN; ${sqlOf(placesMigration)}`)).rejects.toThrow(/'Atlantis'/);
    } finally {
      await c.end();
      await dropDatabase(other);
    }
  });
});
