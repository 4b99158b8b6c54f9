import { describe, expect, it } from 'vitest';
import { coalescedRunner } from './background.ts';

describe('coalescedRunner', () => {
  it('runs once at a time, and once more for any number of wake-ups during a run', async () => {
    let runs = 0;
    let release!: () => void;
    const runner = coalescedRunner(
      async () => {
        runs++;
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
        return runs;
      },
      () => {},
    );
    const first = runner.wake();
    void runner.wake();
    void runner.wake();
    expect(runs).toBe(1);
    release();
    await first;
    await runner.runNow();
    // The first run, one follow-up for the two wake-ups, and the explicit run.
    expect(runs).toBe(3);
  });

  it('reports a failure and goes on with the next wake-up', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const runner = coalescedRunner(
      async () => {
        if (fail) throw new Error('database down');
        return 1;
      },
      (error) => errors.push(error),
    );
    expect(await runner.wake()).toBe(0);
    fail = false;
    expect(await runner.wake()).toBe(1);
    expect(errors).toHaveLength(1);
  });
});
