import { assessmentLimits } from '@platform/rules/assessments';
import { cost } from '@platform/subgraph-kit/cost';
import { builder } from '../../builder.ts';
import { TestNode } from '../tests/tests.types.ts';
import { discriminationMinSessions } from './item-stats.ts';
import { itemStatsSessionsMax, loadItemStatistics, type TestItemStatistics } from './item-stats.service.ts';

const ItemStatisticsRef = builder.objectRef<TestItemStatistics>('TestItemStatistics').implement({
  description: "An item's figures over the test's finished sessions (docs/assessments.md#item-statistics).",
  fields: (t) => ({
    key: t.exposeString('key', { description: "The item's key in the bank." }),
    drawn: t.exposeInt('drawn', { description: 'Finished sessions that drew the item.' }),
    answered: t.exposeInt('answered'),
    right: t.exposeInt('right', { nullable: true, description: 'Null for items without a right answer.' }),
    difficulty: t.exposeFloat('difficulty', {
      nullable: true,
      description: 'p = right ÷ answered (0–1); null without a right answer or an answer.',
    }),
    discrimination: t.exposeFloat('discrimination', {
      nullable: true,
      description:
        'The point-biserial correlation of right with the rest score (−1–1); null below `minSessions` sessions.',
    }),
    discriminationSessions: t.exposeInt('discriminationSessions', {
      description: 'Sessions the discrimination is computed over.',
    }),
  }),
});

const TestStatisticsRef = builder
  .objectRef<{ sessions: number; items: TestItemStatistics[] }>('TestItemStatisticsReport')
  .implement({
    description: "The figures of a test's items (admins).",
    fields: (t) => ({
      sessions: t.exposeInt('sessions', {
        description: `Finished sessions read: the latest ${itemStatsSessionsMax} at most.`,
      }),
      minSessions: t.int({
        description: 'Sessions an item needs before its discrimination is shown.',
        resolve: () => discriminationMinSessions,
      }),
      items: t.field({
        type: [ItemStatisticsRef],
        directives: cost.list(assessmentLimits.bankMax),
        resolve: (report) => report.items,
      }),
    }),
  });

builder.prismaObjectFields(TestNode, (t) => ({
  itemStatistics: t.field({
    type: TestStatisticsRef,
    description: "Each item's figures over the test's finished sessions (admins).",
    authScopes: { role: 'ADMIN' },
    // About 180 ms at its bound (200 items, 2,000 sessions: `bench:item-stats`), within an admin's cost limit.
    directives: cost.serverTime(180),
    select: { id: true },
    resolve: (test, _args, context) => loadItemStatistics(context.prisma, test.id),
  }),
}));
