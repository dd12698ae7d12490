import { HANDOVER_PHOTO_LIMITS } from '@parking/core';
import { useEffect, useMemo } from 'react';
import { ConsoleField } from '../../kit/console-field';

/** Props of PhotoField. */
export type PhotoFieldProps = {
  /** The file input's id. */
  id: string;
  /** The photos picked so far. */
  files: readonly File[];
  /** The message beside the field (a limit broken), if any. */
  error: string | undefined;
  /** Called with the photos picked (the input's whole selection). */
  onPick: (files: File[]) => void;
};

/** Local previews of the picked photos, released when the selection changes or the form goes. */
function usePreviews(files: readonly File[]) {
  const previews = useMemo(() => files.map((f) => ({ name: f.name, url: URL.createObjectURL(f) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  return previews;
}

/** Up to 8 photos (JPEG, PNG or WebP, 5 MB each), previewed here before anything is sent. */
export function PhotoField({ id, files, error, onPick }: PhotoFieldProps) {
  const previews = usePreviews(files);
  return (
    <ConsoleField id={id} label={`Photos (up to ${HANDOVER_PHOTO_LIMITS.maxPhotos}, 5 MB each)`} error={error}>
      {(aria) => (
        <>
          <input
            id={id}
            type="file"
            accept={HANDOVER_PHOTO_LIMITS.types.join(',')}
            multiple
            {...aria}
            onChange={(ev) => onPick(Array.from(ev.target.files ?? []))}
          />
          {previews.length > 0 && (
            <ul className="handover-thumbs" aria-label="Photos to upload">
              {previews.map((p, i) => (
                <li key={p.url}>
                  <img src={p.url} alt={`Photo ${i + 1} to upload: ${p.name}`} width={96} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ConsoleField>
  );
}
