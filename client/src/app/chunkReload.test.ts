import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  markChunkReload,
  shouldReloadForChunkError,
} from './chunkReload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/JobsPage-abc.js');

describe('reload after a failed chunk load', () => {
  it('recognises the browsers’ chunk load errors only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once per path within ten seconds', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(chunkError, '/fa/jobs', storage, 1_000)).toBe(true);
    markChunkReload('/fa/jobs', storage, 1_000);
    expect(
      shouldReloadForChunkError(chunkError, '/fa/jobs', storage, 1_000 + CHUNK_RELOAD_GUARD_MS - 1),
    ).toBe(false);
    expect(shouldReloadForChunkError(chunkError, '/en/jobs', storage, 2_000)).toBe(true);
    expect(shouldReloadForChunkError(chunkError, '/fa/jobs', storage, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(
      true,
    );
  });
});
