import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processPhoto, sniffPhotoType, UPLOAD_LIMITS, UploadRefused } from './images.js';

/** A plain picture of `width` × `height` in the given format. */
function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp') {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    [format]()
    .toBuffer();
}

/** What `processPhoto` refused the bytes with (or fails the test if it accepted them). */
async function refusal(bytes: Buffer): Promise<UploadRefused> {
  const error: unknown = await processPhoto(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRefused);
  return error as UploadRefused;
}

describe('processPhoto', () => {
  it('strips EXIF with GPS, the ICC profile and comments from a JPEG', async () => {
    const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Spy 1', ImageDescription: 'Bay 14 at home' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 28/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 27/1 0/1' },
      })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneCo');
    expect(before.icc).toBeDefined();

    const out = await processPhoto(withGps);

    const after = await sharp(out.data).metadata();
    expect(out.contentType).toBe('image/jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.comments ?? []).toEqual([]);
    const text = out.data.toString('latin1');
    for (const leak of ['PhoneCo', 'Spy 1', 'Bay 14', 'Exif']) expect(text).not.toContain(leak);
  });

  it('turns the picture upright by its EXIF orientation before dropping it', async () => {
    const sideways = await sharp(await picture(120, 60, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await processPhoto(sideways);
    expect([out.width, out.height]).toEqual([60, 120]);
    expect((await sharp(out.data).metadata()).orientation).toBeUndefined();
  });

  it('shrinks a large photo to fit within 2,000 px, keeping its proportions', async () => {
    const out = await processPhoto(await picture(3000, 1500, 'png'));
    expect([out.width, out.height]).toEqual([2000, 1000]);
    const meta = await sharp(out.data).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1000]);
    expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(UPLOAD_LIMITS.maxEdge);
  });

  it('keeps a small photo at its size and its type read from the bytes', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const out = await processPhoto(await picture(40, 30, format));
      expect(out.contentType).toBe(`image/${format}`);
      expect((await sharp(out.data).metadata()).format).toBe(format);
      expect([out.width, out.height]).toEqual([40, 30]);
    }
  });

  it('refuses a file over 5 MB before decoding it', async () => {
    const big = Buffer.concat([await picture(10, 10, 'jpeg'), Buffer.alloc(UPLOAD_LIMITS.maxBytes)]);
    expect((await refusal(big)).code).toBe('UPLOAD_TOO_LARGE');
  });

  it('refuses a script, a GIF and an SVG, whatever they are called', async () => {
    const files = ['#!/bin/sh\nrm -rf /\n', 'GIF89a\x01\x00\x01\x00', '<svg xmlns="http://www.w3.org/2000/svg"/>', ''];
    for (const text of files) expect((await refusal(Buffer.from(text))).code).toBe('UPLOAD_TYPE');
  });

  it('refuses a truncated image as unreadable', async () => {
    const jpeg = await picture(300, 200, 'jpeg');
    expect((await refusal(jpeg.subarray(0, 200))).code).toBe('UPLOAD_UNREADABLE');
  });

  it('refuses a decompression bomb (a tiny PNG declaring 100,000 × 100,000 pixels)', async () => {
    const png = Buffer.from(await picture(8, 8, 'png'));
    // IHDR's width and height sit at bytes 16..23; its CRC (over type + data) at 29..32.
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(png.length).toBeLessThan(1000);
    expect((await refusal(png)).code).toBe('UPLOAD_TOO_LARGE');
  });
});

describe('sniffPhotoType', () => {
  it('reads the magic numbers only', async () => {
    expect(sniffPhotoType(await picture(4, 4, 'png'))).toBe('image/png');
    expect(sniffPhotoType(await picture(4, 4, 'webp'))).toBe('image/webp');
    expect(sniffPhotoType(Buffer.from('RIFF0000WAVE'))).toBeNull();
    expect(sniffPhotoType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});
