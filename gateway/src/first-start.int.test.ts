import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoUuid } from '@platform/db/demo-ids';
import { demoTakers } from '@platform/db/seed';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeClientBuild } from './testing/client-build.ts';

const gatewayDir = fileURLToPath(new URL('..', import.meta.url));

let db: TestDatabase;
let folder: string;
let product: ChildProcess | null = null;

beforeAll(async () => {
  db = await createTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'first-start-'));
});
afterAll(async () => {
  if (product?.pid && product.exitCode === null && product.signalCode === null) {
    const exited = new Promise((resolve) => product!.once('close', resolve));
    process.kill(-product.pid, 'SIGTERM');
    await exited;
  }
  await db.drop();
  await rm(folder, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Waits for a state, looking again until it holds (the test's own timeout is the limit). */
async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('the first start of the product (`npm start`)', () => {
  it('replaces a server process killed while the demo takers take their tests, as any other', async () => {
    // A demo taker's start of a test waits for this lock (one start at a time per person and test), so the demo
    // takers' flows are still under way, whatever the machine's speed, when the server process is killed. (Not the
    // one who applies to a job first: the application's invitation takes the same lock, and the flow waits for it.)
    const taker = demoTakers.find((t) => !t.applyTo)!;
    const lock = `${demoUuid(`taker:${taker.key}`)}:${demoUuid(`test:${taker.testSlug}`)}`;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = db.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${lock}, 17))`;
        locked();
        await released;
      },
      { timeout: 170_000 },
    );
    await isLocked;

    const { dist } = await writeClientBuild();
    const port = await freePort();
    let log = '';
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: gatewayDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: db.url,
        SEED_DEMO: 'true',
        DEMO_TAKERS: 'true',
        CLIENT_DIST: dist,
        MAIL_DIR: path.join(folder, 'mail'),
        FILES_DIR: path.join(folder, 'files'),
        // Nothing is printed: the demo takers never finish here.
        CHROMIUM_PATH: '/nonexistent/chromium',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    product = child;
    child.stdout!.on('data', (chunk: Buffer) => (log += String(chunk)));
    child.stderr!.on('data', (chunk: Buffer) => (log += String(chunk)));
    let exited = false;
    child.once('exit', () => (exited = true));
    const servers = () =>
      [...log.matchAll(/Started the server process \(pid (\d+)\)/g)].map((m) => Number(m[1]));
    const ready = () => (log.match(/Ready at /g) ?? []).length;

    // The server listens, and the taker's flow waits for the lock.
    await until(
      async () =>
        exited ||
        (
          await db.prisma.$queryRaw<{ waiting: boolean }[]>`
            SELECT EXISTS (SELECT 1 FROM pg_stat_activity
                           WHERE datname = current_database() AND wait_event = 'advisory'
                             AND query LIKE '%hashtextextended(%, 17)%') AS waiting`
        )[0]!.waiting,
    );
    expect(exited, log).toBe(false);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    const [first] = servers();
    process.kill(first!, 'SIGKILL');
    release();
    await holding;

    // Another server process is started, and it serves: the product is back.
    await until(() => exited || ready() === 2);
    expect({ exited, servers: servers().length, ready: ready() }, log).toEqual({
      exited: false,
      servers: 2,
      ready: 2,
    });
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(answer.status).toBe(200);
  }, 180_000);
});
