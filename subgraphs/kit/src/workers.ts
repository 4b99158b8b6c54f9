import { createPrisma, databaseUrlOf, type Prisma } from '@platform/db';
import { coalescedRunner } from './background.ts';
import type { EventBus } from './events.ts';
import type { Log, Worker } from './subgraph.ts';

/**
 * A worker that runs `task` at start, every `pollMs` as a safety net, and whenever an event arrives on `wakeOn`,
 * one run at a time, with database connections of its own (background work neither takes the requests'
 * connections nor counts as theirs). A failed run is logged and left to the next wake-up.
 */
export function pollingWorker(options: {
  name: string;
  prisma: Prisma;
  log: Log;
  /** What the log says when a run fails. */
  failure: string;
  task: (prisma: Prisma) => Promise<number>;
  pollMs?: number;
  wakeOn?: { bus: EventBus; topic: string };
  connections?: number;
}): Worker {
  let running: { run: () => Promise<number>; stop: () => Promise<void> } | null = null;
  return {
    name: options.name,
    async start() {
      const prisma = createPrisma(databaseUrlOf(options.prisma), { max: options.connections ?? 1 });
      const runner = coalescedRunner(
        () => options.task(prisma),
        (error) => options.log(options.failure, error),
      );
      const events = options.wakeOn?.bus.subscribe(options.wakeOn.topic);
      if (events)
        void (async () => {
          for await (const _event of events) void runner.wake();
        })().catch((error: unknown) => options.log(`${options.name}: stopped hearing its events`, error));
      const timer = setInterval(() => void runner.wake(), options.pollMs ?? 5_000);
      timer.unref();
      void runner.wake();
      running = {
        run: runner.runNow,
        async stop() {
          clearInterval(timer);
          await events?.return?.();
          await runner.stop();
          await prisma.$disconnect();
        },
      };
    },
    runNow: () => running?.run() ?? Promise.resolve(0),
    async stop() {
      await running?.stop();
      running = null;
    },
  };
}
