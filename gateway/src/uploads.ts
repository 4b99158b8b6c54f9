import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { archiveLimits, documentLimits, imageLimits } from '@platform/rules/files';
import { ArchiveRejected, storeArchive } from '@platform/subgraph-kit/files/archives';
import { DocumentRejected, storeDocument } from '@platform/subgraph-kit/files/documents';
import { ImageRejected, storeImage, storePicture } from '@platform/subgraph-kit/files/images';
import type { FileService } from '@platform/subgraph-kit/files/service';
import { fileUrl, isPublicFileKey, type StoredFile } from '@platform/subgraph-kit/files/store';
import { firstLocale, type Locale } from '@platform/subgraph-kit/locale';
import { plainPage } from '@platform/subgraph-kit/printing/plain-page';
import type { Identity } from '@platform/subgraph-kit/identity';
import type { Bucket } from '@platform/subgraph-kit/rate-limits';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { GraphQLError } from 'graphql';
import { gatewayContext, type ContextOptions } from './request-context.ts';

/** Files stored per account: a profile photo, a logo and a résumé tried a few times, not a file host. */
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

const rejectionStatus: Record<
  ImageRejected['code'] | DocumentRejected['code'] | ArchiveRejected['code'],
  number
> = {
  PAYLOAD_TOO_LARGE: 413,
  IMAGE_DIMENSIONS_TOO_LARGE: 413,
  TOO_MANY_PAGES: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BAD_IMAGE: 400,
  BAD_DOCUMENT: 400,
  DOCUMENT_ENCRYPTED: 400,
  TOO_MANY_ENTRIES: 413,
  UNPACKS_TOO_LARGE: 413,
  BAD_ARCHIVE: 400,
  ARCHIVE_ENCRYPTED: 400,
};

/** Refusals of the upload body before it reaches the handler: too large, compressed, unreadable. */
function bodyRefused(log: FileRoutesOptions['log'], maxBytes: number): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const status = (error as { status?: number }).status;
    if (status === 413) {
      return fail(res, 413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${maxBytes} bytes`);
    }
    if (status === 415) return fail(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file uncompressed');
    if (status && status < 500) return fail(res, 400, 'BAD_REQUEST', 'The upload could not be read');
    log('Upload failed', error);
    fail(res, 500, 'INTERNAL_SERVER_ERROR', 'The file could not be stored');
  };
}

/** Sends a stored file: its type from its key, never sniffed, and as a sandboxed document if opened on its own. */
async function sendFile(
  req: Request,
  res: Response,
  file: StoredFile,
  headers: Record<string, string>,
  log: FileRoutesOptions['log'],
) {
  res.setHeader('content-type', file.contentType);
  res.setHeader('content-length', String(file.size));
  res.setHeader('x-content-type-options', 'nosniff');
  // Opened on its own, the file is a sandboxed document that can run nothing.
  res.setHeader('content-security-policy', "default-src 'none'; sandbox");
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  try {
    await pipeline(file.body, res);
  } catch (error) {
    if (!res.writableFinished && !req.destroyed) log(`Could not send file ${req.path}`, error);
  }
}

const linkRefusals: Record<
  Locale,
  Record<'expired' | 'gone', { title: string; text: string }> & { back: string }
> = {
  fa: {
    expired: {
      title: 'پیوند دریافت منقضی شده است',
      text: 'پیوند دریافت فایل چند دقیقه اعتبار دارد. به صفحه‌ای که از آن آمدید برگردید و دوباره دریافت کنید.',
    },
    gone: { title: 'فایل پیدا نشد', text: 'این پیوند به فایلی نمی‌رسد.' },
    back: 'بازگشت به پیشخوان',
  },
  en: {
    expired: {
      title: 'This download link has expired',
      text: 'A file’s download link lasts a few minutes. Go back to the page you came from and download it again.',
    },
    gone: { title: 'File not found', text: 'This link does not lead to a file.' },
    back: 'Back to my panel',
  },
  az: {
    expired: {
      title: 'Yükləmə keçidinin vaxtı bitib',
      text: 'Faylın yükləmə keçidi bir neçə dəqiqə keçərlidir. Gəldiyiniz səhifəyə qayıdıb yenidən yükləyin.',
    },
    gone: { title: 'Fayl tapılmadı', text: 'Bu keçid heç bir fayla aparmır.' },
    back: 'Panelə qayıt',
  },
};

/** `Content-Disposition` for a download under a name in any script (RFC 6266: an ASCII name and a UTF-8 one). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

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
 * `POST /uploads/pictures`: a gallery's picture the same way, kept larger with a small copy (`storePicture`),
 * answering 201 `{ upload, url, thumbUrl, width, height }`: a receipt that `savePortfolioProject` accepts.
 *
 * `POST /uploads/documents`: a PDF the same way (see `rewritePdf`), answering 201 `{ upload, bytes, pages }`: a
 * receipt that `attachResumeFile(upload:)` accepts. The stored copy has no public address.
 *
 * `POST /uploads/archives`: a ZIP the same way (see `checkArchive`), answering 201 `{ upload, bytes, files }`: a
 * receipt that `deliverPurchase` accepts. Kept as sent, privately, and only ever served as a download.
 *
 * `GET /files/<key>`: a public stored file (an image), cached for ever (the key is its content's hash).
 *
 * `GET /private-files/<token>`: a private file, as a download, for a link a subgraph signed (`FileService.links`).
 */
export function mountFileRoutes(app: express.Express, options: FileRoutesOptions) {
  const { files, log } = options;

  /** An image route: the bytes stored by `store`, answered with a receipt naming the key and what was measured. */
  const imageRoute = (
    path: string,
    store: (bytes: Buffer) => Promise<{ key: string; info?: Record<string, number>; urls: object }>,
  ) =>
    app.post(
      path,
      requireUploader(options.context),
      express.raw({ type: () => true, limit: imageLimits.maxBytes, inflate: false }),
      async (req: Request, res: Response) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        try {
          const { key, info, urls } = await store(body);
          const upload = await files.receipts.issue((res.locals.uploader as Identity).userId, key, info);
          res
            .status(201)
            .setHeader('cache-control', 'no-store')
            .json({ upload, ...urls, ...info });
        } catch (error) {
          if (error instanceof ImageRejected)
            return fail(res, rejectionStatus[error.code], error.code, error.message);
          log('Could not store an upload', error);
          fail(res, 500, 'INTERNAL_SERVER_ERROR', 'The file could not be stored');
        }
      },
      bodyRefused(log, imageLimits.maxBytes),
    );

  imageRoute('/uploads/images', async (bytes) => {
    const key = await storeImage(files.store, bytes);
    return { key, urls: { url: fileUrl(key) } };
  });
  imageRoute('/uploads/pictures', async (bytes) => {
    const { key, thumb, width, height } = await storePicture(files.store, bytes);
    return { key, info: { width, height }, urls: { url: fileUrl(key), thumbUrl: fileUrl(thumb) } };
  });

  /** A private file's route: checked and kept by `store`, answered with a receipt and what was measured. */
  const privateFileRoute = (
    path: string,
    maxBytes: number,
    store: (bytes: Buffer) => Promise<{ key: string; info: Record<string, number> }>,
  ) =>
    app.post(
      path,
      requireUploader(options.context),
      express.raw({ type: () => true, limit: maxBytes, inflate: false }),
      async (req: Request, res: Response) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        try {
          const { key, info } = await store(body);
          const upload = await files.receipts.issue((res.locals.uploader as Identity).userId, key, info);
          res
            .status(201)
            .setHeader('cache-control', 'no-store')
            .json({ upload, ...info });
        } catch (error) {
          if (error instanceof DocumentRejected || error instanceof ArchiveRejected)
            return fail(res, rejectionStatus[error.code], error.code, error.message);
          log('Could not store an upload', error);
          fail(res, 500, 'INTERNAL_SERVER_ERROR', 'The file could not be stored');
        }
      },
      bodyRefused(log, maxBytes),
    );

  privateFileRoute('/uploads/documents', documentLimits.maxBytes, async (bytes) => {
    const { key, info } = await storeDocument(files.store, bytes);
    return { key, info: { ...info } };
  });
  privateFileRoute('/uploads/archives', archiveLimits.maxBytes, async (bytes) => {
    const { key, info } = await storeArchive(files.store, bytes);
    return { key, info: { ...info } };
  });

  app.get('/files/*key', async (req, res) => {
    const key = ([] as string[]).concat(req.params.key ?? []).join('/');
    // A private document is never served here, whoever asks: only through a signed link (below).
    if (!isPublicFileKey(key)) return fail(res, 404, 'NOT_FOUND', 'No such file');
    let file;
    try {
      file = await files.store.get(key);
    } catch (error) {
      log(`Could not read file ${key}`, error);
      return fail(res, 500, 'INTERNAL_SERVER_ERROR', 'The file could not be read');
    }
    if (!file) return fail(res, 404, 'NOT_FOUND', 'No such file');
    await sendFile(req, res, file, { 'cache-control': 'public, max-age=31536000, immutable' }, log);
  });

  // A private file, for the reader the link was signed for by the subgraph that decided they may read it.
  app.get('/private-files/:token', async (req, res) => {
    const locale = firstLocale(req.query.lang);
    const refuse = (status: number, refusal: 'expired' | 'gone') => {
      const wording = linkRefusals[locale];
      res
        .status(status)
        .type('text/html')
        .setHeader('cache-control', 'no-store')
        .send(
          plainPage(locale, { ...wording[refusal], link: { href: `/${locale}/panel`, label: wording.back } }),
        );
    };
    const opened = await files.links.open(req.params.token.slice(0, 4_000));
    if (opened === 'expired') return refuse(410, 'expired');
    if (!opened) return refuse(404, 'gone');
    let file;
    try {
      file = await files.store.get(opened.key);
    } catch (error) {
      log(`Could not read file ${opened.key}`, error);
      return fail(res, 500, 'INTERNAL_SERVER_ERROR', 'The file could not be read');
    }
    if (!file) return refuse(404, 'gone');
    const headers = {
      'cache-control': 'private, no-store',
      'content-disposition': attachmentDisposition(opened.name),
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
    };
    await sendFile(req, res, file, headers, log);
  });
}
