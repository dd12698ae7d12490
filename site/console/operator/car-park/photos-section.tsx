import { type ListingPhoto, MAX_LISTING_PHOTOS } from '@parking/core';
import { useState } from 'react';
import { failureMessage } from '../../kit/console-api';
import { PhotoForm } from './photo-form';

/** Props of PhotosSection. */
export type PhotosSectionProps = {
  /** The listing's photos, in order. */
  photos: readonly ListingPhoto[];
  /** Owners and managers add and remove photos; the desk sees them. */
  canEdit: boolean;
  /** Adds a photo; answers the photos after. */
  onAdd: (photo: File, alt: string) => Promise<ListingPhoto[]>;
  /** Removes a photo; answers the photos left. */
  onRemove: (photoId: string) => Promise<ListingPhoto[]>;
};

/** The listing's photos (at most 8): each with its description, a Remove button and an add form for editors. */
export function PhotosSection({ photos, canEdit, onAdd, onRemove }: PhotosSectionProps) {
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const remove = async (photo: ListingPhoto) => {
    setFailure('');
    try {
      await onRemove(photo.id);
      setStatus(`Photo removed: ${photo.alt}`);
    } catch (error) {
      setFailure(failureMessage(error, 'The photo was not removed. Try again.'));
    }
  };
  const full = photos.length >= MAX_LISTING_PHOTOS;
  return (
    <section aria-labelledby="photos-heading">
      <h2 id="photos-heading">
        Photos ({photos.length} of {MAX_LISTING_PHOTOS})
      </h2>
      <p className="console-status" role="status">
        {status}
      </p>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      {photos.length === 0 ? (
        <p>No photos yet: travellers see the standard picture.</p>
      ) : (
        <ul className="listing-photos">
          {photos.map((p) => (
            <li key={p.id}>
              {/* The description is written out beside it: the picture itself would only repeat it. */}
              <img src={p.url} alt="" width={p.width} height={p.height} loading="lazy" />
              <span>{p.alt}</span>
              {canEdit && (
                <button type="button" className="btn btn--outline" onClick={() => void remove(p)}>
                  Remove<span className="visually-hidden"> photo: {p.alt}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit &&
        (full ? (
          <p>A listing has at most {MAX_LISTING_PHOTOS} photos: remove one to add another.</p>
        ) : (
          <PhotoForm onAdd={onAdd} onAdded={(alt) => setStatus(`Photo added: ${alt}`)} />
        ))}
    </section>
  );
}
