import cluster, { type Worker } from 'node:cluster';

export interface SupervisorOptions {
  /** What the server process gets besides this process's environment. */
  env: Record<string, string>;
  log: (message: string) => void;
  /** A server that ran this long before it stopped is started again at once; sooner, after a growing wait. */
  steadyMs?: number;
  /** The longest wait between two starts of a server that keeps stopping. */
  maxDelayMs?: number;
  /** How long a server asked to stop may take before it is killed. */
  stopTimeoutMs?: number;
}

/** The message a server process sends its supervisor once it listens. */
export const readyMessage = 'karnama:ready';

export interface Supervisor {
  /** Resolves once the first server listens; rejects if it stopped before it could (a configuration fault). */
  ready: Promise<void>;
  /** Stops the server (SIGTERM, then SIGKILL after the timeout) and starts no other. */
  stop(): Promise<void>;
}

/**
 * Keeps one server process running (Node's cluster, one worker): when it dies — a crash, an out-of-memory kill,
 * an uncaught exception — another is started, at once if the last one had run steadily, else after a wait that
 * doubles with each quick failure (0.5 s up to `maxDelayMs`), so a server that cannot start does not spin. A first
 * server that stops before it listens is a fault of the setup, not of a request: nothing is started again.
 */
export function supervise(options: SupervisorOptions): Supervisor {
  const steadyMs = options.steadyMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  let worker: Worker | null = null;
  let stopping = false;
  let quickFailures = 0;
  let everReady = false;
  let restartTimer: NodeJS.Timeout | null = null;
  let onStopped: (() => void) | null = null;
  let settleReady: { resolve: () => void; reject: (error: Error) => void } | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject };
  });

  function start() {
    restartTimer = null;
    const startedAt = Date.now();
    const current = cluster.fork(options.env);
    worker = current;
    options.log(`Started the server process (pid ${current.process.pid})`);
    current.on('message', (message: unknown) => {
      if (message !== readyMessage) return;
      if (!everReady) settleReady?.resolve();
      everReady = true;
    });
    current.on('exit', (code, signal) => {
      if (worker === current) worker = null;
      if (stopping) return onStopped?.();
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      if (!everReady) {
        settleReady?.reject(new Error(`The server ${how} before it was ready`));
        return;
      }
      quickFailures = Date.now() - startedAt >= steadyMs ? 0 : quickFailures + 1;
      const delay = quickFailures === 0 ? 0 : Math.min(maxDelayMs, 250 * 2 ** quickFailures);
      options.log(
        `The server process ${how}; starting another${delay ? ` in ${(delay / 1000).toFixed(1)} s` : ''}`,
      );
      restartTimer = setTimeout(start, delay);
    });
  }

  // The server accepts its connections itself (one worker needs no round robin): no connection waits in this
  // process, where a server killed while being handed one would leave it hanging.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  start();
  return {
    ready,
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const current = worker;
      if (!current || current.isDead()) return;
      const stopped = new Promise<void>((resolve) => {
        onStopped = resolve;
      });
      current.process.kill('SIGTERM');
      const killer = setTimeout(() => current.process.kill('SIGKILL'), options.stopTimeoutMs ?? 30_000);
      await stopped;
      clearTimeout(killer);
    },
  };
}

/**
 * In the server process: an unexpected error in one request must not end the process for everybody else. A
 * rejected promise nothing observed is logged and the process goes on (whatever awaited it has already answered or
 * failed its request); an exception nothing caught leaves the process in a state nobody knows, so it is logged
 * and the process ends, for the supervisor to start a fresh one.
 */
export function guardProcess(log: (message: string, error?: unknown) => void): void {
  process.on('unhandledRejection', (reason) => {
    log('A promise was rejected and nothing handled it; the server goes on', reason);
  });
  process.on('uncaughtException', (error) => {
    log('An exception was not caught; the server process ends and another starts', error);
    process.exit(70);
  });
}
