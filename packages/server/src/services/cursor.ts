import { validationFailed } from '../errors';

/**
 * A keyset page's opaque cursor (the staff booking search, the partners' reporting API): base64url of
 * `[created_at, id]` of the last row of a page, read back by `decodeCursor`.
 */
export const encodeCursor = (at: Date, id: string) =>
  Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');

/**
 * The `[created_at, id]` a cursor from `encodeCursor` holds; anything else, however close, is a 400
 * with `refusal` beside the `cursor` field (in the words of the API that gave it out).
 */
export function decodeCursor(cursor: string, refusal: string): { at: Date; id: string } {
  try {
    const text = Buffer.from(cursor, 'base64url').toString('utf8');
    // Node's decoder skips stray characters: only the exact encoding we wrote is accepted.
    if (Buffer.from(text).toString('base64url') !== cursor) throw new Error('not canonical');
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') {
      const at = new Date(value[0]);
      if (!Number.isNaN(at.getTime()) && at.toISOString() === value[0]) return { at, id: value[1] };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw validationFailed({ cursor: refusal });
}
