import { analyticsSummaryRules } from '@platform/rules/analytics';
import { fieldProblems } from '@platform/rules/field-problems';
import { GraphQLError } from 'graphql';
import type { AnalyticsPrisma } from '../../context.ts';

/** The days a summary covers (first and last included) and the time zone its days are counted in. */
export interface SummaryRange {
  from: string;
  to: string;
  timeZone: string;
}

export interface SummaryDay {
  /** `YYYY-MM-DD` in the summary's time zone. */
  day: string;
  visits: number;
  clicks: number;
  visitors: number;
}

export interface SummaryTotals {
  visits: number;
  clicks: number;
  visitors: number;
}

export interface RankedValue {
  value: string;
  count: number;
}

function badInput(fields: { path: string; code: string }[]): GraphQLError {
  return new GraphQLError(`Invalid arguments: ${fields.map((f) => f.path).join(', ')}`, {
    extensions: { code: 'BAD_USER_INPUT', fields },
  });
}

let zoneNames: Promise<Set<string>> | null = null;

/** The time zones PostgreSQL knows, read once per process: what it does not know it would refuse mid-query. */
function knownTimeZones(prisma: AnalyticsPrisma): Promise<Set<string>> {
  zoneNames ??= prisma.$queryRaw<{ name: string }[]>`SELECT name FROM pg_timezone_names`
    .then((rows) => new Set(rows.map((r) => r.name)))
    .catch((error: unknown) => {
      zoneNames = null;
      throw error;
    });
  return zoneNames;
}

/** The range the arguments name, checked by the shared rules and against PostgreSQL's time zones. */
export async function summaryRange(prisma: AnalyticsPrisma, args: SummaryRange): Promise<SummaryRange> {
  const parsed = analyticsSummaryRules.safeParse(args);
  if (!parsed.success) throw badInput(fieldProblems(parsed.error, ''));
  if (!(await knownTimeZones(prisma)).has(parsed.data.timeZone)) {
    throw badInput([{ path: 'timeZone', code: 'TIME_ZONE_INVALID' }]);
  }
  return parsed.data;
}

/**
 * Visits (page loads and navigations), clicks and distinct visitors per day of the range, each day present
 * (zeros when nothing happened), with the range's totals: one statement. The range's bounds are midnight of its
 * first day and of the day after its last, in its time zone, computed once per statement, so that only the
 * partitions of those months are read (as are those of the other statements).
 */
export async function dailyCounts(
  prisma: AnalyticsPrisma,
  range: SummaryRange,
): Promise<{ days: SummaryDay[]; totals: SummaryTotals }> {
  const { from: start, to: end, timeZone: zone } = range;
  const rows = await prisma.$queryRaw<
    { day: string | null; visits: number; clicks: number; visitors: number }[]
  >`
    WITH events AS (
      SELECT (received_at AT TIME ZONE ${zone})::date AS day, kind, visitor_id
      FROM analytics_events
      WHERE received_at >= (${start}::date::timestamp AT TIME ZONE ${zone})
        AND received_at < ((${end}::date + 1)::timestamp AT TIME ZONE ${zone})
    )
    SELECT to_char(day, 'YYYY-MM-DD') AS day,
           count(*) FILTER (WHERE kind IN ('PAGE_LOAD', 'NAVIGATION'))::int AS visits,
           count(*) FILTER (WHERE kind IN ('LINK_CLICK', 'BUTTON_CLICK'))::int AS clicks,
           count(DISTINCT visitor_id)::int AS visitors
    FROM events
    GROUP BY GROUPING SETS ((day), ())`;
  const byDay = new Map(rows.filter((r) => r.day !== null).map((r) => [r.day!, r]));
  const total = rows.find((r) => r.day === null);
  const days: SummaryDay[] = [];
  for (let day = range.from; day <= range.to; day = nextDay(day)) {
    const row = byDay.get(day);
    days.push({ day, visits: row?.visits ?? 0, clicks: row?.clicks ?? 0, visitors: row?.visitors ?? 0 });
  }
  return {
    days,
    totals: { visits: total?.visits ?? 0, clicks: total?.clicks ?? 0, visitors: total?.visitors ?? 0 },
  };
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The most visited paths of the range, most visits first (ties by path), `limit` at most. */
export async function topPaths(
  prisma: AnalyticsPrisma,
  range: SummaryRange,
  limit: number,
): Promise<RankedValue[]> {
  const { from: start, to: end, timeZone: zone } = range;
  return prisma.$queryRaw<RankedValue[]>`
    SELECT path AS value, count(*)::int AS count
    FROM analytics_events
    WHERE received_at >= (${start}::date::timestamp AT TIME ZONE ${zone})
      AND received_at < ((${end}::date + 1)::timestamp AT TIME ZONE ${zone})
      AND kind IN ('PAGE_LOAD', 'NAVIGATION')
    GROUP BY path
    ORDER BY count DESC, path
    LIMIT ${limit}`;
}

/**
 * The sites visitors came from in the range: the host of each page load's referrer, when it is another site
 * than the page's own, most page loads first, `limit` at most.
 */
export async function topReferrers(
  prisma: AnalyticsPrisma,
  range: SummaryRange,
  limit: number,
): Promise<RankedValue[]> {
  const { from: start, to: end, timeZone: zone } = range;
  return prisma.$queryRaw<RankedValue[]>`
    WITH landings AS (
      SELECT lower(substring(referrer FROM '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#:]+)')) AS host,
             lower(substring(url FROM '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#:]+)')) AS own_host
      FROM analytics_events
      WHERE received_at >= (${start}::date::timestamp AT TIME ZONE ${zone})
        AND received_at < ((${end}::date + 1)::timestamp AT TIME ZONE ${zone})
        AND kind = 'PAGE_LOAD' AND referrer IS NOT NULL
    )
    SELECT host AS value, count(*)::int AS count
    FROM landings
    WHERE host IS NOT NULL AND host IS DISTINCT FROM own_host
    GROUP BY host
    ORDER BY count DESC, host
    LIMIT ${limit}`;
}
