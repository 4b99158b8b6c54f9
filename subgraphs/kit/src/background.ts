/**
 * Background work that wake-ups trigger (a NOTIFY, an event, a poll): one run at a time, and a wake-up during a
 * run asks for exactly one more after it, so nothing committed meanwhile waits for the next wake-up. A failed run
 * is logged and left to the next wake-up.
 */
export function coalescedRunner(task: () => Promise<number>, onError: (error: unknown) => void) {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  function wake(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = task()
      .catch((error: unknown) => {
        if (!stopped) onError(error);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void wake();
        }
      });
    return running;
  }

  return {
    wake,
    /** Runs now, after any run in progress, and resolves with what this run did (tests, draining). */
    async runNow(): Promise<number> {
      if (running) await running;
      return wake();
    },
    /** No more runs; resolves when the one in progress ends. */
    async stop() {
      stopped = true;
      if (running) await running;
    },
  };
}
