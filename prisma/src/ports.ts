import { readdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/** True when nothing listens on the port at 127.0.0.1 (or on every address), so a server may bind it there. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EADDRINUSE') resolve(false);
      else reject(e);
    });
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A port that is free at 127.0.0.1 now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

interface Postmaster {
  pid: number;
  dataDir: string;
}

/** The port a PostgreSQL server process serves: its `postmaster.pid` says, else its `-p` argument. */
async function portOf(args: string[], dataDir: string): Promise<number | undefined> {
  try {
    const port = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[3]);
    if (port) return port;
  } catch {
    // Another user's data directory, or no lock file: the command line may still say.
  }
  const flag = args.indexOf('-p');
  return flag >= 0 ? Number(args[flag + 1]) : undefined;
}

/**
 * The PostgreSQL server on this machine that serves the port, found through /proc (Linux): a server's command
 * line names its data directory. Undefined where /proc does not tell.
 */
async function postmasterOnPort(port: number): Promise<Postmaster | undefined> {
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    let args: string[];
    try {
      args = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    } catch {
      continue;
    }
    const flag = args.indexOf('-D');
    if (path.basename(args[0] ?? '') !== 'postgres' || flag < 0 || !args[flag + 1]) continue;
    const dataDir = args[flag + 1]!;
    if ((await portOf(args, dataDir)) === port) return { pid: Number(pid), dataDir };
  }
  return undefined;
}

/** Whether the server on the port answers PostgreSQL's opening request (an SSL request, answered `S` or `N`). */
function speaksPostgres(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => {
      const request = Buffer.alloc(8);
      request.writeInt32BE(8, 0);
      request.writeInt32BE(80877103, 4);
      socket.write(request);
    });
    socket.once('data', (answer) => done(answer.length === 1 && (answer[0] === 0x53 || answer[0] === 0x4e)));
  });
}

/** Who holds the port, in words for a developer: which PostgreSQL cluster and where, when that can be found. */
export async function describePortHolder(port: number): Promise<string> {
  const postmaster = await postmasterOnPort(port);
  if (postmaster) return `the PostgreSQL cluster in ${postmaster.dataDir} (process ${postmaster.pid})`;
  return (await speaksPostgres(port)) ? 'another PostgreSQL server' : 'another program';
}
