import { fileStoreFromEnv } from './store-config.ts';
import { createPrivateFileLinks, type PrivateFileLinks } from './private-links.ts';
import type { FileStore } from './store.ts';
import { createUploadReceipts, type UploadReceipts } from './upload-receipts.ts';

/** What a server needs to take files in: where they go, and the receipts that let a mutation attach one. */
export interface FileService {
  store: FileStore;
  receipts: UploadReceipts;
  /** Signed, minutes-long addresses of private files, for readers a subgraph has allowed. */
  links: PrivateFileLinks;
}

/**
 * The store defaults to the one the environment names (`FILES_DIR`, `S3_BUCKET`). Receipts and links are signed with the
 * secret the gateway shares with the subgraphs (`IDENTITY_SECRET`), so a subgraph run elsewhere can check them.
 */
export function createFileService(options: { store?: FileStore | undefined; secret: string }): FileService {
  return {
    store: options.store ?? fileStoreFromEnv(),
    receipts: createUploadReceipts(options.secret),
    links: createPrivateFileLinks(options.secret),
  };
}
