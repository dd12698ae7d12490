/**
 * What one uploaded photo may be, wherever the console takes one (a handover, a car park's listing):
 * JPEG, PNG or WebP of at most 5 MB; the server stores it re-encoded within `maxEdge` pixels. The
 * console checks a file before sending it and the server refuses it with the same words.
 */
export const PHOTO_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxEdge: 2000,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** The refusal of a photo over `PHOTO_LIMITS.maxBytes`. */
export const PHOTO_TOO_LARGE = `A photo may be at most ${PHOTO_LIMITS.maxBytes / (1024 * 1024)} MB`;
