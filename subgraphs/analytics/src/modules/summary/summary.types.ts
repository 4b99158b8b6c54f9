import { analyticsLimits } from '@platform/rules/analytics-limits';
import { cost } from '@platform/subgraph-kit/cost';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import {
  dailyCounts,
  summaryRange,
  topPaths,
  topReferrers,
  type RankedValue,
  type SummaryDay,
  type SummaryRange,
} from './summary.service.ts';
import type { AnalyticsPrisma } from '../../context.ts';

/** A summary being answered: its range, and the daily counts once a field has asked for them. */
interface Summary {
  prisma: AnalyticsPrisma;
  range: SummaryRange;
  daily?: ReturnType<typeof dailyCounts>;
}

/** The days and the totals come from one statement, asked once however many of their fields are selected. */
function daily(summary: Summary) {
  summary.daily ??= dailyCounts(summary.prisma, summary.range);
  return summary.daily;
}

/** The summary reads every event of its range (up to a year's): paid once as the aggregates it runs. */
const aggregates = cost.weight(50);

const AnalyticsDay = builder.objectRef<SummaryDay>('AnalyticsDay').implement({
  description: 'What the web client reported on one day of a summary.',
  fields: (t) => ({
    day: t.exposeString('day', { description: "The day, YYYY-MM-DD, in the summary's time zone." }),
    visits: t.exposeInt('visits', { description: 'Pages shown: page loads and navigations.' }),
    clicks: t.exposeInt('clicks', { description: 'Clicks on links and buttons.' }),
    visitors: t.exposeInt('visitors', { description: 'Distinct browsers (visitor ids) seen.' }),
  }),
});

const AnalyticsCount = builder.objectRef<RankedValue>('AnalyticsCount').implement({
  description: 'A value (a path, a referring site) and how often it was seen.',
  fields: (t) => ({
    value: t.exposeString('value', { directives: cost.text(analyticsLimits.urlMax) }),
    count: t.exposeInt('count'),
  }),
});

const top = z.object({ first: z.number().int().min(1).max(analyticsLimits.topMax).nullish() }).loose();

const AnalyticsSummary = builder.objectRef<Summary>('AnalyticsSummary').implement({
  description: "The web client's telemetry over a range of days, for admins.",
  fields: (t) => ({
    from: t.string({ description: 'The first day, YYYY-MM-DD.', resolve: (s) => s.range.from }),
    to: t.string({ description: 'The last day, YYYY-MM-DD.', resolve: (s) => s.range.to }),
    timeZone: t.string({
      description: 'The IANA time zone the days are counted in.',
      resolve: (s) => s.range.timeZone,
    }),
    visits: t.int({
      description: 'Pages shown in the range: page loads and navigations.',
      resolve: async (s) => (await daily(s)).totals.visits,
    }),
    clicks: t.int({
      description: 'Clicks on links and buttons in the range.',
      resolve: async (s) => (await daily(s)).totals.clicks,
    }),
    visitors: t.int({
      description: 'Distinct browsers (visitor ids) seen in the range.',
      resolve: async (s) => (await daily(s)).totals.visitors,
    }),
    days: t.field({
      type: [AnalyticsDay],
      description: 'Every day of the range, oldest first; days without events are zeros.',
      directives: cost.list(analyticsLimits.summaryDaysMax),
      resolve: async (s) => (await daily(s)).days,
    }),
    topPaths: t.field({
      type: [AnalyticsCount],
      description: `The most visited paths, most visits first (at most ${analyticsLimits.topMax}).`,
      args: { first: t.arg.int({ required: false, defaultValue: analyticsLimits.topDefault }) },
      directives: cost.listSizedBy('first', analyticsLimits.topDefault),
      validate: top,
      resolve: (s, { first }) => topPaths(s.prisma, s.range, first ?? analyticsLimits.topDefault),
    }),
    topReferrers: t.field({
      type: [AnalyticsCount],
      description: `The other sites visitors arrived from (hosts), most page loads first (at most ${analyticsLimits.topMax}).`,
      args: { first: t.arg.int({ required: false, defaultValue: analyticsLimits.topDefault }) },
      directives: cost.listSizedBy('first', analyticsLimits.topDefault),
      validate: top,
      resolve: (s, { first }) => topReferrers(s.prisma, s.range, first ?? analyticsLimits.topDefault),
    }),
  }),
});

builder.queryField('analyticsSummary', (t) =>
  t.field({
    type: AnalyticsSummary,
    description:
      `Visits and clicks per day, top paths and top referring sites, from \`from\` to \`to\` (YYYY-MM-DD, both ` +
      `included, at most ${analyticsLimits.summaryDaysMax} days) in \`timeZone\`. Admins only. Bad arguments ` +
      'are BAD_USER_INPUT with the fields at fault.',
    authScopes: { role: 'ADMIN' },
    directives: aggregates,
    args: {
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
      timeZone: t.arg.string({ required: false, defaultValue: 'UTC' }),
    },
    resolve: async (_root, args, context) => ({
      prisma: context.prisma,
      range: await summaryRange(context.prisma, {
        from: args.from,
        to: args.to,
        timeZone: args.timeZone ?? 'UTC',
      }),
    }),
  }),
);
