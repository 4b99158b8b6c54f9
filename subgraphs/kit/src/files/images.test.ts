import { imageLimits } from '@platform/rules/files';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { noiseImage, testImage } from '../testing/images.ts';
import { reencodeImage } from './images.ts';

async function rejection(bytes: Buffer) {
  return reencodeImage(bytes).then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );
}

describe('reencodeImage', () => {
  it('keeps the picture and drops its metadata: EXIF, GPS position, copyright', async () => {
    const photo = await testImage({ width: 64, height: 48, gps: true });
    const exif = exifReader((await sharp(photo).metadata()).exif!);
    expect(exif.GPSInfo?.GPSLatitude).toEqual([35, 41, 22]);

    const copy = await reencodeImage(photo);
    const metadata = await sharp(copy).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(copy.includes(Buffer.from('Private Person'))).toBe(false);
    // Still the same picture.
    const { dominant } = await sharp(copy).stats();
    expect(dominant).toMatchObject({
      r: expect.closeTo(8, 1),
      g: expect.closeTo(120, 1),
      b: expect.closeTo(104, 1),
    });
  });

  it('turns a photo upright by its EXIF orientation before dropping it', async () => {
    const sideways = await testImage({ width: 64, height: 48, format: 'jpeg', orientation: 6 });
    expect(await sharp(await reencodeImage(sideways)).metadata()).toMatchObject({ width: 48, height: 64 });
  });

  it('shrinks large pictures to the bounded size, keeping the proportions', async () => {
    const wide = await testImage({ width: 2000, height: 1000, format: 'jpeg' });
    expect(await sharp(await reencodeImage(wide)).metadata()).toMatchObject({
      width: imageLimits.maxSide,
      height: imageLimits.maxSide / 2,
    });
  });

  it('accepts JPEG, PNG, WebP and GIF, whatever the file claimed to be', async () => {
    for (const format of ['jpeg', 'png', 'gif'] as const) {
      expect(await rejection(await testImage({ format }))).toBe('accepted');
    }
    expect(
      await rejection(
        await sharp(await testImage())
          .webp()
          .toBuffer(),
      ),
    ).toBe('accepted');
  });

  it('refuses what is not an image by its content: text named .png, SVG, an empty file', async () => {
    expect(await rejection(Buffer.from('just some text, saved as avatar.png'))).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(
      await rejection(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>x()</script></svg>',
        ),
      ),
    ).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await rejection(Buffer.alloc(0))).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a file over the size limit', async () => {
    const big = await noiseImage(imageLimits.maxBytes + 1);
    expect(big.length).toBeGreaterThan(imageLimits.maxBytes);
    expect(await rejection(big)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a decompression bomb from its header: a small file that declares 100 million pixels', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(imageLimits.maxBytes);
    expect(await rejection(bomb)).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
  });

  it('refuses a broken image', async () => {
    const png = await testImage();
    expect(await rejection(png.subarray(0, png.length - 40))).toBe('BAD_IMAGE');
  });
});
