/** The gate is full: as many prints as it runs and as many waiting as it keeps. */
export class PrintQueueFullError extends Error {
  constructor() {
    super('Pages are being printed for others; try again shortly');
  }
}

/**
 * At most `concurrency` prints at once (each is a Chromium page) and at most `waiting` more queued, in the order
 * they came; anything beyond is refused at once rather than held, so that no number of requests holds more pages
 * or more memory than these.
 */
export function printGate(options: { concurrency: number; waiting: number }) {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < options.concurrency) running += 1;
      else if (queue.length < options.waiting) await new Promise<void>((resolve) => queue.push(resolve));
      else throw new PrintQueueFullError();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
