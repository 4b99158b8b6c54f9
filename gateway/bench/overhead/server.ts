/**
 * One server of the overhead benchmark, in a process of its own so that its CPU is its own: the jobs subgraph
 * served alone (`subgraph`), or the whole product's gateway with every subgraph in-process (`gateway`), both on
 * the database named by `--database`, searching in PostgreSQL. Sends its URL when it listens; answers `cpu` with
 * the CPU it has used so far (user + system, microseconds); stops on `stop`.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createPrisma } from '@platform/db';
import { jobsSubgraph } from '@platform/subgraph-jobs';
import { startSubgraphServer } from '@platform/subgraph-kit/server';
import { createApp } from '../../src/app.ts';
import { countingLog } from '../support.ts';

export type ServerKind = 'subgraph' | 'gateway';

export type ServerMessage = { url: string } | { cpuMicros: number } | { log: string };

const { values } = parseArgs({
  options: { kind: { type: 'string' }, database: { type: 'string' }, connections: { type: 'string' } },
});
const kind = values.kind as ServerKind;
const prisma = createPrisma(values.database!, { max: Number(values.connections ?? 10) });
const logged = countingLog();
const send = (message: ServerMessage) => process.send!(message);

let stop: () => Promise<void>;
if (kind === 'subgraph') {
  const server = await startSubgraphServer({
    subgraph: jobsSubgraph,
    prisma,
    port: 0,
    identitySecret: randomBytes(32).toString('base64url'),
  });
  send({ url: server.url });
  stop = server.stop;
} else {
  // Each request comes from an address of its own (X-Forwarded-For), so that no visitor's budget runs out; the
  // outbox relay and activity projector are left out, as the subgraph alone has none.
  const app = await createApp({
    prisma,
    relayOutbox: false,
    trustProxy: 'loopback',
    log: logged.log,
  });
  send({ url: `${await app.listen(0, '127.0.0.1')}/graphql` });
  stop = app.stop;
}

process.on('message', (message: 'cpu' | 'stop') => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ cpuMicros: user + system });
  } else {
    send({ log: String(logged.counts) });
    void stop()
      .then(() => prisma.$disconnect())
      .finally(() => process.exit(0));
  }
});
