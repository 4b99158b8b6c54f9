import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseEnv } from '../env.ts';
import { createFolderStore } from './folder-store.ts';
import { createS3Store } from './s3-store.ts';
import type { FileStore } from './store.ts';

/** Git-ignored, beside the embedded database. */
export const defaultFilesDir = fileURLToPath(new URL('../../../../.data/files/', import.meta.url));

const schema = z
  .object({
    FILES_DIR: z.string().min(1).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).optional(),
    AWS_REGION: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
    AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  })
  .refine((env) => !(env.FILES_DIR && env.S3_BUCKET), {
    message: 'set FILES_DIR or S3_BUCKET, not both',
    path: ['FILES_DIR'],
  });

/**
 * The file store the configuration names: an S3-compatible bucket when `S3_BUCKET` is set (credentials from the
 * SDK's usual variables, `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`, or its other sources), else the folder `FILES_DIR` (default `.data/files` at the repository root).
 */
export function fileStoreFromEnv(source: Record<string, string | undefined> = process.env): FileStore {
  const env = parseEnv(schema, source);
  if (env.S3_BUCKET) {
    return createS3Store({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      // Given here when set, so that a configuration passed in is honoured whole; else the SDK's own chain.
      ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: env.AWS_ACCESS_KEY_ID,
              secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            },
          }
        : {}),
    });
  }
  return createFolderStore(env.FILES_DIR ?? defaultFilesDir);
}
