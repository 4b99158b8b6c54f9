/**
 * The benchmark's event source, in a process of its own: it commits activity items the way the product does
 * (the item and its outbox event in one transaction) at a steady rate. In the product events come from
 * mutations, whose cost is theirs, not the delivery's; here they stay out of the measured server process.
 */
import { performance } from 'node:perf_hooks';
import { createPrisma } from '@platform/db';
import { activityAdded, activityTopic } from '@platform/subgraph-activity';
import { recordEvents } from '@platform/subgraph-kit/outbox';

const [url, rateArg, countArg] = process.argv.slice(2) as [string, string, string];
const rate = Number(rateArg);
const count = Number(countArg);
const prisma = createPrisma(url, { max: 4 });

async function publish(n: number) {
  await prisma.$transaction(async (tx) => {
    const item = await tx.activityItem.create({
      data: {
        category: 'BUSINESS',
        kind: 'JOB_POSTED',
        values: { title: `Benchmark job ${n}`, actor: 'Bench Co' },
        link: '/jobs',
        occurredAt: new Date(),
      },
    });
    await recordEvents(tx, [{ type: activityAdded, topics: [activityTopic], payload: { itemId: item.id } }]);
  });
}

const t0 = performance.now();
const pending: Promise<void>[] = [];
for (let i = 0; i < count; i++) {
  const wait = t0 + (i * 1000) / rate - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(publish(i));
}
await Promise.all(pending);
await prisma.$disconnect();
