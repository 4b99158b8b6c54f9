import type { Prisma } from '@platform/db';
import type { Log, Worker } from '@platform/subgraph-kit/subgraph';
import { pollingWorker } from '@platform/subgraph-kit/workers';
import { closeExpiredSessions } from './sessions.service.ts';

/**
 * Finishes sessions whose time ran out while nobody finished them (the page closed, the device off): every few
 * seconds it scores each with what was answered.
 */
export function sessionTimeoutWorker(options: { prisma: Prisma; log: Log; pollMs?: number }): Worker {
  return pollingWorker({
    name: 'assessments.session-timeouts',
    prisma: options.prisma,
    log: options.log,
    pollMs: options.pollMs,
    failure: 'Closing timed-out test sessions failed; retrying',
    task: (prisma) => closeExpiredSessions(prisma),
  });
}
