import type { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertFileKey, contentTypeOf, type FileStore, type StoredFile } from './store.ts';

export interface S3StoreOptions {
  bucket: string;
  /** For S3-compatible servers (MinIO, R2, …); AWS itself needs none. */
  endpoint?: string | undefined;
  region: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`, as MinIO-like servers want. */
  forcePathStyle: boolean;
  /** Defaults to the SDK's own chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * An S3-compatible bucket, for several servers without a shared folder. Files still reach browsers through our
 * own origin (`GET /files/<key>`), so the bucket stays private and its host appears on no page.
 */
export function createS3Store(options: S3StoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  return {
    kind: 's3',
    async put(key, bytes) {
      assertFileKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentTypeOf(key),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key): Promise<StoredFile | null> {
      assertFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: contentTypeOf(key),
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
  };
}
