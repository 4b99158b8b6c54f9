import { PgBoss } from 'pg-boss';
import { jobsSchema, parkedSuffix, parkedWork, retryParkedWork } from '../consumers.ts';

// pnpm events parked            what the consumers and jobs gave up on, with the last attempt's error
// pnpm events retry [<queue>]   sends it back to its queue (after the cause is fixed), all queues or one
const [command, queue] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!url || !['parked', 'retry'].includes(command ?? '')) {
  console.error(
    'Usage: pnpm events parked | pnpm events retry [<queue>]   (DATABASE_URL names the database)',
  );
  process.exit(2);
}
const boss = new PgBoss({
  connectionString: url,
  schema: jobsSchema,
  supervise: false,
  schedule: false,
  migrate: false,
});
boss.on('error', (error) => console.error(error));
await boss.start();
try {
  const queues = (await boss.getQueues())
    .map((q) => q.name)
    .filter((name) => !name.startsWith('__pgboss__') && !name.endsWith(parkedSuffix))
    .filter((name) => !queue || name === queue);
  if (command === 'retry') {
    console.log(`${await retryParkedWork(boss, queues)} sent back`);
  } else {
    const parked = await parkedWork(boss, queues);
    for (const work of parked)
      console.log(
        `${work.parkedAt.toISOString()}  ${work.queue}  ${work.id}\n  ${work.error ?? ''}\n  ${JSON.stringify(work.data)}`,
      );
    console.log(`${parked.length} parked`);
  }
} finally {
  await boss.stop({ graceful: false });
}
