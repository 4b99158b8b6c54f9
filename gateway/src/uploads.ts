import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { imageLimits } from '@platform/rules/files';
import { ImageRejected, storeImage } from '@platform/subgraph-kit/files/images';
import type { FileService } from '@platform/subgraph-kit/files/service';
import { fileUrl, isFileKey } from '@platform/subgraph-kit/files/store';
import type { Identity } from '@platform/subgraph-kit/identity';
import type { Bucket } from '@platform/subgraph-kit/rate-limits';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { GraphQLError } from 'graphql';
import { gatewayContext, type ContextOptions } from './request-context.ts';

/** Images stored per account: a profile photo and a logo tried a few times, not a file host. */
const uploadRate = { name: 'files.upload', points: 30, seconds: 3_600 } satisfies Bucket;

export interface FileRoutesOptions {
  context: ContextOptions;
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

/**
 * Resolves the bearer session as the GraphQL endpoint does (bad tokens count against the address); only registered
 * users may upload, each within their upload budget, before the body is read.
 */
function requireUploader(options: ContextOptions): RequestHandler {
  return async (req, res, next) => {
    if (!req.headers.authorization) return fail(res, 401, 'UNAUTHENTICATED', 'Sign in to upload files');
    try {
      const context = await gatewayContext(req.headers, randomUUID(), req.ip ?? '', options);
      const identity = context.viewer;
      if (!identity) return fail(res, 401, 'UNAUTHENTICATED', 'Sign in to upload files');
      if (!identity.registered) return fail(res, 403, 'FORBIDDEN', 'Complete your registration first');
      await options.limits.take(uploadRate, context.caller.key);
      res.locals.uploader = identity satisfies Identity;
      next();
    } catch (error) {
      const { extensions, message } = error as GraphQLError;
      const code = extensions?.code;
      if (code !== 'INVALID_TOKEN' && code !== 'RATE_LIMITED') return next(error);
      const retryAfter = extensions.retryAfter;
      if (retryAfter) res.setHeader('retry-after', String(retryAfter));
      fail(res, code === 'RATE_LIMITED' ? 429 : 401, code, message);
    }
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
    requireUploader(options.context),
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
