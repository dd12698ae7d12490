import {
  HANDOVER_PHOTO_LIMITS,
  PHOTO_TOO_LARGE,
  type Handover,
  HandoverFieldsSchema,
  type HandoverKind,
  isIsoDate,
  londonInstant,
  londonNow,
} from '@parking/core';
import type { FieldErrors, FormCheck } from '@parking/client';

/** The handover form as the desk fills it: London date and time typed, photos picked. */
export type HandoverFormValues = {
  kind: HandoverKind;
  registration: string;
  /** London date and time, `YYYY-MM-DDTHH:mm` (a datetime-local control's value). */
  time: string;
  mileage: string;
  fuel: string;
  keyTag: string;
  bay: string;
  notes: string;
  photos: File[];
};

/** "Now" in London as a datetime-local value. */
export function londonLocalNow(now = new Date()): string {
  const { date, time } = londonNow(now);
  return `${date}T${time}`;
}

/** What the desk is most likely doing for this car: checking it in, out, or nothing left to record. */
export function nextKind(records: readonly Handover[], registration: string): HandoverKind | null {
  const mine = records.filter((r) => r.registration === registration);
  if (!mine.some((r) => r.kind === 'check-in')) return 'check-in';
  if (!mine.some((r) => r.kind === 'check-out')) return 'check-out';
  return null;
}

/** The picked photos against the upload's limits (the server checks again, from the bytes). */
function photoProblem(files: readonly File[]): string | undefined {
  const { maxPhotos, maxBytes, types } = HANDOVER_PHOTO_LIMITS;
  if (files.length > maxPhotos) return `Add at most ${maxPhotos} photos`;
  if (files.some((f) => !(types as readonly string[]).includes(f.type)))
    return 'Photos must be JPEG, PNG or WebP images';
  if (files.some((f) => f.size > maxBytes)) return PHOTO_TOO_LARGE;
  return undefined;
}

/** The London time as an ISO instant, or undefined when it is not a date and time. */
function instantOf(time: string): string | undefined {
  const [date, clock] = time.split('T');
  if (!date || !clock || !isIsoDate(date) || !/^\d{2}:\d{2}$/.test(clock.slice(0, 5))) return undefined;
  return londonInstant(date, clock.slice(0, 5)).toISOString();
}

/** Checks the form with core's schema (the server's) and the photo limits; the multipart body to send. */
export function checkHandoverForm(values: HandoverFormValues): FormCheck<FormData> {
  const fields: FieldErrors = {};
  const at = instantOf(values.time);
  if (!at) fields.time = 'Give the date and time of the handover';
  if (values.kind !== 'no-show' && !values.registration) fields.registration = 'Choose the car';
  const photos = photoProblem(values.photos);
  if (photos) fields.photos = photos;
  const { photos: _files, time: _time, ...text } = values;
  const parsed = HandoverFieldsSchema.safeParse({ ...text, at: at ?? '' });
  if (!parsed.success) for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...text, at: at! })) if (value !== '') body.set(name, String(value));
  for (const file of values.photos) body.append('photos', file, file.name);
  return { ok: true, value: body };
}

/** The server's field names on the form: its `at` is the form's `time`. */
export const serverField = (path: string) => (path === 'at' ? 'time' : path);
