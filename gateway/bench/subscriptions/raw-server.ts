/**
 * The bare broadcast the gateway's subscriptions are measured against, in a process of its own (on the server's
 * core where `taskset` allows) so that its CPU is its own: a plain `ws` server that serializes each event once and
 * sends it to every client. It sends its URL when it listens; orders come over IPC.
 */
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { WebSocketServer } from 'ws';

export type RawOrder =
  /** `count` events at `rate` a second, each `sample` (what a graphql-ws subscriber received) made anew. */
  | { broadcast: { count: number; rate: number; sample: string } }
  | 'cpu'
  /** A full garbage collection, as the gateway has before its turn. */
  | 'collect'
  | 'exit';

export type RawReply = { url: string } | { broadcasted: number } | { cpuMicros: number };

interface Event {
  payload: { data: { activityAdded: { title: string; occurredAt: string } } };
}

const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const reply = (message: RawReply) => process.send!(message);
v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
let n = 0;

async function broadcast({ count, rate, sample }: { count: number; rate: number; sample: string }) {
  const event = JSON.parse(sample) as Event;
  const item = event.payload.data.activityAdded;
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = t0 + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    item.title = `Benchmark job ${++n}`;
    item.occurredAt = new Date().toISOString();
    const payload = JSON.stringify(event);
    for (const client of server.clients) client.send(payload);
  }
  reply({ broadcasted: count });
}

process.on('message', (order: RawOrder) => {
  if (order === 'cpu') {
    const { user, system } = process.cpuUsage();
    reply({ cpuMicros: user + system });
  } else if (order === 'collect') {
    collect();
  } else if (order === 'exit') {
    for (const client of server.clients) client.terminate();
    server.close(() => process.exit(0));
  } else {
    broadcast(order.broadcast).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  }
});
reply({ url: `ws://127.0.0.1:${(server.address() as { port: number }).port}` });
