import { createHmac } from 'node:crypto';
import { job } from '@platform/subgraph-kit/consumers';
import { isUniqueViolation, NotFoundFailure } from '@platform/subgraph-kit/error-types';
import type { Prisma } from '@platform/db';
import type { MarketplacePrisma, MarketplaceTx } from '../../context.ts';

/** Rows each project's counters are spread over. */
export const statShards = 8;

const shardOf = (key: string) => createHmac('sha256', 'shard').update(key).digest()[0]! % statShards;

/** Today in Tehran, where the day of a view is counted. */
const tehranDay = (now: Date) =>
  new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(now)}T00:00:00Z`);

/** A project's figures: the sums over its counters' rows. */
export function statsOf(shards: readonly { views: number; likes: number }[]) {
  return shards.reduce((sum, s) => ({ views: sum.views + s.views, likes: sum.likes + s.likes }), {
    views: 0,
    likes: 0,
  });
}

const addTo = (
  tx: MarketplaceTx,
  projectId: string,
  key: string,
  delta: { views?: number; likes?: number },
) =>
  tx.portfolioStatShard.upsert({
    where: { projectId_shard: { projectId, shard: shardOf(key) } },
    create: { projectId, shard: shardOf(key), views: delta.views ?? 0, likes: delta.likes ?? 0 },
    update: {
      ...(delta.views ? { views: { increment: delta.views } } : {}),
      ...(delta.likes ? { likes: { increment: delta.likes } } : {}),
    },
  });

async function publishedProject(prisma: MarketplacePrisma, id: string) {
  const project = await prisma.portfolioProject.findFirst({
    where: { id, visibility: 'PUBLISHED', confidential: false },
    select: { id: true },
  });
  if (!project) throw new NotFoundFailure('No such project');
  return project;
}

/**
 * Counts a visitor's view of a published project, once a day (Tehran's) per visitor: the caller's key (a user, a
 * visitor id, else an address) is kept only as a keyed hash. Whether it counted.
 */
export async function recordView(
  prisma: MarketplacePrisma,
  secret: string,
  caller: string,
  id: string,
  now = new Date(),
): Promise<boolean> {
  const project = await publishedProject(prisma, id);
  const visitor = createHmac('sha256', secret).update(caller).digest('base64url');
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.portfolioView.createMany({
      data: [{ projectId: project.id, day: tehranDay(now), visitor }],
      skipDuplicates: true,
    });
    if (count === 0) return false;
    await addTo(tx, project.id, visitor, { views: 1 });
    return true;
  });
}

/** Likes a published project for the viewer: once, however often asked. */
export async function like(prisma: MarketplacePrisma, userId: string, id: string) {
  const project = await publishedProject(prisma, id);
  try {
    await prisma.$transaction(async (tx) => {
      await tx.portfolioLike.create({ data: { projectId: project.id, userId } });
      await addTo(tx, project.id, userId, { likes: 1 });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return project.id;
}

/** Takes the viewer's like back, if they gave one. */
export async function unlike(prisma: MarketplacePrisma, userId: string, id: string) {
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.portfolioLike.deleteMany({ where: { projectId: id, userId } });
    if (count) await addTo(tx, id, userId, { likes: -1 });
  });
  return id;
}

/**
 * Folds the counters into the projects' `views_count` and `likes_count` (what "most viewed" and "most liked"
 * order by), and forgets who viewed before yesterday (a view counts once a day).
 */
export async function foldStats(prisma: Prisma, now = new Date()) {
  const folded = await prisma.$executeRaw`
    UPDATE portfolio_projects p SET views_count = s.views, likes_count = s.likes
    FROM (SELECT project_id, sum(views)::int AS views, sum(likes)::int AS likes
          FROM portfolio_stat_shards GROUP BY project_id) s
    WHERE p.id = s.project_id AND (p.views_count <> s.views OR p.likes_count <> s.likes)`;
  const yesterday = new Date(tehranDay(now).getTime() - 86_400_000);
  await prisma.portfolioView.deleteMany({ where: { day: { lt: yesterday } } });
  return folded;
}

/** Every five minutes: the orders by views and likes catch up with the counters. */
export const statsFolding = job({
  name: 'marketplace.stats-folding',
  cron: '*/5 * * * *',
  handle: (_data, { prisma }) => foldStats(prisma),
});
