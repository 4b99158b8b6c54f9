import { batchedReference } from '@platform/subgraph-kit/entities';
import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import type { ActivityContext } from '../../context.ts';
import { activityTopic } from './feed.projector.ts';

/** An item counts as live for this long after it happened. */
export const liveForMs = 15 * 60_000;

const CategoryEnum = builder.enumType('ActivityCategory', {
  values: ['BUSINESS', 'EDUCATION', 'ACHIEVEMENT'] as const,
});

const KindEnum = builder.enumType('ActivityKind', {
  description:
    'What happened; the client words it in the reader’s language with `title`, `actor` and `count`. Only what the ' +
    'platform does today: each kind is made from a domain event (`activity.feed`).',
  values: ['JOB_POSTED', 'APPLICATION_APPROVED', 'TEST_COMPLETED'] as const,
});

const value = (values: unknown, key: string) => {
  const v = (values as Record<string, unknown> | null)?.[key];
  return v ?? null;
};

export const ActivityItemNode = builder.prismaNode('ActivityItem', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description:
    'An item of the public activity feed on the home page, produced from what happens on the platform.',
  fields: (t) => ({
    category: t.expose('category', { type: CategoryEnum }),
    kind: t.field({ type: KindEnum, resolve: (item) => item.kind as never }),
    title: t.string({
      nullable: true,
      description:
        "What it is about, e.g. the job's or the test's title (a test's in the request's language).",
      resolve: (item, _args, context) => {
        const title = value(item.values, 'title') as string | Record<string, string> | null;
        return title && typeof title === 'object' ? (title[context.locale] ?? title.fa ?? null) : title;
      },
    }),
    actor: t.string({
      nullable: true,
      description: 'Who did it, e.g. the company; null when they stay anonymous.',
      resolve: (item) => value(item.values, 'actor') as string | null,
    }),
    count: t.int({ nullable: true, resolve: (item) => value(item.values, 'count') as number | null }),
    link: t.exposeString('link', {
      nullable: true,
      description: 'A path inside the product without the language prefix, e.g. /jobs/<slug>.',
    }),
    vip: t.exposeBoolean('vip'),
    live: t.boolean({
      description: `Happened within the last ${liveForMs / 60_000} minutes.`,
      resolve: (item) => Date.now() - item.occurredAt.getTime() < liveForMs,
    }),
    occurredAt: t.expose('occurredAt', { type: 'DateTime' }),
  }),
});

builder.asEntity(ActivityItemNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('ActivityItem', (context, ids) =>
    context.prisma.activityItem.findMany({ where: { id: { in: ids } } }),
  ),
});

builder.queryField('activityFeed', (t) =>
  t.prismaConnection({
    type: 'ActivityItem',
    cursor: 'id',
    description: 'The public activity feed, newest first.',
    resolve: (query, _root, _args, context) =>
      context.prisma.activityItem.findMany({ ...query, orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }] }),
  }),
);

builder.subscriptionField('activityAdded', (t) =>
  t.field({
    type: ActivityItemNode,
    description: 'New items of the public activity feed as they happen. Open to visitors.',
    skipTypeScopes: true,
    authScopes: { public: true },
    subscribe: (_root, _args, context) => itemsAdded(context),
    resolve: (event: { itemId: string }) => ({ id: event.itemId }) as never,
  }),
);

async function* itemsAdded(context: ActivityContext): AsyncGenerator<{ itemId: string }> {
  if (!context.events) throw new GraphQLError('Subscriptions are served by the gateway');
  for await (const event of context.events.subscribe(activityTopic)) {
    yield event.payload as { itemId: string };
  }
}
