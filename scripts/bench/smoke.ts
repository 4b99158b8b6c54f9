/**
 * Every benchmark's smoke run: each `bench:*` script of the workspace's packages with `--smoke` (tiny sizes, a
 * few seconds), three at a time, then the page audit by itself. Each must end on its own (its time limit names the
 * step where it stopped), exit 0 and print its line of figures; a benchmark that stopped working fails here the day
 * it breaks. Prints a line per benchmark, and the whole output of any that failed; exits 1 if one did.
 *
 *   pnpm bench:smoke [--jobs 3] [name …]      e.g. pnpm bench:smoke subscriptions pages
 *
 * Benchmarks that need a database use DATABASE_URL's server (or an embedded PostgreSQL) and drop what they create;
 * `bench:pages` and `bench:reports` need the client's build (`pnpm build:quiet`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { figuresPrefix } from './harness.ts';

const { values, positionals } = parseArgs({
  options: { jobs: { type: 'string', default: '3' } },
  allowPositionals: true,
});
/** Past its own time limit, a benchmark is stopped from outside: asked first, then killed. */
const hardLimitSeconds = 200;

interface Benchmark {
  name: string;
  dir: string;
  script: string;
}

const packages = JSON.parse(
  execFileSync('pnpm', ['-r', 'ls', '--depth', '-1', '--json'], { encoding: 'utf8' }),
) as { name: string; path: string }[];
const root = path.resolve(import.meta.dirname, '../..');
const benchmarks: Benchmark[] = packages
  .filter((p) => path.resolve(p.path) !== root)
  .flatMap((p) => {
    const { scripts = {} } = JSON.parse(readFileSync(path.join(p.path, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    return Object.keys(scripts)
      .filter((script) => script.startsWith('bench:'))
      .map((script) => ({ name: p.name, dir: p.path, script }));
  })
  .filter((b) => !positionals.length || positionals.some((wanted) => b.script === `bench:${wanted}`));
if (!benchmarks.length) throw new Error(`No bench:* script matches ${positionals.join(', ')}`);

interface Outcome {
  benchmark: Benchmark;
  ok: boolean;
  seconds: number;
  summary: string;
  output: string;
}

/** The process groups running now: stopped too if this script is. */
const running = new Set<number>();
const signal = (group: number, name: NodeJS.Signals) => {
  try {
    process.kill(-group, name);
  } catch {
    // Already gone.
  }
};
for (const name of ['SIGINT', 'SIGTERM'] as const) {
  process.once(name, () => {
    for (const group of running) signal(group, 'SIGTERM');
    process.exit(1);
  });
}

function run(benchmark: Benchmark): Promise<Outcome> {
  const t0 = performance.now();
  // A process group of its own, so that whatever it started goes with it if it must be stopped.
  const child = spawn('pnpm', ['--silent', 'run', benchmark.script, '--smoke'], {
    cwd: benchmark.dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
  const stop = setTimeout(() => {
    output += `\nbench:smoke: still running after ${hardLimitSeconds} s; stopped\n`;
    signal(child.pid!, 'SIGTERM');
    setTimeout(() => signal(child.pid!, 'SIGKILL'), 60_000).unref();
  }, hardLimitSeconds * 1000);
  return new Promise((resolve) => {
    child.once('close', (code, killedBy) => {
      clearTimeout(stop);
      running.delete(child.pid!);
      const seconds = (performance.now() - t0) / 1000;
      const figures = output
        .split('\n')
        .findLast((line) => line.startsWith(figuresPrefix))
        ?.slice(figuresPrefix.length)
        .trim();
      const ok = code === 0 && !!figures;
      const why = killedBy ? `stopped by ${killedBy}` : code !== 0 ? `exit code ${code}` : 'no figures';
      resolve({ benchmark, ok, seconds, summary: ok ? figures : why, output });
    });
  });
}

/**
 * Benchmarks that run by themselves once the others are done: Lighthouse's audit of a page (bench:pages) reads
 * the machine's own speed, and beside two other runs on a small machine its trace can come out incomplete.
 */
const alone = new Set(['bench:pages']);

const t0 = performance.now();
const outcomes: Outcome[] = [];
const width = Math.max(...benchmarks.map((b) => b.script.length));
async function runAll(queue: Benchmark[], jobs: number) {
  await Promise.all(
    Array.from({ length: Math.max(1, jobs) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const outcome = await run(next);
        outcomes.push(outcome);
        console.log(
          `${outcome.ok ? 'ok  ' : 'FAIL'} ${next.script.padEnd(width)} ${outcome.seconds.toFixed(0).padStart(4)} s  ${outcome.summary}`,
        );
      }
    }),
  );
}
await runAll(
  benchmarks.filter((b) => !alone.has(b.script)),
  Number(values.jobs),
);
await runAll(
  benchmarks.filter((b) => alone.has(b.script)),
  1,
);

const failed = outcomes.filter((o) => !o.ok);
for (const { benchmark, output } of failed) {
  console.log(`\n---- ${benchmark.name} ${benchmark.script} --smoke ----\n${output.trimEnd()}`);
}
console.log(
  `\nbench:smoke: ${outcomes.length - failed.length} of ${outcomes.length} finished with their figures ` +
    `in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
process.exit(failed.length ? 1 : 0);
