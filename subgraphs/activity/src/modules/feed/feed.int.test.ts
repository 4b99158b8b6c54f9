import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema.ts';

// The feed's items are written here directly; how domain events become items is tested through the gateway
// (gateway/src/activity.int.test.ts), where the events happen.
let db: TestDatabase;
const now = Date.now();
const minute = 60_000;
let jobItemId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  jobItemId = (
    await db.prisma.activityItem.create({
      data: {
        category: 'BUSINESS',
        kind: 'JOB_POSTED',
        values: { title: 'Realtime Engineer', actor: 'Feed Co' },
        link: '/jobs/realtime-engineer',
        vip: true,
        occurredAt: new Date(now - minute),
        sourceEventId: 1n,
      },
    })
  ).id;
  await db.prisma.activityItem.createMany({
    data: [
      {
        category: 'ACHIEVEMENT',
        kind: 'APPLICATION_APPROVED',
        values: { title: 'Approval Engineer', actor: null },
        link: '/jobs/approval-engineer',
        occurredAt: new Date(now - 20 * minute),
        sourceEventId: 2n,
      },
      {
        category: 'EDUCATION',
        kind: 'TEST_COMPLETED',
        values: { title: 'Logic', count: 42 },
        link: '/talent-test/details/logic',
        occurredAt: new Date(now - 30 * minute),
        sourceEventId: 3n,
      },
      ...Array.from({ length: 120 }, (_, i) => ({
        category: 'BUSINESS' as const,
        kind: 'JOB_POSTED',
        values: { title: `Older ${i}`, actor: 'Old Co' },
        occurredAt: new Date(now - (60 + i) * minute),
        sourceEventId: BigInt(100 + i),
      })),
    ],
  });
});
afterAll(() => db.drop());

type Feed = {
  activityFeed: {
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: { node: Record<string, unknown> }[];
  };
};

const feedQuery = /* GraphQL */ `
  query ($first: Int, $after: String) {
    activityFeed(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          kind
          category
          title
          actor
          count
          link
          vip
          live
        }
      }
    }
  }
`;

async function feed(variables: Record<string, unknown>) {
  const result = await executeSubgraph<Feed>(schema, db.prisma, feedQuery, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.activityFeed;
}

describe('the activity feed', () => {
  it('shows visitors the newest items first, each as its kind and values, live for fifteen minutes', async () => {
    db.resetQueries();
    const { edges } = await feed({ first: 3 });
    expect(edges.map((e) => e.node)).toEqual([
      {
        id: encodeGlobalID('ActivityItem', jobItemId),
        kind: 'JOB_POSTED',
        category: 'BUSINESS',
        title: 'Realtime Engineer',
        actor: 'Feed Co',
        count: null,
        link: '/jobs/realtime-engineer',
        vip: true,
        live: true,
      },
      expect.objectContaining({
        kind: 'APPLICATION_APPROVED',
        category: 'ACHIEVEMENT',
        title: 'Approval Engineer',
        actor: null,
        vip: false,
        live: false,
      }),
      expect.objectContaining({
        kind: 'TEST_COMPLETED',
        category: 'EDUCATION',
        title: 'Logic',
        count: 42,
        link: '/talent-test/details/logic',
      }),
    ]);
    expect(db.queries).toHaveLength(1);
  });

  it('pages through every item exactly once, newest first', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await feed({ first: 50, after });
      seen.push(...page.edges.map((e) => e.node.title as string | null).map(String));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(123);
    expect(new Set(seen).size).toBe(123);
    expect(seen.slice(-2)).toEqual(['Older 118', 'Older 119']);
  });

  it('gives at most 100 items a page', async () => {
    const page = await feed({ first: 500 });
    expect(page.edges).toHaveLength(100);
    expect(page.pageInfo.hasNextPage).toBe(true);
  });

  it('resolves references to items in one statement, and null for unknown ones', async () => {
    db.resetQueries();
    const result = await executeSubgraph<{ _entities: ({ title: string } | null)[] }>(
      schema,
      db.prisma,
      'query ($r: [_Any!]!) { _entities(representations: $r) { ... on ActivityItem { title } } }',
      {
        r: [
          { __typename: 'ActivityItem', id: encodeGlobalID('ActivityItem', jobItemId) },
          {
            __typename: 'ActivityItem',
            id: encodeGlobalID('ActivityItem', '00000000-0000-7000-8000-000000000000'),
          },
          { __typename: 'ActivityItem', id: 'garbage' },
        ],
      },
    );
    expect(result.data!._entities).toEqual([{ title: 'Realtime Engineer' }, null, null]);
    expect(db.queries).toHaveLength(1);
  });
});
