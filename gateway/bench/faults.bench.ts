/**
 * Fault benchmark (a script that prints what clients saw, not a test).
 *
 *   pnpm --filter @platform/gateway bench:faults [--only subgraph,postgres,redis] [--clients 4] [--down 5]
 *
 * Three scenarios, each under a steady load, each on data of its own, each cleaned up afterwards:
 * (a) subgraph: the accounts subgraph, then the jobs subgraph, runs as a service of its own (its `src/server.ts`
 *     through tsx, on the same database, with a shared IDENTITY_SECRET) behind a gateway in this process. Clients
 *     ask a query spanning jobs and accounts and a query of each alone. The service is killed (SIGKILL), left
 *     down for `down` seconds and started again. Prints, per phase, the HTTP statuses and error codes clients got
 *     and whether answers were whole or partial, then the time from the restart until every query is whole.
 * (b) postgres: an embedded PostgreSQL of its own (temporary folder, free port) behind a gateway; visitors apply
 *     to jobs, users send messages (retrying as `writes.ts` does), visitors read. PostgreSQL is stopped (fast
 *     shutdown) for `down` seconds and started again. Prints the codes clients got, how soon reads and writes
 *     worked again, and whether every acknowledged write is in the database exactly once.
 * (c) redis: a redis-server of its own (free port, no persistence) shared by two gateways for events and rate
 *     limits; users subscribe on one to their conversations and send messages through the other. Redis is
 *     restarted (`down` seconds away). Prints which messages reached their subscribers, how late, and how soon
 *     after the restart deliveries resumed.
 * (a) and (c) use DATABASE_URL's server or the embedded PostgreSQL, in databases of their own.
 */
import { parseArgs } from 'node:util';
import { openDatabaseServer } from '@platform/db/server';
import { postgresRestarted } from './faults/postgres-restarted.ts';
import { redisRestarted } from './faults/redis-restarted.ts';
import { subgraphKilled } from './faults/subgraph-killed.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'subgraph,postgres,redis' },
    clients: { type: 'string', default: '4' },
    down: { type: 'string', default: '5' },
  },
});
const only = new Set(values.only.split(','));
const clients = Number(values.clients);
const downSeconds = Number(values.down);

const server = await openDatabaseServer();
if (only.has('subgraph')) {
  for (const subgraph of ['accounts', 'jobs'] as const) {
    await subgraphKilled({ serverUrl: server.url, subgraph, clients, downSeconds });
  }
}
if (only.has('postgres')) await postgresRestarted({ writers: 8, readers: clients, downSeconds });
if (only.has('redis')) await redisRestarted({ serverUrl: server.url, conversations: 5, downSeconds });
await server.stop();
