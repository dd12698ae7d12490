import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../../errors';
import { type ProcessedPhoto, UPLOAD_LIMITS, UploadRefused, processPhoto } from '../../../../services/images';
import { guardValue } from '../../../../plugins/input-guard';
import { multipartRefusal, refusedPhoto } from '../../../../services/multipart-refusals';

/** One handover form as read: its text fields and its photos, each already checked and re-encoded. */
export type HandoverUpload = { fields: Record<string, string>; photos: ProcessedPhoto[] };

/** Multipart's limits for a handover form: a few short text fields and up to 8 photos of 5 MB. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMITS.maxBytes,
      files: UPLOAD_LIMITS.maxPhotos,
      fields: 20,
      fieldSize: 4_000,
      parts: UPLOAD_LIMITS.maxPhotos + 20,
      headerPairs: 20,
    },
    throwFileSizeLimit: true,
  });
}

/** Reads every part of the request: text fields as strings, files as bytes (limits enforced while reading). */
async function readParts(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: Buffer[] }> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files.push(await part.toBuffer());
        continue;
      }
      if (part.valueTruncated)
        throw new AppError(400, 'VALIDATION_FAILED', 'A field is too long', {
          fields: { [part.fieldname]: 'Too long' },
        });
      fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    throw multipartRefusal(err, 'photos', `Add at most ${UPLOAD_LIMITS.maxPhotos} photos`);
  }
  return { fields, files };
}

/**
 * The handover form of a multipart request: every photo is read, checked (type from its bytes, size,
 * pixels) and re-encoded before anything is written, so one bad photo refuses the whole handover.
 */
export async function readHandoverUpload(request: FastifyRequest): Promise<HandoverUpload> {
  if (!request.isMultipart()) throw new AppError(400, 'VALIDATION_FAILED', 'Send the handover as multipart/form-data');
  const { fields, files } = await readParts(request);
  // The input guard runs before the handler reads the form, so its rule is applied to the text fields here.
  guardValue(fields);
  const photos: ProcessedPhoto[] = [];
  for (const file of files) {
    // One at a time: each decode can use tens of MB, and the desk's upload is not in a hurry.
    try {
      photos.push(await processPhoto(file));
    } catch (err) {
      throw err instanceof UploadRefused ? refusedPhoto('photos', err) : err;
    }
  }
  return { fields, photos };
}
