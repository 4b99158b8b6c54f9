/**
 * The subscription benchmark's event source, in a process of its own: it commits activity items the way the
 * product does (the item and its outbox event in one transaction) at a steady rate. In the product events come
 * from mutations, whose cost is theirs, not the delivery's; here they stay out of the measured server process.
 * Says when it is connected; each order is a number of events, answered once they are all committed.
 */
import { performance } from 'node:perf_hooks';
import { createPrisma } from '@platform/db';
import { activityAdded, activityTopic } from '@platform/subgraph-activity';
import { recordEvents } from '@platform/subgraph-kit/outbox';

export type PublisherOrder = { publish: number } | 'exit';
export type PublisherReply = { ready: true } | { published: number };

const [url, rateArg] = process.argv.slice(2) as [string, string];
const rate = Number(rateArg);
const prisma = createPrisma(url, { max: 4 });
const reply = (message: PublisherReply) => process.send!(message);
let n = 0;

async function publish() {
  const title = `Benchmark job ${++n}`;
  await prisma.$transaction(async (tx) => {
    // Every feed item comes from an event: the benchmark's own, on no topic, stands for the domain's.
    const source = await tx.outboxEvent.create({
      data: { type: 'bench.jobPublished', topics: [], payload: { title } },
      select: { id: true },
    });
    const item = await tx.activityItem.create({
      data: {
        sourceEventId: source.id,
        category: 'BUSINESS',
        kind: 'JOB_POSTED',
        values: { title, actor: 'Bench Co' },
        link: '/jobs',
        occurredAt: new Date(),
      },
    });
    await recordEvents(tx, [{ type: activityAdded, topics: [activityTopic], payload: { itemId: item.id } }]);
  });
}

async function publishAtRate(count: number) {
  const t0 = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = t0 + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(publish());
  }
  await Promise.all(pending);
  reply({ published: count });
}

process.on('message', (order: PublisherOrder) => {
  if (order === 'exit') {
    void prisma.$disconnect().finally(() => process.exit(0));
    return;
  }
  publishAtRate(order.publish).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
await prisma.$queryRaw`select 1`;
reply({ ready: true });
