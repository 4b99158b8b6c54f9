import type { Prisma } from '@platform/db';
import { accountsSubgraph } from '@platform/subgraph-accounts';
import { createEventBus } from '@platform/subgraph-kit/events';
import { noGraph } from '@platform/subgraph-kit/graph-client';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { createSubgraphs, credentialsOf, type Credentials } from '@platform/subgraph-kit/subgraph';

/** What the gateway resolves sessions and API keys with, made as the gateway makes it: from the accounts entry. */
export function credentialsFor(prisma: Prisma): Credentials {
  return credentialsOf(
    createSubgraphs([accountsSubgraph], {
      prisma,
      bus: createEventBus(),
      log: () => {},
      env: process.env,
      graph: noGraph,
      limits: createRateLimits(),
    }),
  );
}
