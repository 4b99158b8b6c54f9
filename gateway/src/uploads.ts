import { pipeline } from 'node:stream/promises';
import type { Prisma } from '@platform/db';
import { imageLimits } from '@platform/rules/files';
import { resolveSession } from '@platform/subgraph-accounts/sessions';
import { ImageRejected, storeImage } from '@platform/subgraph-kit/files/images';
import type { FileService } from '@platform/subgraph-kit/files/service';
import { fileUrl, isFileKey } from '@platform/subgraph-kit/files/store';
import type { Identity } from '@platform/subgraph-kit/identity';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';

export interface FileRoutesOptions {
  prisma: Prisma;
  files: FileService;
  log: (message: string, error?: unknown) => void;
}

/** Failures answer in the shape of GraphQL errors, which the client already reads. */
function fail(res: Response, status: number, code: string, message: string) {
  res
    .status(status)
    .setHeader('cache-control', 'no-store')
    .json({ errors: [{ message, extensions: { code } }] });
}

const rejectionStatus: Record<ImageRejected['code'], number> = {
  PAYLOAD_TOO_LARGE: 413,
  IMAGE_DIMENSIONS_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BAD_IMAGE: 400,
};

/** Resolves the bearer session as the GraphQL endpoint does; only registered users may upload. */
function requireUploader(prisma: Prisma): RequestHandler {
  return async (req, res, next) => {
    const header = req.headers.authorization;
    if (!header) return fail(res, 401, 'UNAUTHENTICATED', 'Sign in to upload files');
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const identity = token ? await resolveSession(prisma, token) : null;
    if (!identity) {
      return fail(res, 401, 'INVALID_TOKEN', 'The session token is invalid or has expired; sign in again');
    }
    if (!identity.registered) return fail(res, 403, 'FORBIDDEN', 'Complete your registration first');
    res.locals.uploader = identity satisfies Identity;
    next();
  };
}

/**
 * `POST /uploads/images`: the raw image as the body (any declared type; the bytes decide), the session as
 * `Authorization: Bearer …`. Answers 201 `{ upload, url }`: a receipt that `updateProfile(avatarUpload:)` or
 * `updateCompany(logoUpload:)` accepts from this user for half an hour, and the stored copy's address.
 *
 * `GET /files/<key>`: a stored file, cached for ever (the key is its content's hash).
 */
export function mountFileRoutes(app: express.Express, options: FileRoutesOptions) {
  const { files, log } = options;

  app.post(
    '/uploads/images',
    requireUploader(options.prisma),
    // Per-user upload limits go here: after the caller is known, before the body is read.
    express.raw({ type: () => true, limit: imageLimits.maxBytes, inflate: false }),
    async (req: Request, res: Response) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        const key = await storeImage(files.store, body);
        const upload = await files.receipts.issue((res.locals.uploader as Identity).userId, key);
        res
          .status(201)
          .setHeader('cache-control', 'no-store')
          .json({ upload, url: fileUrl(key) });
      } catch (error) {
        if (error instanceof ImageRejected)
          return fail(res, rejectionStatus[error.code], error.code, error.message);
        log('Could not store an upload', error);
        fail(res, 500, 'INTERNAL_SERVER_ERROR', 'The file could not be stored');
      }
    },
    ((error, _req, res, _next) => {
      const status = (error as { status?: number }).status;
      if (status === 413) {
        return fail(res, 413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${imageLimits.maxBytes} bytes`);
      }
      if (status === 415) return fail(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file uncompressed');
      if (status && status < 500) return fail(res, 400, 'BAD_REQUEST', 'The upload could not be read');
      log('Upload failed', error);
      fail(res, 500, 'INTERNAL_SERVER_ERROR', 'The file could not be stored');
    }) satisfies ErrorRequestHandler,
  );

  app.get('/files/*key', async (req, res) => {
    const key = ([] as string[]).concat(req.params.key ?? []).join('/');
    if (!isFileKey(key)) return fail(res, 404, 'NOT_FOUND', 'No such file');
    let file;
    try {
      file = await files.store.get(key);
    } catch (error) {
      log(`Could not read file ${key}`, error);
      return fail(res, 500, 'INTERNAL_SERVER_ERROR', 'The file could not be read');
    }
    if (!file) return fail(res, 404, 'NOT_FOUND', 'No such file');
    res.setHeader('content-type', file.contentType);
    res.setHeader('content-length', String(file.size));
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('x-content-type-options', 'nosniff');
    // Opened on its own, the file is a sandboxed document that can run nothing.
    res.setHeader('content-security-policy', "default-src 'none'; sandbox");
    try {
      await pipeline(file.body, res);
    } catch (error) {
      if (!res.writableFinished && !req.destroyed) log(`Could not send file ${key}`, error);
    }
  });
}
