import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { socketLimits } from '../subscriptions.ts';
import { startTestApp, type RunningApp } from '../test-helpers.ts';

let db: TestDatabase;
let app: RunningApp;
const sockets: WebSocket[] = [];
const clients: Client[] = [];
const logged: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startTestApp({ prisma: db.prisma, log: (message) => logged.push(message) });
});
afterEach(async () => {
  for (const client of clients.splice(0)) await client.dispose();
  for (const socket of sockets.splice(0)) socket.terminate();
  // The server counts a connection as gone once its close has been handled.
  await new Promise((resolve) => setTimeout(resolve, 300));
});
afterAll(async () => {
  await app.stop();
  await db.drop();
});

const wsUrl = () => `${app.url.replace('http', 'ws')}/graphql`;

/** A raw connection: the upgrade's answer (101, or the status it was refused with). */
function open(): Promise<{ status: number; socket: WebSocket }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(wsUrl(), 'graphql-transport-ws');
    // Refused upgrades and terminated sockets report errors the test has already seen as statuses.
    socket.on('error', () => {});
    sockets.push(socket);
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0, socket }));
  });
}

function client() {
  const c = createClient({ url: wsUrl(), webSocketImpl: WebSocket, retryAttempts: 0, lazy: false });
  clients.push(c);
  return c;
}

/** Subscribes, and resolves with the first error, or `open` when none came within `waitMs`. */
function subscribe(c: Client, query: string, waitMs = 15_000) {
  return new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve('open'), waitMs);
    c.subscribe(
      { query },
      {
        // A refusal after the operation was accepted comes as a result with errors.
        next: (result) => {
          const code = (result.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions
            ?.code;
          if (code) {
            clearTimeout(timer);
            resolve(code);
          }
        },
        error: (error) => {
          clearTimeout(timer);
          const code = Array.isArray(error)
            ? String((error[0] as { extensions?: { code?: string } }).extensions?.code)
            : `closed ${(error as { code?: number }).code}`;
          resolve(code);
        },
        complete: () => {},
      },
    );
  });
}

describe('WebSocket limits', () => {
  it('refuse connections over the per-address share before the upgrade, with 429', async () => {
    const answers = [];
    for (let i = 0; i <= socketLimits.connectionsPerAddress; i++) answers.push((await open()).status);
    expect(answers.slice(0, -1).every((s) => s === 101)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it("frees a connection's share when it closes", async () => {
    const first = await open();
    for (let i = 1; i < socketLimits.connectionsPerAddress; i++) await open();
    expect((await open()).status).toBe(429);
    first.socket.close();
    await new Promise((resolve) => first.socket.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await open()).status).toBe(101);
  });

  it('close a connection that sends a message larger than an HTTP body may be', async () => {
    const { socket } = await open();
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(200 * 1024) } }));
    expect(await closed).toBe(1009);
    expect(logged).toEqual([]);
  });

  it('refuse a subscription over the per-connection share', async () => {
    const c = client();
    const outcomes = [];
    for (let i = 0; i <= socketLimits.subscriptionsPerConnection; i++) {
      // Aliases make each a distinct subscription; identical ones would share one upstream.
      const last = i === socketLimits.subscriptionsPerConnection;
      // The refusal expected last is waited for as long as a busy machine may take to send it.
      outcomes.push(await subscribe(c, `subscription { a${i}: activityAdded { id } }`, last ? 15_000 : 50));
    }
    expect(outcomes.slice(0, -1).every((o) => o === 'open')).toBe(true);
    expect(outcomes.at(-1)).toBe('RATE_LIMITED');
  });

  it('cap the distinct subscriptions of one caller across connections', async () => {
    const outcomes = [];
    for (let i = 0; i <= socketLimits.distinctPerCaller; i++) {
      const c = i % 20 === 0 ? client() : clients.at(-1)!;
      const last = i === socketLimits.distinctPerCaller;
      // The refusal expected last is waited for as long as a busy machine may take to send it.
      outcomes.push(await subscribe(c, `subscription { a${i}: activityAdded { id } }`, last ? 15_000 : 50));
    }
    expect(outcomes.slice(0, -1).every((o) => o === 'open')).toBe(true);
    expect(outcomes.at(-1)).toBe('RATE_LIMITED');
  });

  it('apply the operation limits of HTTP', async () => {
    const deep = `subscription { activityAdded { ${'id '.repeat(1)} ... on ActivityItem { ${'__typename '.repeat(5000)} } } }`;
    expect(await subscribe(client(), deep)).toBe('QUERY_TOO_COMPLEX');
    const aliases = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: jobs(first: 1) { totalCount }`).join(' ')} }`;
    expect(await subscribe(client(), aliases)).toBe('QUERY_TOO_COMPLEX');
  });
});
