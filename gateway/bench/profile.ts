/**
 * Where this process's CPU goes while `run` runs: a V8 CPU profile, summed by package (or project folder) of the
 * function that was on the CPU, in milliseconds, most first; written to `saveTo` as well when given (a
 * `.cpuprofile` for Chrome's DevTools or speedscope). PostgreSQL's work is another process's.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  hitCount?: number;
  callFrame: { functionName: string; url: string };
}

function areaOf({ functionName, url }: ProfileNode['callFrame']): string | null {
  if (functionName === '(idle)') return null;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return url.split('/')[0]!;
  const own = /\/((?:gateway|subgraphs\/[^/]+|prisma|schema)\/[^/]+)/.exec(url)?.[1];
  return own ?? url;
}

export async function profile(run: () => Promise<void>, saveTo?: string) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  await run();
  const { profile: result } = await session.post('Profiler.stop');
  session.disconnect();
  if (saveTo) await writeFile(saveTo, JSON.stringify(result));
  const samples = result.samples?.length ?? 1;
  const perSample = (result.endTime - result.startTime) / 1000 / samples;
  const byArea = new Map<string, number>();
  for (const node of result.nodes as ProfileNode[]) {
    const area = areaOf(node.callFrame);
    if (area && node.hitCount) byArea.set(area, (byArea.get(area) ?? 0) + node.hitCount * perSample);
  }
  return [...byArea].sort((a, b) => b[1] - a[1]);
}
