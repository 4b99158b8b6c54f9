/** The end-to-end server for the client's benchmarks: a fresh seeded database on a free port, dropped on exit. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Asks the server to stop and waits (10 s at most) until its process group has, its database dropped. The signal goes
 * to the server alone: its embedded PostgreSQL, in the same group, is stopped by the server once its database is
 * dropped (signalled too, it would refuse the drop).
 */
async function stopServer(server: ChildProcess) {
  const group = -server.pid!;
  const running = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (running()) server.kill('SIGTERM');
  for (let i = 0; i < 100 && running(); i++) await sleep(100);
}

/**
 * The address of a product to measure: `url` when one is named, else the end-to-end server started in production
 * mode, stopped by what `defer` undoes when the benchmark ends.
 */
export async function e2eServer(
  url: string | undefined,
  defer: (cleanup: () => unknown) => unknown,
): Promise<string> {
  if (url) return url;
  const port = await freePort();
  // What `pnpm --filter @platform/gateway start:e2e` runs, without pnpm's and tsx's launchers between: a stop
  // signal then reaches the server alone, which drops its database before it exits.
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/e2e-server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../gateway'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  defer(() => stopServer(server));
  const address = `http://127.0.0.1:${port}`;
  for (;;) {
    if (server.exitCode !== null) throw new Error('The end-to-end server stopped before it was ready');
    try {
      if ((await fetch(`${address}/readyz`)).ok) return address;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
}
