import { describe, expect, it } from 'vitest';
import { printGate, PrintQueueFullError } from './print-gate.ts';

/** A task that runs until it is let go, noting when it started. */
function held(started: number[], id: number) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      started.push(id);
      await done;
      return id;
    },
    finish: () => finish(),
  };
}

describe('the print gate', () => {
  it('runs two at once, queues two more in order and refuses the rest at once', async () => {
    const gate = printGate({ concurrency: 2, waiting: 2 });
    const started: number[] = [];
    const tasks = [1, 2, 3, 4, 5, 6].map((id) => held(started, id));
    const runs = tasks.map((t) => gate.run(t.task));
    await expect(runs[4]).rejects.toBeInstanceOf(PrintQueueFullError);
    await expect(runs[5]).rejects.toBeInstanceOf(PrintQueueFullError);
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    tasks[1]!.finish();
    expect(await runs[1]).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    for (const t of tasks) t.finish();
    expect(await Promise.all(runs.slice(0, 4))).toEqual([1, 2, 3, 4]);
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it('frees its place when a print fails, and takes new ones once emptied', async () => {
    const gate = printGate({ concurrency: 1, waiting: 0 });
    await expect(gate.run(() => Promise.reject(new Error('Chromium away')))).rejects.toThrow('Chromium away');
    expect(await gate.run(async () => 'printed')).toBe('printed');
    const first = held([], 1);
    const running = gate.run(first.task);
    await expect(gate.run(async () => 2)).rejects.toBeInstanceOf(PrintQueueFullError);
    first.finish();
    expect(await running).toBe(1);
    expect(await gate.run(async () => 3)).toBe(3);
  });
});
