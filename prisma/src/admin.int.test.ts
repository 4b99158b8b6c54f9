import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  databaseExists,
  dropAbandonedDatabases,
  dropDatabase,
  processDatabaseName,
  withDatabase,
} from './admin.ts';
import { templateEnv } from './testing/test-database.ts';

const server = () => process.env[templateEnv]!;
const made: string[] = [];

/** A database named as `processDatabaseName(prefix)` names one, changed by `rename` (another process, machine). */
async function make(prefix: string, rename: (name: string) => string = (name) => name) {
  const name = rename(processDatabaseName(prefix));
  await createDatabase(withDatabase(server(), name));
  made.push(name);
  return name;
}
const exists = (name: string) => databaseExists(withDatabase(server(), name));

afterAll(async () => {
  for (const name of made) await dropDatabase(withDatabase(server(), name));
});

describe("a process's own databases", () => {
  it('are named for the process, and each name is new', () => {
    const [a, b] = [processDatabaseName('test'), processDatabaseName('test')];
    expect(a).toMatch(new RegExp(`^test_[0-9a-f]{8}_${process.pid}_[0-9a-z]+$`));
    expect(a).not.toBe(b);
    expect(a.length).toBeLessThanOrEqual(63);
  });

  it("once their process has stopped without dropping them, are dropped by the next; no one else's", async () => {
    // A process that has ended: its id runs no more.
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const ours = `_${process.pid}_`;
    const abandoned = await make('sweep', (name) => name.replace(ours, `_${ended}_`));
    const running = await make('sweep');
    const otherMachine = await make('sweep', (name) =>
      name
        .replace(/^sweep_[0-9a-f]{8}_/, (tag) =>
          tag === 'sweep_00000000_' ? 'sweep_11111111_' : 'sweep_00000000_',
        )
        .replace(ours, `_${ended}_`),
    );
    const otherPrefix = await make('sweep_more', (name) => name.replace(ours, `_${ended}_`));

    // Someone still connected to the abandoned one (a server that was killed leaves no one, but the drop must not
    // wait for a stray session).
    const session = new pg.Client(withDatabase(server(), abandoned));
    session.on('error', () => {});
    await session.connect();

    expect(await dropAbandonedDatabases(server(), 'sweep')).toEqual([abandoned]);
    expect(await exists(abandoned)).toBe(false);
    expect(await exists(running)).toBe(true);
    expect(await exists(otherMachine)).toBe(true);
    expect(await exists(otherPrefix)).toBe(true);
    await session.end().catch(() => {});
  });
});
