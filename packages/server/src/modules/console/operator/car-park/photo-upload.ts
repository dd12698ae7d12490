import { PhotoAltSchema } from '@parking/core';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../errors';
import { type ProcessedPhoto, UPLOAD_LIMITS, UploadRefused, processPhoto } from '../../../../services/images';
import { guardValue } from '../../../../plugins/input-guard';
import { multipartRefusal, refusedPhoto } from '../../../../services/multipart-refusals';

/** One listing photo as read: re-encoded without metadata, and its alternative text. */
export type PhotoUpload = { photo: ProcessedPhoto; alt: string };

/** Multipart for the listing's photos: one photo of at most 5 MB and its alt text per request. */
export async function registerPhotoUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 2, fieldSize: 1_000, parts: 3, headerPairs: 20 },
    throwFileSizeLimit: true,
  });
}

/** The request's `alt` field and its one file's bytes (limits enforced while reading). */
async function readParts(request: FastifyRequest): Promise<{ alt: unknown; file: Buffer | undefined }> {
  let alt: unknown;
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = await part.toBuffer();
      else if (part.fieldname === 'alt') alt = part.valueTruncated ? 'x'.repeat(1_000) : part.value;
    }
  } catch (err) {
    throw multipartRefusal(err, 'photo', 'Add one photo at a time');
  }
  return { alt, file };
}

/**
 * A listing photo from a multipart request: the alt text checked with core's rule, the photo checked
 * (type from its bytes, size, pixels) and re-encoded, all before anything is written.
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw new AppError(400, 'VALIDATION_FAILED', 'Send the photo as multipart/form-data');
  const parts = await readParts(request);
  // The input guard runs before the handler reads the form, so its rule is applied to the text field here.
  guardValue({ alt: parts.alt });
  const alt = z.safeParse(PhotoAltSchema, parts.alt ?? '');
  if (!alt.success) {
    const message = alt.error.issues[0]?.message ?? 'Describe the photo';
    throw new AppError(400, 'VALIDATION_FAILED', message, { fields: { alt: message } });
  }
  if (!parts.file) {
    const message = 'Choose a photo to add';
    throw new AppError(400, 'VALIDATION_FAILED', message, { fields: { photo: message } });
  }
  try {
    return { photo: await processPhoto(parts.file), alt: alt.data };
  } catch (err) {
    throw err instanceof UploadRefused ? refusedPhoto('photo', err) : err;
  }
}
