import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { type ProcessedPhoto, UPLOAD_LIMITS, UploadRefused, processPhoto } from '../../services/images';

/** One handover form as read: its text fields and its photos, each already checked and re-encoded. */
export type HandoverUpload = { fields: Record<string, string>; photos: ProcessedPhoto[] };

/** A refused photo: 400 with the reason beside the `photos` field; nothing has been stored. */
const refusedPhoto = (e: UploadRefused) => new AppError(400, e.code, e.message, { fields: { photos: e.message } });

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

/** The multipart plugin's refusals in our words, as a 400 that names the field. */
function fromMultipart(err: unknown): AppError | undefined {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return refusedPhoto(new UploadRefused('UPLOAD_TOO_LARGE', 'A photo may be at most 5 MB'));
  if (code === 'FST_FILES_LIMIT')
    return refusedPhoto(new UploadRefused('UPLOAD_TOO_MANY', `Add at most ${UPLOAD_LIMITS.maxPhotos} photos`));
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION')
    return new AppError(400, 'VALIDATION_FAILED', 'The form has fields it should not have');
  if (code === 'FST_MP_PREMATURE_CLOSE') return new AppError(400, 'VALIDATION_FAILED', 'The upload was cut short');
  return undefined;
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
    throw fromMultipart(err) ?? err;
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
  const photos: ProcessedPhoto[] = [];
  for (const file of files) {
    // One at a time: each decode can use tens of MB, and the desk's upload is not in a hurry.
    try {
      photos.push(await processPhoto(file));
    } catch (err) {
      throw err instanceof UploadRefused ? refusedPhoto(err) : err;
    }
  }
  return { fields, photos };
}
