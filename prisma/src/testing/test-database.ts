import { createDatabase, dropDatabase, processDatabaseName, withDatabase } from '../admin.ts';
import { createPrisma, type QueryEvent } from '../client.ts';

/** Set by the test run's global setup: the server's URL and the migrated template database. */
export const templateEnv = 'TEST_TEMPLATE_DATABASE_URL';

export interface TestDatabase {
  url: string;
  prisma: ReturnType<typeof createPrisma>;
  /** SQL statements issued since the last `resetQueries()`: the N+1 guard. */
  queries: QueryEvent[];
  resetQueries(): void;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file, cloned from the migrated template (fast: no migrations run), so
 * that tests never share rows and files run in parallel.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = process.env[templateEnv];
  if (!template)
    throw new Error(`${templateEnv} is not set: run tests through the workspace's vitest config`);
  const name = processDatabaseName('test');
  const url = withDatabase(template, name);
  await createDatabase(url, new URL(template).pathname.slice(1));
  const queries: QueryEvent[] = [];
  const prisma = createPrisma(url, { onQuery: (q) => queries.push(q), max: 4 });
  return {
    url,
    prisma,
    queries,
    resetQueries: () => {
      queries.length = 0;
    },
    drop: async () => {
      await prisma.$disconnect();
      await dropDatabase(url);
    },
  };
}
