import { PHOTO_TOO_LARGE } from '@parking/core';
import { AppError } from '../errors';
import { UploadRefused } from './images';

/** A refused photo: 400 with the reason beside the route's photo field; nothing has been stored. */
export const refusedPhoto = (field: string, e: UploadRefused) =>
  new AppError(400, e.code, e.message, { fields: { [field]: e.message } });

// busboy's own parse errors are plain Errors without a code; this one means the body ended before its
// closing boundary.
const CUT_SHORT = /unexpected end of multipart data/i;

/**
 * What reading a multipart request threw, in our words: the multipart plugin's limits as a 400 naming
 * the field, and a body busboy cannot parse (no boundary, a malformed part, cut before the closing
 * boundary) as a 400 rather than a 500. `photoField` is the route's file field, `tooMany` its limit's words.
 */
export function multipartRefusal(err: unknown, photoField: string, tooMany: string): unknown {
  if (err instanceof AppError) return err;
  const { code, message } = err as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return refusedPhoto(photoField, new UploadRefused('UPLOAD_TOO_LARGE', PHOTO_TOO_LARGE));
  if (code === 'FST_FILES_LIMIT') return refusedPhoto(photoField, new UploadRefused('UPLOAD_TOO_MANY', tooMany));
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION')
    return new AppError(400, 'VALIDATION_FAILED', 'The form has fields it should not have');
  if (code === 'FST_MP_PREMATURE_CLOSE' || CUT_SHORT.test(message ?? ''))
    return new AppError(400, 'VALIDATION_FAILED', 'The upload was cut short');
  // Anything else without a code comes from busboy parsing the client's bytes. A client that hung up
  // (ERR_STREAM_PREMATURE_CLOSE) keeps its own error: nobody reads the answer, and it is logged as such.
  if (code === undefined) return new AppError(400, 'VALIDATION_FAILED', 'The upload is not valid multipart/form-data');
  return err;
}
