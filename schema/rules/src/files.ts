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
