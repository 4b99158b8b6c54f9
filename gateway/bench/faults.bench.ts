/**
 * Fault benchmark (a script that prints what clients saw, not a test).
 *
 *   pnpm --filter @platform/gateway bench:faults [--only subgraph,postgres,redis] [--subgraphs accounts,jobs]
 *     [--clients 4] [--down 5] [--smoke] [--time-limit 900]
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
 *
 * `--smoke`: the accounts subgraph only, 2 clients, every phase a second or two.
 */
import { parseArgs } from 'node:util';
import { openDatabaseServer } from '@platform/db/server';
import { benchOptions, startBench } from '../../scripts/bench/harness.ts';
import { postgresRestarted } from './faults/postgres-restarted.ts';
import { redisRestarted } from './faults/redis-restarted.ts';
import { subgraphKilled } from './faults/subgraph-killed.ts';

const { values } = parseArgs({
  options: {
    ...benchOptions,
    only: { type: 'string', default: 'subgraph,postgres,redis' },
    subgraphs: { type: 'string' },
    clients: { type: 'string' },
    down: { type: 'string' },
  },
});
const bench = startBench('bench:faults', values, { fullSeconds: 900, smokeSeconds: 90 });
const only = new Set(values.only.split(','));
const subgraphs = (values.subgraphs ?? (bench.smoke ? 'accounts' : 'accounts,jobs')).split(',') as (
  'accounts' | 'jobs'
)[];
const clients = bench.size(values.clients, 4, 2);
/** How long each phase lasts: the service down, the load before it goes, the load once it is back. */
const timing = {
  downSeconds: bench.size(values.down, 5, 1),
  beforeSeconds: bench.smoke ? 1 : 3,
  steadySeconds: bench.smoke ? 1 : 3,
  afterSeconds: bench.smoke ? 3 : 10,
};

bench.step('opening the database');
const server = await openDatabaseServer();
bench.defer(() => server.stop());
if (only.has('subgraph')) {
  for (const subgraph of subgraphs) {
    const recovery = await subgraphKilled({ bench, serverUrl: server.url, subgraph, clients, ...timing });
    bench.figure(`${subgraph} whole again after its restart`, recovery / 1000, 's');
  }
}
if (only.has('postgres')) {
  const recovery = await postgresRestarted({ bench, writers: 8, readers: clients, ...timing });
  bench.figure('reads whole again after PostgreSQL started', recovery.reads / 1000, 's');
  bench.figure('writes lost', recovery.lost);
  bench.figure('writes duplicated', recovery.duplicated);
}
if (only.has('redis')) {
  const recovery = await redisRestarted({ bench, serverUrl: server.url, conversations: 5, ...timing });
  bench.figure('first delivery after Redis started', recovery.firstDelivery / 1000, 's');
  bench.figure('undelivered after the restart', recovery.undelivered);
}
await bench.end();
