/**
 * The writers benchmark's load generator, in a process of its own (and, where it can, on a core of its own): it
 * gets its orders over IPC, runs the writers and sends back every write's outcome.
 */
import { performance } from 'node:perf_hooks';
import { addressOf, application, message, performWrite, type Write, type WriteOutcome } from '../writes.ts';

export interface LoadOrders {
  url: string;
  writers: number;
  seconds: number;
  /** How long a writer keeps retrying its last write after the time is up. */
  drainSeconds: number;
  timeoutMs: number;
  cutFraction: number;
  cutWithinMs: number;
  /** Open jobs' global ids, for the applicants. */
  jobs: string[];
  /** One per message writer. */
  users: { token: string; conversationId: string }[];
  /** Makes this run's keys unique. */
  run: string;
}

export interface LoadReport {
  outcomes: WriteOutcome[];
  /** When the writers started and when the time was up, on the outcomes' clock. */
  startedAt: number;
  endsAt: number;
}

process.once('message', async (orders: LoadOrders) => {
  const startedAt = performance.now();
  const endsAt = startedAt + orders.seconds * 1000;
  const policy = {
    timeoutMs: orders.timeoutMs,
    cutFraction: orders.cutFraction,
    cutWithinMs: orders.cutWithinMs,
    giveUpAt: endsAt + orders.drainSeconds * 1000,
  };
  const outcomes: WriteOutcome[] = [];
  let visitors = 0;
  const applicants = Math.floor(orders.writers / 2);
  const writers = Array.from({ length: orders.writers }, async (_, i) => {
    for (let n = 0; performance.now() < endsAt; n++) {
      const key = `${orders.run}-${i}-${n}`;
      let write: Write;
      if (i < applicants) {
        // Each application comes from a visitor of its own: a person applies a few times an hour at most.
        write = application(key, orders.jobs[(i * 7 + n) % orders.jobs.length]!, addressOf(++visitors));
      } else {
        const user = orders.users[i - applicants]!;
        write = message(key, user.conversationId, user.token);
      }
      outcomes.push(await performWrite(orders.url, write, policy));
    }
  });
  await Promise.all(writers);
  process.send!({ outcomes, startedAt, endsAt } satisfies LoadReport, () => process.exit(0));
});
process.send!({ ready: true });
