import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isListening } from './ports.ts';
import { processRuns } from './processes.ts';

/** The superuser every embedded cluster is made with. */
export const clusterUser = 'postgres';

/**
 * What a client needs to reach an embedded cluster, kept in the cluster's folder, readable by its owner only:
 * the port it serves and its superuser's password. `formerPassword` is the password the cluster still has until
 * the recorded one is set (the one it was made with).
 */
export interface ClusterRecord {
  port: number;
  password: string;
  formerPassword?: string | undefined;
}

export const recordFile = (dir: string) => path.join(dir, 'connection.json');

export const newPassword = () => randomBytes(24).toString('base64url');

export async function readClusterRecord(dir: string): Promise<ClusterRecord | undefined> {
  let text: string;
  try {
    text = await readFile(recordFile(dir), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  const record = JSON.parse(text) as Partial<ClusterRecord>;
  if (!Number.isInteger(record.port) || typeof record.password !== 'string' || !record.password) {
    throw new Error(`${recordFile(dir)} does not hold a port and a password`);
  }
  return record as ClusterRecord;
}

/** Written whole or not at all (a new file renamed over the old), so that a crash never leaves half a record. */
export async function writeClusterRecord(dir: string, record: ClusterRecord): Promise<void> {
  const file = recordFile(dir);
  await writeFile(`${file}.new`, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  await rename(`${file}.new`, file);
}

export function clusterUrl(record: ClusterRecord, database = 'postgres'): string {
  return `postgresql://${clusterUser}:${encodeURIComponent(record.password)}@127.0.0.1:${record.port}/${database}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server running from the cluster's folder, as its `postmaster.pid` tells (process, port, state): undefined
 * when none runs. A server still starting or stopping is waited for, up to a minute.
 */
export async function runningPostmaster(dir: string): Promise<{ pid: number; port: number } | undefined> {
  const waitUntil = Date.now() + 60_000;
  for (;;) {
    let lines: string[];
    try {
      lines = (await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    const state = lines[7]?.trim();
    // A file left by a server that ended without removing it: PostgreSQL itself replaces it on its next start.
    if (!pid || !processRuns(pid)) return undefined;
    if (state === 'ready') return (await isListening(port)) ? { pid, port } : undefined;
    if (Date.now() > waitUntil) {
      throw new Error(
        `The PostgreSQL cluster in ${dir} (process ${pid}) has been ${state || 'starting'} for a minute`,
      );
    }
    await sleep(100);
  }
}
