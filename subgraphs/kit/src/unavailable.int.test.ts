import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskError } from './errors.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** What a resolver's failure looks like to the error formatter, for a real PostgreSQL error with this code. */
async function failureWith(code: string, message: string) {
  const error = await db.prisma
    .$executeRawUnsafe(`DO $$ BEGIN RAISE EXCEPTION '${message}' USING ERRCODE = '${code}'; END $$`)
    .catch((e: unknown) => e);
  const graphqlError = new GraphQLError('failed', { originalError: error as Error, path: ['jobs'] });
  return { formatted: { message: 'failed', path: ['jobs'] }, original: graphqlError };
}

describe('a database that is going away or coming back', () => {
  it('is SERVICE_UNAVAILABLE, not a masked fault, when PostgreSQL refuses while shutting down or starting up', async () => {
    for (const message of ['the database system is shutting down', 'the database system is starting up']) {
      const { formatted, original } = await failureWith('57P03', message);
      const logged: string[] = [];
      const masked = maskError(formatted, original, { log: (m) => logged.push(m) });
      expect(masked.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect(logged).toEqual([]);
    }
  });

  it('leaves any other database error masked and logged', async () => {
    const { formatted, original } = await failureWith('22012', 'division by zero');
    const logged: string[] = [];
    const masked = maskError(formatted, original, { log: (m) => logged.push(m) });
    expect(masked.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(logged).toHaveLength(1);
  });
});
