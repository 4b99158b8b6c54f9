import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import type { Identity, Role } from '@platform/subgraph-kit/identity';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { nodesGraph } from '@platform/subgraph-kit/testing/graph';
import { afterAll, beforeAll, expect } from 'vitest';
import { schema } from '../schema.ts';

/** What the collaborators module tests share: a database of the file's own, people to act as, the schema run as one. */
export function collaboratorsTests() {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());
  const database = () => db!;

  async function person(name: string, roles: Role[] = ['JOB_SEEKER']): Promise<Identity> {
    const user = await database().prisma.user.create({
      data: { displayName: name, roles, registeredAt: new Date() },
    });
    return { userId: user.id, sessionId: 'session', roles, registered: true };
  }

  const run = <T>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer?: Identity,
    locale?: string,
  ) =>
    executeSubgraph<T>(schema, database().prisma, query, variables, {
      viewer,
      headers: locale ? { 'accept-language': locale } : undefined,
      services: {},
      settings: {},
      graph: nodesGraph(() => true),
    });

  async function data<T>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer?: Identity,
    locale?: string,
  ) {
    const result = await run<T>(query, variables, viewer, locale);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }

  return { database, person, run, data };
}
