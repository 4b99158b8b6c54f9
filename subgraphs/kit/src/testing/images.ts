import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A real image for tests, optionally carrying the EXIF a phone writes (copyright, GPS position, orientation). */
export function testImage(
  options: {
    width?: number;
    height?: number;
    format?: 'png' | 'jpeg' | 'gif';
    color?: string;
    gps?: boolean;
    orientation?: number;
  } = {},
): Promise<Buffer> {
  let image = sharp({
    create: {
      width: options.width ?? 64,
      height: options.height ?? 48,
      channels: 3,
      background: options.color ?? '#0f766e',
    },
  });
  if (options.gps || options.orientation) {
    image = image.withExif({
      IFD0: { Copyright: 'Private Person' },
      ...(options.gps
        ? {
            IFD3: {
              GPSLatitudeRef: 'N',
              GPSLatitude: '35/1 41/1 2200/100',
              GPSLongitudeRef: 'E',
              GPSLongitude: '51/1 25/1 0/1',
            },
          }
        : {}),
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(options.format ?? 'png').toBuffer();
}

/** Random pixels, which no format compresses: a real image of at least the given size in bytes. */
export function noiseImage(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** An image's size in pixels, as its header says. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return { width, height };
}
