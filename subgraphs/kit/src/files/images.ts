import { createHash } from 'node:crypto';
import { imageLimits, pictureLimits, type ImageRejection } from '@platform/rules/files';
import sharp, { type Metadata } from 'sharp';
import type { FileStore } from './store.ts';

export class ImageRejected extends Error {
  readonly code: ImageRejection;

  constructor(code: ImageRejection, message: string) {
    super(message);
    this.code = code;
  }
}

/** Raster formats people upload as photos and logos. SVG (scripts, external references) and TIFF are not. */
function isAccepted(metadata: Metadata): boolean {
  if (['jpeg', 'png', 'webp', 'gif'].includes(metadata.format)) return true;
  // AVIF is reported as HEIF with AV1 compression; HEVC-coded HEIF cannot be decoded here.
  return metadata.format === 'heif' && metadata.compression === 'av1';
}

/**
 * Turns an uploaded file into the copy we keep: the format is read from the bytes (the name and declared type
 * are ignored), the declared size is checked before any pixel is decoded (decompression bombs), and the picture is
 * decoded and encoded anew as WebP, turned upright, at most `maxSide` pixels on its longest side. The new file
 * carries no metadata (EXIF, GPS position, camera, comments) and none of the original's bytes.
 */
export async function reencodeImage(bytes: Buffer, maxSide: number = imageLimits.maxSide): Promise<Buffer> {
  if (bytes.length === 0) throw new ImageRejected('UNSUPPORTED_MEDIA_TYPE', 'The file is empty');
  if (bytes.length > imageLimits.maxBytes) {
    throw new ImageRejected('PAYLOAD_TOO_LARGE', `The file is larger than ${imageLimits.maxBytes} bytes`);
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new ImageRejected('UNSUPPORTED_MEDIA_TYPE', 'The file is not an image');
  }
  if (!isAccepted(metadata)) {
    throw new ImageRejected('UNSUPPORTED_MEDIA_TYPE', `Images in ${metadata.format} are not accepted`);
  }
  const { width, height } = metadata;
  if (!width || !height) throw new ImageRejected('BAD_IMAGE', 'The image has no size');
  if (width * height > imageLimits.maxPixels) {
    throw new ImageRejected('IMAGE_DIMENSIONS_TOO_LARGE', `The image is ${width}×${height} pixels`);
  }
  try {
    return await sharp(bytes, { limitInputPixels: imageLimits.maxPixels, failOn: 'error' })
      .rotate()
      .resize({
        width: maxSide,
        height: maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ImageRejected('BAD_IMAGE', 'The image could not be decoded');
  }
}

/** Re-encodes an image (see `reencodeImage`) and keeps it under the hash of the new copy; returns its key. */
export async function storeImage(store: FileStore, bytes: Buffer): Promise<string> {
  const copy = await reencodeImage(bytes);
  const key = `images/${createHash('sha256').update(copy).digest('hex')}.webp`;
  await store.put(key, copy);
  return key;
}

/** A gallery's picture as kept: its key, its small copy's key, and the stored copy's size in pixels. */
export interface StoredPicture {
  key: string;
  thumb: string;
  width: number;
  height: number;
}

/** The key of a picture's small copy: named by the picture's own hash, since it is made from it alone. */
export const thumbKeyOf = (pictureKey: string) => pictureKey.replace(/^pictures\//, 'thumbs/');

/**
 * Re-encodes a gallery's picture (see `reencodeImage`) at most `pictureLimits.maxSide` pixels on its longest side,
 * keeps it under the hash of the new copy, and keeps a small copy made from it beside it (`thumbs/<same hash>`).
 */
export async function storePicture(store: FileStore, bytes: Buffer): Promise<StoredPicture> {
  const copy = await reencodeImage(bytes, pictureLimits.maxSide);
  const key = `pictures/${createHash('sha256').update(copy).digest('hex')}.webp`;
  const { width = 0, height = 0 } = await sharp(copy).metadata();
  const small = await sharp(copy)
    .resize({ width: pictureLimits.thumbSide, height: pictureLimits.thumbSide, fit: 'inside' })
    .webp({ quality: 78 })
    .toBuffer();
  await store.put(key, copy);
  await store.put(thumbKeyOf(key), small);
  return { key, thumb: thumbKeyOf(key), width, height };
}
