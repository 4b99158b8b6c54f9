/**
 * The subscription benchmark's load generator, in a process of its own (on a core of its own where `taskset`
 * allows) so that the server's CPU is measured alone. Opens `count` WebSocket connections, each from an address of
 * its own (`X-Forwarded-For`, which the gateway believes from loopback, as from the product's proxy), either
 * speaking graphql-ws and subscribing to `query`, or plain (a bare broadcast). Reports over IPC how the
 * connections fared and each delivery's latency. A connection the server refuses (an HTTP status instead of the
 * upgrade) or closes is counted and never waited on.
 */
import WebSocket from 'ws';
import { addressOf } from '../writes.ts';

export type Mode = 'graphql' | 'raw';

export type Tallies = Record<string, number>;

export interface SubscribersStatus {
  /** Connections that receive events: subscribed (graphql-ws) or open (raw). */
  ready: number;
  /** Refused before the upgrade, by HTTP status. */
  refused: Tallies;
  /** No connection at all (network errors), by reason. */
  failed: Tallies;
  /** Closed by the server, by close code (before or after they were ready). */
  closed: Tallies;
  /** graphql-ws errors (a refused subscription, an event with errors), by code. */
  errors: Tallies;
  /** Neither ready nor refused, failed or closed yet. */
  pending: number;
  /** Open now. */
  open: number;
}

export type Command = 'status' | 'reset' | 'latencies' | 'sample' | 'exit';

export type Reply =
  { started: true } | { status: SubscribersStatus } | { latencies: number[] } | { sample: string | null };

const [url, mode, countArg, firstArg, query] = process.argv.slice(2) as [
  string,
  Mode,
  string,
  string,
  string,
];
const count = Number(countArg);
/** The first connection's address number: each group of subscribers comes from addresses of its own. */
const first = Number(firstArg);
const latencies: number[] = [];
/** The first event as a subscriber received it: the bare broadcast sends the same bytes. */
let sample: string | null = null;
const sockets: WebSocket[] = [];
const status = { ready: 0, refused: {}, failed: {}, closed: {}, errors: {} } as Omit<
  SubscribersStatus,
  'pending' | 'open'
>;
let settled = 0;

const add = (tallies: Tallies, key: string) => (tallies[key] = (tallies[key] ?? 0) + 1);

interface Message {
  type?: string;
  payload?: {
    data?: { activityAdded?: { occurredAt?: string } };
    errors?: { extensions?: { code?: string } }[];
  };
}

const codesOf = (errors: unknown) =>
  Array.isArray(errors)
    ? errors.map((e: { extensions?: { code?: string } }) => e.extensions?.code ?? 'NO_CODE')
    : ['NO_CODE'];

function open(i: number): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const settle = (outcome?: () => void) => {
      if (done) return;
      done = true;
      settled++;
      outcome?.();
      resolve();
    };
    const socket = new WebSocket(url, mode === 'graphql' ? 'graphql-transport-ws' : undefined, {
      headers: { 'x-forwarded-for': addressOf(first + i) },
    });
    sockets.push(socket);
    socket.on('unexpected-response', (request, response) => {
      settle(() => add(status.refused, String(response.statusCode)));
      response.resume();
      request.destroy();
    });
    socket.on('error', (error: Error & { code?: string }) =>
      settle(() => add(status.failed, error.code ?? error.message)),
    );
    let opened = false;
    socket.on('close', (code) => {
      if (opened) add(status.closed, String(code));
      settle();
    });
    socket.on('open', () => {
      opened = true;
      if (mode === 'graphql') socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
      else settle(() => status.ready++);
    });
    socket.on('message', (data) => {
      const text = String(data);
      const message = JSON.parse(text) as Message;
      if (mode === 'graphql') {
        if (message.type === 'connection_ack') {
          // The protocol allows subscribing only once the server acknowledged the connection.
          socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
          settle(() => status.ready++);
          return;
        }
        if (message.type === 'error') {
          for (const code of codesOf(message.payload)) add(status.errors, code);
          return;
        }
        if (message.type !== 'next') return;
        if (message.payload?.errors)
          for (const code of codesOf(message.payload.errors)) add(status.errors, code);
      }
      const sent = message.payload?.data?.activityAdded?.occurredAt;
      if (!sent) return;
      latencies.push(Date.now() - Date.parse(sent));
      sample ??= text;
    });
  });
}

process.on('message', (command: Command) => {
  const reply = (message: Reply) => process.send!(message);
  if (command === 'status') {
    const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
    reply({ status: { ...status, pending: count - settled, open } });
  }
  if (command === 'reset') latencies.length = 0;
  if (command === 'latencies') reply({ latencies });
  if (command === 'sample') reply({ sample });
  if (command === 'exit') {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
process.send!({ started: true } satisfies Reply);

// A hundred at a time, as visitors arriving; the status can be asked meanwhile.
for (let i = 0; i < count; i += 100) {
  await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => open(i + j)));
}
