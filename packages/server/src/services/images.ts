import { HANDOVER_PHOTO_LIMITS, PHOTO_LIMITS, PHOTO_TOO_LARGE } from '@parking/core';

/** Why an uploaded photo was refused; the route answers 400 with this code beside the photo field. */
export class UploadRefused extends Error {
  constructor(
    readonly code: 'UPLOAD_TYPE' | 'UPLOAD_TOO_LARGE' | 'UPLOAD_TOO_MANY' | 'UPLOAD_UNREADABLE',
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

/** Limits of one upload: bytes of one photo (before decoding), photos in one request, longest edge kept. */
export const UPLOAD_LIMITS = {
  maxBytes: PHOTO_LIMITS.maxBytes,
  maxPhotos: HANDOVER_PHOTO_LIMITS.maxPhotos,
  maxEdge: PHOTO_LIMITS.maxEdge,
};

/** What a stored photo is: always one of these three, whatever the browser declared. */
export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** A photo ready to store: re-encoded, no metadata left, at most `maxEdge` on its longest side. */
export type ProcessedPhoto = { contentType: PhotoType; width: number; height: number; data: Buffer };

// A decoded 5 MB file can still hold a picture of billions of pixels (a "decompression bomb"); 40 MP
// is above any phone camera and stops sharp before it allocates for more.
const MAX_INPUT_PIXELS = 40_000_000;

/** The type from the first bytes (magic numbers), never from the file name or the declared type. */
export function sniffPhotoType(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

const FORMAT_OF: Record<PhotoType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Checks one uploaded photo and re-encodes it for storage: the type read from its bytes (JPEG, PNG or
 * WebP only), refused above `PHOTO_LIMITS.maxBytes` before anything decodes it, turned upright by its EXIF orientation,
 * shrunk to fit within 2,000 px, and written again without any metadata (EXIF, GPS, ICC, comments:
 * sharp keeps none unless asked with `withMetadata`, which we never call). Throws `UploadRefused`.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > UPLOAD_LIMITS.maxBytes) {
    throw new UploadRefused('UPLOAD_TOO_LARGE', PHOTO_TOO_LARGE);
  }
  const contentType = sniffPhotoType(bytes);
  if (!contentType) throw new UploadRefused('UPLOAD_TYPE', 'Photos must be JPEG, PNG or WebP images');
  // Loaded on the first photo, not at boot: libvips is ~20 MB of an idle node's memory.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: UPLOAD_LIMITS.maxEdge, height: UPLOAD_LIMITS.maxEdge, fit: 'inside', withoutEnlargement: true });
    const encoded =
      contentType === 'image/jpeg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : contentType === 'image/png'
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    if (info.format !== FORMAT_OF[contentType]) throw new Error(`unexpected output format ${info.format}`);
    return { contentType, width: info.width, height: info.height, data };
  } catch (error) {
    // A truncated file, a bomb over the pixel limit, or bytes that only start like an image.
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new UploadRefused('UPLOAD_TOO_LARGE', 'This photo has too many pixels; take it at a lower resolution');
    }
    throw new UploadRefused('UPLOAD_UNREADABLE', 'This photo could not be read; try another file');
  }
}
