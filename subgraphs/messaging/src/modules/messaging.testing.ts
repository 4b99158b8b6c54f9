import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import type { Identity, Role } from '@platform/subgraph-kit/identity';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { nodesGraph } from '@platform/subgraph-kit/testing/graph';
import { afterAll, beforeAll, expect } from 'vitest';
import { schema } from '../schema.ts';

/**
 * What messaging's module tests share: a database of the test file's own, fresh people, and the schema run as
 * one of them, with the rest of the graph answering that every user and job a test names exists (as accounts
 * and jobs would).
 */
export function messagingTests() {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());
  const database = () => db!;

  /** A fresh user per test, so that no test sees another's conversations. */
  async function person(name: string, roles: Role[] = ['JOB_SEEKER']): Promise<Identity> {
    const user = await database().prisma.user.create({
      data: { displayName: name, roles, registeredAt: new Date() },
    });
    return { userId: user.id, sessionId: 'session', roles, registered: true };
  }

  const run = <T>(query: string, variables: Record<string, unknown> = {}, viewer?: Identity) =>
    executeSubgraph<T>(schema, database().prisma, query, variables, {
      viewer,
      graph: nodesGraph(() => true),
    });

  async function data<T>(query: string, variables: Record<string, unknown>, viewer?: Identity) {
    const result = await run<T>(query, variables, viewer);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }

  return { database, person, run, data };
}
