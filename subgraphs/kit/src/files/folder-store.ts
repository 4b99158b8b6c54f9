import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, contentTypeOf, type FileStore, type StoredFile } from './store.ts';

/** A folder on this machine (`FILES_DIR`); enough for one server, or several sharing a mounted volume. */
export function createFolderStore(root: string): FileStore {
  const base = path.resolve(root);
  // The key pattern already rules out `..` and absolute paths; this keeps even a wrong pattern inside the folder.
  const pathOf = (key: string) => {
    assertFileKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`Key ${key} leaves the store`);
    return file;
  };
  return {
    kind: 'folder',
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed into place, so that a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, bytes);
      try {
        await rename(partial, file);
      } catch (error) {
        await unlink(partial).catch(() => {});
        throw error;
      }
    },
    async get(key): Promise<StoredFile | null> {
      const file = pathOf(key);
      let size: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        size = info.size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return { body: createReadStream(file), size, contentType: contentTypeOf(key) };
    },
  };
}
