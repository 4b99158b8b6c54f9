/** How long after one reload for a path a second chunk failure on it is shown instead of reloading again. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'chunk-reload:';

/** A page's code could not be fetched, typically because a new deploy removed the old hashed files. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /failed to fetch dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css/i.test(
    message,
  );
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** True when a reload would fetch the new build and the path was not reloaded in the last 10 seconds. */
export function shouldReloadForChunkError(
  error: unknown,
  path: string,
  storage: GuardStorage,
  now: number = Date.now(),
): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = storage.getItem(KEY_PREFIX + path);
  return last === null || now - Number(last) >= CHUNK_RELOAD_GUARD_MS;
}

export function markChunkReload(path: string, storage: GuardStorage, now: number = Date.now()): void {
  storage.setItem(KEY_PREFIX + path, String(now));
}
