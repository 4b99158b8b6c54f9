/** Whether a process of this machine runs: one of another user's (the embedded PostgreSQL under root) counts. */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // There, but not ours to signal.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
