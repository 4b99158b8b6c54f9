import { z } from './zod.ts';

/**
 * What an uploaded image (a profile photo, a company logo) may be, shared by the server that refuses it and the
 * form that says why. Formats are told by the file's content, never by its name or declared type.
 */
export const imageLimits = {
  /** Bytes of the file as sent. */
  maxBytes: 5 * 1024 * 1024,
  /** Width × height, checked from the header before any pixel is decoded (a small file can declare a huge image). */
  maxPixels: 40_000_000,
  /** The longest side of the stored copy, in pixels. */
  maxSide: 512,
} as const;

/**
 * A picture of a gallery (a portfolio project's screens): uploaded like any image, kept larger, with a small copy
 * for cards and the gallery's strip.
 */
export const pictureLimits = {
  /** The longest side of the stored copy, in pixels. */
  maxSide: 1600,
  /** The longest side of its small copy. */
  thumbSide: 480,
} as const;

/** The MIME types a file picker offers; the server checks the bytes anyway. */
export const acceptedImageTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** Why an upload was refused: the `extensions.code` of the upload endpoint's error. */
export const imageRejections = [
  'PAYLOAD_TOO_LARGE',
  'IMAGE_DIMENSIONS_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_IMAGE',
] as const;
export type ImageRejection = (typeof imageRejections)[number];

/** Why an upload receipt was not accepted by a mutation (a field code of its ValidationError). */
export const uploadProblems = ['UPLOAD_INVALID', 'UPLOAD_EXPIRED', 'UPLOAD_NOT_YOURS'] as const;
export type UploadProblem = (typeof uploadProblems)[number];

/**
 * The receipt the upload endpoint returns, passed to a mutation to attach the file; null removes the image.
 * Its signature, owner and age are checked by the server.
 */
export const uploadReceipt = z
  .string({ error: 'UPLOAD_INVALID' })
  .min(1, 'UPLOAD_INVALID')
  .max(2048, 'UPLOAD_INVALID');

/**
 * What an uploaded document (a PDF résumé) may be, shared by the server that refuses it and the form that says
 * why. It is a PDF by its bytes, whatever its name or declared type.
 */
export const documentLimits = {
  /** Bytes of the file as sent. */
  maxBytes: 4 * 1024 * 1024,
  /** Pages kept: a résumé, not a book. */
  maxPages: 20,
  /** Characters of the name the file is downloaded under. */
  maxNameLength: 120,
} as const;

/** The MIME type a file picker offers for documents; the server checks the bytes anyway. */
export const acceptedDocumentTypes = ['application/pdf'] as const;

/** Why a document upload was refused: the `extensions.code` of the upload endpoint's error. */
export const documentRejections = [
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_DOCUMENT',
  'DOCUMENT_ENCRYPTED',
  'TOO_MANY_PAGES',
] as const;
export type DocumentRejection = (typeof documentRejections)[number];

/**
 * What an uploaded archive (a ready-made project's delivery: its source, its build) may be. It is a ZIP by its
 * bytes and its directory: every entry readable, none encrypted, no name that climbs out of the folder it is
 * unpacked into, and not so many entries or so large unpacked that opening it would fill a disk.
 */
export const archiveLimits = {
  /** Bytes of the file as sent. */
  maxBytes: 50 * 1024 * 1024,
  /** Entries (files and folders) in its directory. */
  maxEntries: 20_000,
  /** Bytes of all its entries unpacked, as its directory declares them. */
  maxUnpackedBytes: 1024 * 1024 * 1024,
  /** Characters of the name the file is downloaded under. */
  maxNameLength: 120,
} as const;

/** The MIME types a file picker offers for archives; the server checks the bytes anyway. */
export const acceptedArchiveTypes = ['application/zip', 'application/x-zip-compressed', '.zip'] as const;

/** Why an archive upload was refused: the `extensions.code` of the upload endpoint's error. */
export const archiveRejections = [
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_ARCHIVE',
  'ARCHIVE_ENCRYPTED',
  'TOO_MANY_ENTRIES',
  'UNPACKS_TOO_LARGE',
] as const;
export type ArchiveRejection = (typeof archiveRejections)[number];

/**
 * The name a stored private file is downloaded under: the sender's file name without folders, control characters,
 * direction overrides (which can make `cv\u202Efdp.exe` read as `cvexe.pdf`; the zero-width non-joiner of Persian
 * words stays) or characters file systems refuse, at most `documentLimits.maxNameLength` characters, always ending
 * in the stored kind's extension.
 */
export function keptFileName(name: string, extension: 'pdf' | 'zip'): string {
  const fallback = extension === 'pdf' ? 'document' : 'archive';
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069<>:"|?*]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(new RegExp(`\\.${extension}$`, 'i'), '');
  const kept = [...(base || fallback)].slice(0, documentLimits.maxNameLength - 4).join('');
  return `${kept.trim() || fallback}.${extension}`;
}

/** The name a stored document is downloaded under; see `keptFileName`. */
export const documentFileName = (name: string) => keptFileName(name, 'pdf');

/**
 * Private files given with a step (a delivery, a dispute's evidence): at most `max`, each the receipt of the giver's
 * own upload and the name of the file it came from (made safe by the server).
 */
export const givenFiles = (max: number) =>
  z
    .array(
      z.object({
        upload: uploadReceipt,
        name: z.string({ error: 'NAME_INVALID' }).max(documentLimits.maxNameLength * 4, 'TOO_LONG'),
      }),
      { error: 'INVALID' },
    )
    .max(max, 'TOO_MANY_ITEMS')
    .nullish();
