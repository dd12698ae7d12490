import { type ListingPhoto, PHOTO_LIMITS, PHOTO_TOO_LARGE, PhotoAltSchema } from '@parking/core';
import { useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { z } from 'zod/mini';
import { ConsoleField } from '../../kit/console-field';
import { asFailure } from '../../kit/console-api';

const idOf = (name: string) => `photo-${name}`;

/** The types the server keeps (it reads the type from the bytes; this only spares a pointless upload). */
const ACCEPT: readonly string[] = PHOTO_LIMITS.types;

type PhotoValues = { photo: File | null; alt: string };
type PhotoChoice = { photo: File; alt: string };

/** The photo and its description, checked as the server will (alt text with core's rule). */
function checkPhoto(values: PhotoValues) {
  const fields: Record<string, string> = {};
  const alt = z.safeParse(PhotoAltSchema, values.alt);
  if (!alt.success) fields.alt = alt.error.issues[0]?.message ?? 'Describe the photo';
  if (!values.photo) fields.photo = 'Choose a photo to add';
  else if (!ACCEPT.includes(values.photo.type)) fields.photo = 'Photos must be JPEG, PNG or WebP images';
  else if (values.photo.size > PHOTO_LIMITS.maxBytes) fields.photo = PHOTO_TOO_LARGE;
  if (Object.keys(fields).length > 0 || !values.photo || !alt.success) return { ok: false as const, fields };
  return { ok: true as const, value: { photo: values.photo, alt: alt.data } };
}

/** Props of PhotoForm. */
export type PhotoFormProps = {
  /** Sends the photo; answers the listing's photos. An `ApiFailure` it throws shows in the summary. */
  onAdd: (photo: File, alt: string) => Promise<ListingPhoto[]>;
  /** Called once added, with the alt text (for the page's live message). */
  onAdded: (alt: string) => void;
};

/** "Add a photo": a file and its description for people who cannot see it; errors beside the fields. */
export function PhotoForm({ onAdd, onAdded }: PhotoFormProps) {
  const empty: PhotoValues = { photo: null, alt: '' };
  const form = useForm<PhotoValues, PhotoChoice>({
    initial: empty,
    check: checkPhoto,
    onSubmit: async ({ photo, alt }) => {
      try {
        await onAdd(photo, alt);
      } catch (error) {
        throw asFailure(error, 'The photo was not added. Try again.');
      }
      form.reset(empty);
      onAdded(alt);
    },
    idOf,
  });
  return (
    <form className="console-form listing-form" noValidate onSubmit={form.onSubmit} aria-labelledby="photo-heading">
      <h3 id="photo-heading">Add a photo</h3>
      <FormSummary form={form} />
      <ConsoleField id={idOf('photo')} label="Photo (JPEG, PNG or WebP, up to 5 MB)" error={form.errors.photo}>
        {(aria) => (
          <input
            // A new input after each add: a file input cannot be emptied through its value.
            key={form.values.photo ? 'chosen' : 'empty'}
            id={idOf('photo')}
            type="file"
            accept={ACCEPT.join(',')}
            {...aria}
            onChange={(ev) => form.set({ photo: ev.target.files?.[0] ?? null })}
            onBlur={form.blur('photo')}
          />
        )}
      </ConsoleField>
      <ConsoleField
        id={idOf('alt')}
        label="What the photo shows (for people who cannot see it)"
        error={form.errors.alt}
      >
        {(aria) => (
          <input
            id={idOf('alt')}
            type="text"
            value={form.values.alt}
            {...aria}
            onChange={(ev) => form.set({ alt: ev.target.value })}
            onBlur={form.blur('alt')}
          />
        )}
      </ConsoleField>
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Adding…' : 'Add photo'}
      </button>
    </form>
  );
}
