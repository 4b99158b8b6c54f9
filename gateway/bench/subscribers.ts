/**
 * The benchmark's load generator, in a process of its own so that the server's CPU is measured alone.
 * Opens `count` WebSocket connections, either speaking graphql-ws (subscribing to `query`) or plain (raw
 * broadcast), and reports over IPC how many are ready, the errors, and each delivery's latency.
 */
import WebSocket from 'ws';

const [url, mode, countArg, query] = process.argv.slice(2) as [string, 'graphql' | 'raw', string, string];
const count = Number(countArg);
const latencies: number[] = [];
let ready = 0;
let errors = 0;
let closed = 0;
const sockets: WebSocket[] = [];

function record(socket: WebSocket, i: number, data: WebSocket.RawData) {
  const message = JSON.parse(String(data)) as {
    type?: string;
    payload?: { data?: { activityAdded?: { occurredAt: string } }; errors?: unknown };
    data?: { activityAdded?: { occurredAt: string } };
  };
  if (mode === 'graphql') {
    if (message.type === 'connection_ack') {
      // The protocol allows subscribing only after the server acknowledged the connection.
      socket.send(JSON.stringify({ id: String(i), type: 'subscribe', payload: { query } }));
      ready++;
      return;
    }
    if (message.type === 'error' || message.payload?.errors) {
      errors++;
      return;
    }
    if (message.type !== 'next') return;
  }
  const sent = (mode === 'graphql' ? message.payload?.data : message.data)?.activityAdded?.occurredAt;
  if (sent) latencies.push(Date.now() - Date.parse(sent));
}

async function open(i: number) {
  const socket = new WebSocket(url, mode === 'graphql' ? 'graphql-transport-ws' : undefined);
  sockets.push(socket);
  socket.on('message', (data) => record(socket, i, data));
  socket.on('error', () => errors++);
  socket.on('close', () => closed++);
  await new Promise<void>((resolve) => socket.once('open', () => resolve()));
  if (mode === 'graphql') {
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  } else {
    ready++;
  }
}

for (let i = 0; i < count; i += 100) {
  await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => open(i + j)));
}

process.on('message', (command: string) => {
  if (command === 'status') process.send!({ ready, errors, closed, open: sockets.length - closed });
  if (command === 'reset') latencies.length = 0;
  if (command === 'latencies') process.send!({ latencies });
  if (command === 'exit') {
    for (const s of sockets) s.terminate();
    process.exit(0);
  }
});
process.send!({ started: true });
